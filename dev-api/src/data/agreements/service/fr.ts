import { section, type AgreementDocument } from '../document';

export const FR: AgreementDocument = {
  title: 'Accord de services',
  sections: [
    section(
      '1. Parties et définitions',
      'Le présent accord est conclu entre vous et Hangzhou Qitong Digital Technology Co., Ltd., exploitant de la plateforme Youpin Rent et bailleur (« nous »), et porte sur les services de protection ajoutés à une commande de location (« services de protection »). Il complète le Contrat de location. En cochant un service de protection sur la page de commande et en signant le contrat, vous l’acceptez.',
      'Les services de protection sont notre engagement, en tant que bailleur, à prendre en charge certains dommages ou pertes de l’appareil. Ce ne sont pas des assurances. Ce que cet accord ne prévoit pas relève du Contrat de location.',
    ),
    section(
      '2. Ce qui est couvert',
      'Protection d’écran : un remplacement d’écran gratuit en cas de bris accidentel pendant la location.',
      'Protection contre les accidents : les réparations après une chute, un contact avec un liquide, un écrasement ou un autre accident sont à notre charge, aussi souvent que nécessaire, chacune jusqu’au prix de rachat.',
      'Dispense pour dommages : les rayures et chocs d’un usage normal ne sont pas facturés au contrôle de retour.',
      'Protection contre les crashs (drones) : si le drone heurte un obstacle ou s’écrase en vol, rendez l’épave et obtenez un remplacement au prix couvert.',
      'Protection contre la perte (écouteurs, etc.) : un écouteur ou un accessoire perdu est remplacé au prix coûtant.',
      'Les services proposés pour chaque produit figurent sur sa fiche.',
    ),
    section(
      '3. Prix et paiement',
      'Le prix des services est celui affiché sur la fiche produit : les services à paiement unique sont réglés avec la première échéance après la signature ; les services périodiques sont réglés avec chaque échéance. Le montant est celui indiqué sur la page de confirmation de la commande.',
      'Les services figurent séparément dans la commande et les factures ; ils ne constituent pas un loyer et n’ont pas d’effet sur la dispense de caution.',
    ),
    section(
      '4. Durée',
      'Un service de protection commence avec la location et prend fin au terme de la location, à la restitution anticipée ou au rachat. Il ne peut être choisi qu’à la commande et ne peut pas être ajouté ensuite.',
    ),
    section(
      '5. Ce qui n’est pas couvert',
      'Ne sont pas couverts : les dommages volontaires ou dus à l’ouverture, à la modification du système ou à une réparation par vous-même ; les dommages survenus pendant une sous-location ou un prêt ; la perte ou le vol de l’appareil entier (la protection contre la perte ne couvre qu’un écouteur ou un accessoire) ; les pannes logicielles et la perte de données ; le vieillissement normal sans effet sur l’usage ; les pertes dues à la guerre, aux radiations nucléaires ou à une autre force majeure similaire ; les demandes appuyées sur de faux documents.',
      'Les pannes qui ne vous sont pas imputables sont de toute façon réparées ou l’appareil échangé gratuitement selon le Contrat de location ; aucun service de protection n’est nécessaire pour elles.',
    ),
    section(
      '6. Faire une demande',
      'Dans les 48 heures suivant un dommage couvert, faites votre demande en appelant notre service client ou via « Avis et suggestions » dans l’application, décrivez les circonstances et joignez des photos du dommage. Nous l’examinons sous 1 jour ouvré et organisons un enlèvement gratuit.',
      'Nous contrôlons et réparons l’appareil dans les 7 jours ouvrés suivant sa réception ; si la réparation dure plus de 3 jours, vous pouvez demander un appareil de prêt du même modèle ou de même gamme. Si le dommage n’est pas couvert, nous vous en expliquons la raison et vous adressons un devis, exécuté seulement avec votre accord ; sinon, nous vous renvoyons l’appareil en l’état.',
    ),
    section(
      '7. Perte et vol',
      'En cas de perte ou de vol de l’appareil entier, les services de protection ne s’appliquent pas et l’article 6 du Contrat de location s’applique. Pour un remplacement au titre de la protection contre la perte, décrivez les circonstances ; chaque accessoire peut être remplacé une fois par location.',
    ),
    section(
      '8. Annulation et remboursement',
      'Si vous annulez avant l’expédition, les services déjà payés sont intégralement remboursés. Après la réception, les paiements uniques ne sont pas remboursés ; les paiements périodiques cessent à compter de la restitution anticipée ou du rachat.',
      'Si le Contrat de location est résilié par notre faute, les services payés pour la période non utilisée sont intégralement remboursés.',
    ),
    section(
      '9. Données personnelles',
      'Pour traiter une demande, nous transmettons au réparateur partenaire les informations sur l’appareil, la description du dommage et les informations d’enlèvement nécessaires, uniquement pour le contrôle et la réparation. La Politique de confidentialité en précise les règles.',
    ),
    section(
      '10. Responsabilité',
      'Si nous ne terminons pas une réparation ou ne fournissons pas d’appareil de prêt dans le délai convenu, vous êtes dispensé d’un jour de loyer par jour de retard. Rien dans cet accord ne limite une responsabilité que la loi interdit de limiter, ni vos droits légaux.',
    ),
    section(
      '11. Litiges et contact',
      'Cet accord est régi par le droit de la République populaire de Chine (partie continentale). Les parties cherchent d’abord une solution amiable ; à défaut, chacune peut saisir le tribunal populaire compétent de notre domicile.',
      'Pour toute question, appelez notre service client au {customerPhone} (tous les jours de 9 h à 21 h), laissez un message dans « Avis et suggestions » de l’application ou écrivez à service@youpin-rent.example. Exploitant : Hangzhou Qitong Digital Technology Co., Ltd., 5e étage, bâtiment 3, 88 Yunqi Road, district de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
