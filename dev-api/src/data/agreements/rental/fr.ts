import { section, type AgreementDocument } from '../document';

export const FR: AgreementDocument = {
  title: 'Contrat de location',
  sections: [
    section(
      '1. Parties et définitions',
      'Le présent contrat est conclu par voie électronique sur la plateforme Youpin Rent entre vous, le locataire (« vous »), et le bailleur, Hangzhou Qitong Digital Technology Co., Ltd., exploitant de la plateforme (« Youpin Rent » ou « nous »). En cochant votre accord sur la page de commande, en touchant « Signer » et en réussissant le contrôle facial, vous signez ce contrat vous-même, avec la même valeur qu’un contrat papier.',
      'Dans ce contrat : l’« appareil » désigne l’équipement indiqué dans la commande avec ses accessoires, son emballage et ses cadeaux ; la « durée » est le nombre de jours ou de mois prévu ; le « loyer » est le montant dû pour chaque période ; la « dispense de caution » est la part de la caution dispensée au vu de votre évaluation de crédit ; la « préautorisation » est le blocage, via votre portefeuille de paiement, de la part de caution non dispensée ; le « prix de rachat » est le prix indiqué dans la commande et sur la fiche produit pour devenir propriétaire de l’appareil.',
      'L’appareil reste la propriété du bailleur jusqu’au paiement intégral du prix de rachat.',
    ),
    section(
      '2. Durée et loyer',
      'Début de la location : {rentStart} ; elle se termine à la date et à l’heure de fin indiquées dans la commande.',
      'Pour une location au mois, la première échéance est payée après la signature ; les suivantes sont dues le même jour chaque mois, ou le dernier jour du mois si ce jour n’existe pas, et vous les réglez vous-même depuis les factures de la commande avant leur échéance. Une location à la journée se paie en une fois après la signature.',
      'Vous pouvez payer des échéances à l’avance à tout moment depuis le détail de la commande, sans frais. Les montants dus sont ceux affichés sur les pages de commande et de factures.',
    ),
    section(
      '3. Crédit sans caution et préautorisation',
      'Lors de la commande, et seulement avec votre accord exprès, nous fixons la dispense de caution d’après l’évaluation fournie par le service de crédit de votre portefeuille de paiement, dans la limite de {waiverCap}. La part dispensée n’est pas payée. La part non dispensée est bloquée en préautorisation dans votre portefeuille : l’argent reste le vôtre et n’est pas débité.',
      'Ce n’est que si vous ne payez pas un loyer à l’échéance, ne rendez pas l’appareil comme convenu ou ne réglez pas un appareil endommagé ou perdu que nous pouvons, après vous avoir prévenu par SMS ou message dans l’application, prélever sur les fonds bloqués le montant réellement dû.',
      'Libération : {depositRelease}, et le détail de la commande indique quand. Votre évaluation de crédit ne sert qu’à décider de cette location ; nous ne l’utilisons pas à d’autres fins et ne la communiquons pas à des tiers.',
    ),
    section(
      '4. Livraison et réception',
      'L’appareil est livré par un transporteur que nous mandatons à l’adresse que vous avez indiquée et doit être réceptionné par vous-même sur présentation d’une pièce d’identité valide. Une autre personne ne peut le recevoir ou le réexpédier qu’avec notre accord préalable.',
      'À la livraison, vérifiez devant le livreur l’emballage, le modèle, la couleur, les accessoires et l’aspect. En cas de dommage, d’erreur ou de manque, refusez le colis et contactez aussitôt le service client. Si une panne qui ne vous est pas imputable apparaît dans les 7 jours suivant la réception, nous échangeons l’appareil gratuitement.',
      'Dès la réception, vous êtes responsable de la garde de l’appareil.',
    ),
    section(
      '5. Utilisation et entretien de l’appareil',
      'Utilisez l’appareil conformément aux instructions du fabricant et prenez-en soin. Ne l’ouvrez pas, ne modifiez pas son système, ne le réparez pas vous-même et n’en remplacez pas les pièces ; ne le sous-louez, prêtez, vendez ou mettez en gage pas et ne l’utilisez pas à des fins illicites.',
      'L’appareil est livré réinitialisé aux paramètres d’usine. Pendant la location, vos comptes, données et votre vie privée relèvent de vous. Avant de le rendre, déconnectez vos comptes (y compris les services cloud et la localisation de l’appareil) et effacez vos données. Nous effaçons chaque appareil rendu après contrôle, mais ne conservons aucune donnée que vous y laissez.',
      'Les légères traces d’un usage normal ne sont pas des dommages. En cas de panne, contactez d’abord le service client, qui organise le diagnostic et la réparation ; les réparations qui ne vous sont pas imputables sont à notre charge.',
    ),
    section(
      '6. Perte, dommages et services de protection',
      'Si l’appareil est endommagé par votre faute pendant la location, vous payez la réparation selon le devis du service après-vente officiel de la marque ou d’un réparateur que nous désignons. S’il n’est pas réparable ou si la réparation dépasse le prix de rachat, il est considéré comme perdu.',
      'En cas de perte, de vol ou de perte totale, prévenez-nous dans les 24 heures ; en cas de vol, portez aussi plainte et envoyez-nous le récépissé. Nous vous facturons alors la perte : {lossCompensation}.',
      'Les services de protection choisis à la commande (protection d’écran, protection contre les accidents, etc.) s’appliquent selon l’Accord de services ; les pertes qu’ils couvrent ne vous sont pas facturées.',
    ),
    section(
      '7. Loyers impayés et pénalités de retard',
      'Si une échéance n’est pas payée à la date prévue, à partir du lendemain de l’échéance et jusqu’au paiement, une pénalité de {lateFeeRate} du montant impayé est due par jour ; le total des pénalités ne dépasse jamais le loyer impayé lui-même.',
      'Au-delà de 15 jours de retard, nous pouvons prélever la somme due sur les fonds préautorisés et, dans la mesure permise par la loi et votre accord, signaler l’incident aux services d’information sur le crédit. Dès votre paiement, l’indicateur de retard de la commande disparaît automatiquement.',
      'Si vous gardez l’appareil après la fin de la location sans racheter l’appareil, chaque jour supplémentaire est facturé au loyer journalier moyen, avec les pénalités ci-dessus.',
    ),
    section(
      '8. Restitution anticipée et en fin de location',
      'Dans les 7 derniers jours de la location, vous pouvez choisir de rendre ou racheter l’appareil depuis le détail de la commande. Pour le rendre, envoyez-le à l’adresse indiquée et saisissez le numéro de suivi ; les frais de port sont à notre charge.',
      'Vous pouvez aussi demander à rendre l’appareil avant la fin. Les loyers déjà payés ne sont pas remboursés et les échéances suivantes ne sont plus dues, mais des frais de résiliation anticipée de {earlyReturnFee} des loyers restants s’appliquent. Le montant exact figure dans le détail de la commande et ne s’applique qu’après votre confirmation.',
      'Nous contrôlons l’appareil dans les 3 jours ouvrés suivant sa réception et vous communiquons le résultat. S’il est conforme, la commande se termine et la préautorisation est libérée ; les dommages au-delà de l’usure normale ou les accessoires manquants relèvent de l’article 6. En cas de désaccord, vous pouvez demander une contre-expertise sous 7 jours.',
    ),
    section(
      '9. Rachat',
      'En fin de location, vous pouvez racheter l’appareil au prix de rachat indiqué dans la commande.',
      'Vous pouvez aussi le racheter par anticipation. Le montant du rachat anticipé est : {buyoutFormula} ; le détail de la commande en affiche le devis en temps réel.',
      'Une fois le rachat payé, la propriété vous est transférée, la préautorisation est libérée, la commande se termine et nous vous remettons une preuve d’achat.',
    ),
    section(
      '10. Résiliation',
      'Nous pouvons résilier ce contrat et exiger la restitution de l’appareil, le paiement des loyers et pénalités dus et la réparation de notre préjudice si vous : avez plus de 30 jours de retard de loyer ; sous-louez, vendez ou mettez en gage l’appareil ou l’utilisez illicitement ; avez fourni une fausse identité ou de fausses informations ; avez ouvert ou délibérément endommagé l’appareil.',
      'Vous pouvez résilier ce contrat si nous ne livrons pas comme convenu, ou si l’appareil présente une panne grave qui ne vous est pas imputable et ne peut être réparée ou remplacée sous 7 jours. Nous remboursons alors les loyers de la période non utilisée et libérons la préautorisation.',
      'Vous pouvez annuler la commande gratuitement à tout moment avant l’expédition ; après l’expédition, refuser le colis vaut annulation.',
    ),
    section(
      '11. Données personnelles',
      'Pour conclure et exécuter ce contrat, nous traitons vos données d’identité (nom, numéro de pièce d’identité, photos de la pièce, résultat du contrôle facial), vos coordonnées, votre adresse de livraison, vos contacts d’urgence et l’historique de vos commandes et paiements, pour la vérification d’identité, l’évaluation de crédit, la livraison, l’encaissement et la maîtrise des risques. La Politique de confidentialité en précise les règles.',
      'Vos contacts d’urgence ne servent qu’à confirmer comment vous joindre lorsque nous n’y parvenons pas ; nous ne leur disons jamais ce que vous devez ni ce que vous avez commandé.',
    ),
    section(
      '12. Responsabilité',
      'La partie qui manque à ce contrat répond, selon la loi, du préjudice causé à l’autre. La partie empêchée par un cas de force majeure (catastrophe naturelle, crise publique majeure, panne des communications) doit prévenir l’autre sans délai et est exonérée dans la mesure de l’empêchement.',
      'Nous ne répondons pas de la perte des logiciels que vous avez installés ni des données que vous avez enregistrées, sauf faute de notre part. Rien dans ce contrat ne limite une responsabilité que la loi interdit de limiter, ni les droits que la loi vous reconnaît.',
    ),
    section(
      '13. Litiges et contact',
      'Ce contrat est régi par le droit de la République populaire de Chine (partie continentale). Les parties cherchent d’abord une solution amiable ; à défaut, chacune peut saisir le tribunal populaire compétent du domicile du bailleur.',
      'Pour toute question, appelez notre service client au {customerPhone} (tous les jours de 9 h à 21 h), laissez un message dans « Avis et suggestions » de l’application ou écrivez à service@youpin-rent.example. Bailleur : Hangzhou Qitong Digital Technology Co., Ltd., 5e étage, bâtiment 3, 88 Yunqi Road, district de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
