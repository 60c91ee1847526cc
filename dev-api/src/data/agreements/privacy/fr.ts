import { section, type AgreementDocument } from '../document';

export const FR: AgreementDocument = {
  title: 'Politique de confidentialité',
  sections: [
    section(
      '1. Qui sommes-nous',
      'La plateforme Youpin Rent est exploitée par Hangzhou Qitong Digital Technology Co., Ltd. (« nous »). Cette politique explique comment nous collectons, utilisons, conservons, partageons et protégeons vos informations personnelles lorsque vous utilisez Youpin Rent, y compris ses pages dans le mini-programme du portefeuille de paiement, et quels sont vos droits.',
      'Les « informations personnelles » sont toutes les informations, enregistrées électroniquement ou autrement, relatives à une personne identifiée ou identifiable. Les « informations sensibles » comprennent les numéros et photos de pièces d’identité, les données faciales, les données financières et de crédit ; nous recueillons votre accord exprès avant de les traiter.',
    ),
    section(
      '2. Ce que nous collectons',
      'Données de compte : l’identifiant, le pseudonyme et l’avatar fournis par votre portefeuille de paiement lorsque vous autorisez la connexion, votre numéro de mobile et l’historique des vérifications par SMS.',
      'Données d’identité : votre nom, votre numéro de pièce d’identité, les photos recto et verso de la pièce, sa validité et le résultat du contrôle facial. La comparaison faciale est réalisée par le service de vérification du portefeuille de paiement ; nous ne recevons que « réussi » ou « échoué » et ne conservons jamais d’image de votre visage.',
      'Données de crédit : avec votre accord exprès, le résultat de l’évaluation et la dispense de caution renvoyés par le service de crédit de votre portefeuille. Nous n’obtenons pas votre rapport de crédit complet.',
      'Données de commande : destinataire, adresse de livraison, téléphone, contacts d’urgence (lien, nom, mobile), commandes, factures, historiques de paiement et de livraison, et vos échanges avec le service client.',
      'Données d’appareil et journaux : modèle, système d’exploitation, type de réseau, adresse IP et journaux d’accès, pour sécuriser les comptes et les transactions et diagnostiquer les pannes.',
    ),
    section(
      '3. Pourquoi nous les utilisons',
      'Pour conclure et exécuter votre contrat de location : vérifier votre identité, décider de la dispense de caution, organiser la livraison et le retour, encaisser les loyers et assurer le service après-vente.',
      'Pour maîtriser les risques et respecter la loi : détecter l’usurpation d’identité, la fraude et les commandes abusives, et remplir nos obligations en matière de commerce électronique, de lutte contre le blanchiment et de fiscalité.',
      'Pour vous contacter : codes de vérification, et questions sur vos commandes et factures. Ce n’est que si nous ne parvenons pas à vous joindre que nous contactons vos contacts d’urgence, pour confirmer comment vous joindre.',
      'Sans votre accord, nous n’utilisons pas vos informations à d’autres fins, y compris la publicité ciblée.',
    ),
    section(
      '4. Vérification d’identité et évaluation de crédit',
      'Les appareils loués ont une valeur élevée et le contrat doit être signé par vous-même : la vérification d’identité et le contrôle facial sont donc requis avant toute commande. Les photos de votre pièce sont lues pour remplir et vérifier vos informations ; vous pouvez corriger ce qui a été lu.',
      'Une évaluation de crédit a lieu à chaque commande, uniquement après votre accord, et son résultat ne sert qu’à fixer la dispense de caution et la préautorisation de cette commande. Si vous refusez, vous pouvez commander en versant la caution complète.',
    ),
    section(
      '5. Partage, sous-traitants et divulgation',
      'Nous ne partageons que le nécessaire avec : votre portefeuille de paiement (connexion, paiements, préautorisation, contrôle facial, évaluation de crédit) ; un prestataire de signature électronique (signature et archivage des contrats) ; les transporteurs (livraison et enlèvement, données de livraison seulement) ; nos partenaires de réparation et de protection (uniquement si vous utilisez un service de protection ou demandez une réparation). Nos contrats les obligent à protéger vos informations conformément à cette politique et à la loi.',
      'Nous ne vendons jamais vos informations personnelles et ne les rendons pas publiques, sauf si la loi l’exige ou si une autorité judiciaire ou administrative le demande légalement.',
    ),
    section(
      '6. Durée de conservation',
      'Les données de compte sont conservées tant que votre compte existe. Les données d’identité, les résultats du contrôle facial, les commandes, les contrats et les paiements sont conservés 3 ans après la fin de la commande, comme la loi l’exige pour les transactions de commerce électronique et pour traiter un éventuel litige.',
      'Les contacts d’urgence sont conservés jusqu’à ce que vous les supprimiez ou les modifiiez, et au plus 1 an après la fin de votre dernière commande. Les journaux d’accès sont conservés 6 mois. Au-delà, vos informations sont supprimées ou anonymisées.',
    ),
    section(
      '7. Comment nous les protégeons',
      'Les informations sensibles sont chiffrées en transit (HTTPS) et au repos ; les numéros de pièce d’identité et de mobile sont masqués dans les pages et les journaux ; l’accès du personnel suit le principe du moindre privilège.',
      'En cas de violation de données personnelles, nous vous informons sans délai, comme la loi l’exige, de ce qui s’est passé, de ses conséquences possibles et des mesures prises, et nous la signalons aux autorités.',
    ),
    section(
      '8. Vos droits',
      'Vous pouvez accéder à vos informations, en obtenir une copie et les rectifier ; demander la suppression de celles qui ne sont plus nécessaires ou ont été traitées illicitement ; retirer un consentement (sans effet sur les traitements antérieurs, mais vous ne pourrez peut-être plus commander) ; nous demander d’expliquer nos règles de traitement ; et, si les conditions sont réunies, demander le transfert de vos informations à un autre organisme.',
      'Vous pouvez consulter et modifier vos informations dans « Mon compte » ou demander au service client de clôturer votre compte. Un compte avec des commandes en cours ou des sommes dues peut être clôturé une fois les commandes terminées. Nous répondons sous 15 jours ouvrés.',
    ),
    section(
      '9. Mineurs',
      'La location est réservée aux personnes de 18 ans et plus. Nous ne collectons pas sciemment d’informations sur des mineurs et supprimons au plus vite celles collectées par erreur.',
    ),
    section(
      '10. Modifications de cette politique',
      'Avant qu’une modification importante ne prenne effet, nous vous prévenons par un avis sur la page ou un message dans l’application et, si nécessaire, vous demandons à nouveau votre accord.',
    ),
    section(
      '11. Nous contacter',
      'Pour toute question, réclamation ou demande concernant cette politique ou vos informations, écrivez à notre responsable de la protection des informations personnelles à privacy@youpin-rent.example ou appelez notre service client au {customerPhone}. Adresse postale : Hangzhou Qitong Digital Technology Co., Ltd., 5e étage, bâtiment 3, 88 Yunqi Road, district de Xihu, Hangzhou, Zhejiang.',
      'Si notre réponse ne vous satisfait pas, vous pouvez saisir l’autorité de protection des informations personnelles ou le tribunal populaire compétent.',
    ),
  ],
};
