import { section, type AgreementDocument } from '../document';

export const FR: AgreementDocument = {
  title: "Conditions d'utilisation",
  sections: [
    section(
      '1. Parties et définitions',
      'Les présentes conditions sont conclues entre vous et Hangzhou Qitong Digital Technology Co., Ltd., exploitant de la plateforme Youpin Rent (« nous »), et régissent votre utilisation de la plateforme. En vous connectant via votre portefeuille de paiement ou avec votre numéro de mobile, vous confirmez les avoir lues, comprises et acceptées. Soyez particulièrement attentif aux clauses qui indiquent ce que vous « devez » ou « ne devez pas » faire.',
      'Dans ces conditions : la « plateforme » désigne les pages web de Youpin Rent et celles du mini-programme dans le portefeuille de paiement ; un « utilisateur » est une personne qui s’inscrit et utilise la plateforme ; les « services » sont la consultation des produits, la location sans caution sur crédit, les services de protection, le paiement des factures et le service client ; les « règles de la plateforme » sont les règles, explications et avis que nous y publions et qui font partie de ces conditions.',
    ),
    section(
      '2. Votre compte',
      'Vous devez avoir au moins 18 ans et la pleine capacité juridique. Vous pouvez vous connecter en autorisant votre portefeuille de paiement ou avec votre mobile et un code SMS ; votre compte est créé à la première connexion. Chaque personne ne peut détenir qu’un compte, pour son seul usage : ne le prêtez, cédez ni vendez pas.',
      'Protégez votre téléphone et vos codes SMS. Tout ce qui est fait depuis votre compte est réputé fait par vous, sauf si vous démontrez qu’un usage frauduleux résulte de notre faute. En cas d’usage frauduleux, contactez aussitôt le service client pour bloquer le compte.',
      'Vous pouvez changer le mobile associé dans « Mon compte » ; le nouveau numéro doit être vérifié.',
    ),
    section(
      '3. Vérification d’identité et services de crédit',
      'Avant de louer, vous devez effectuer la vérification d’identité (envoi de votre pièce d’identité et contrôle des informations) et un contrôle facial ; les informations fournies doivent être exactes, complètes et à jour. Une fois vérifiée, votre identité ne peut être remplacée par celle d’une autre personne.',
      'Avec votre accord exprès, nous utilisons le service de crédit de votre portefeuille de paiement pour évaluer si, et dans quelle mesure, la caution peut être dispensée. Le service de crédit décide selon ses propres règles ; nous ne garantissons pas la dispense à chaque utilisateur.',
    ),
    section(
      '4. Services et règles de commande',
      'Les loyers, prix de rachat, durées et offres sont ceux affichés au moment de la commande. La location commence lorsque vous validez la commande et signez le Contrat de location, qui la régit ; les services de protection choisis relèvent de l’Accord de services.',
      'Les coupons s’utilisent pendant leur validité et selon leurs conditions, ne sont pas échangeables contre de l’argent et sont restitués selon les règles en cas d’annulation. Si une panne affiche un prix manifestement erroné, nous pouvons annuler les commandes concernées et les rembourser intégralement.',
    ),
    section(
      '5. Règles de conduite',
      'Vous ne devez pas : vous inscrire, vous vérifier ou commander avec l’identité d’autrui ou de fausses informations ; louer des appareils pour les revendre, les mettre en gage ou en tirer de l’argent ; passer des commandes en masse ou de mauvaise foi pour bloquer le stock ; extraire automatiquement les données de la plateforme ou perturber son fonctionnement ; publier des contenus illicites, contrefaisants ou harcelants ; ni contourner de quelque manière que ce soit les contrôles de risque de la plateforme.',
      'En cas de manquement, nous pouvons, selon la gravité, vous avertir, limiter vos commandes, les annuler, suspendre ou fermer votre compte, et faire valoir nos droits conformément à la loi.',
    ),
    section(
      '6. Propriété intellectuelle',
      'Les textes, images, interfaces, marques et logiciels de la plateforme nous appartiennent ou appartiennent à leurs titulaires. Ne les copiez, modifiez, diffusez ni exploitez commercialement sans notre autorisation écrite.',
    ),
    section(
      '7. Données personnelles',
      'Nous prenons au sérieux la protection de vos informations personnelles. Ce que nous collectons, pourquoi, combien de temps nous le conservons et vos droits sont décrits dans la Politique de confidentialité.',
    ),
    section(
      '8. Responsabilité',
      'Nous faisons de notre mieux pour assurer le fonctionnement de la plateforme. Si elle est temporairement indisponible pour maintenance, panne de réseau, interruption d’un service tiers comme le portefeuille de paiement ou force majeure, nous vous prévenons rapidement et la rétablissons au plus vite, sans responsabilité dans la mesure permise par la loi.',
      'Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, ni vos droits légaux de consommateur.',
    ),
    section(
      '9. Suspension et clôture du compte',
      'Vous pouvez demander la clôture de votre compte à tout moment. En cas de commande en cours, de somme due ou d’appareil non rendu, la clôture intervient une fois la situation réglée. Après la clôture, nous supprimons ou anonymisons vos informations selon la Politique de confidentialité, sauf ce que la loi nous impose de conserver.',
      'En cas de manquement grave à ces conditions ou aux règles de la plateforme, nous pouvons suspendre ou cesser nos services et vous en indiquons la raison par message dans l’application ou par SMS ; vous pouvez contester auprès du service client.',
    ),
    section(
      '10. Modification des conditions',
      'Nous pouvons modifier ces conditions si la loi ou notre activité évolue. Les changements importants sont annoncés sur la plateforme ou par message au moins 7 jours avant leur entrée en vigueur ; si vous continuez à utiliser les services ensuite, vous acceptez les conditions modifiées. Dans le cas contraire, vous pouvez cesser d’utiliser la plateforme et clôturer votre compte.',
    ),
    section(
      '11. Litiges et contact',
      'Ces conditions sont régies par le droit de la République populaire de Chine (partie continentale). Les parties cherchent d’abord une solution amiable ; à défaut, chacune peut saisir le tribunal populaire compétent de notre domicile.',
      'Pour toute question, appelez notre service client au {customerPhone} (tous les jours de 9 h à 21 h), laissez un message dans « Avis et suggestions » de l’application ou écrivez à service@youpin-rent.example. Exploitant : Hangzhou Qitong Digital Technology Co., Ltd., 5e étage, bâtiment 3, 88 Yunqi Road, district de Xihu, Hangzhou, Zhejiang.',
    ),
  ],
};
