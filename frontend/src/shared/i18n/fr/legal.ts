/**
 * Legal pages (spec 000 §2 "Legal pages"): privacy policy and terms of use. Each section is a
 * title and a list of blocks (paragraph, `{ list }` or `{ steps }`); numbering is added on render.
 */
export const legal = {
  lastUpdated: "Dernière mise à jour : 1er novembre 2025",
  seeAlso: "À lire également",
  backHome: "Retour à l'accueil",
  privacy: {
    title: "Politique de confidentialité",
    lead: "Cette politique explique quelles données personnelles Relata collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits. Nous ne collectons que ce qui est nécessaire pour faire fonctionner le service.",
    sections: [
      {
        title: "Qui sommes-nous",
        blocks: [
          "Relata est un service en ligne de conception de schémas de base de données sous forme de diagrammes. L'éditeur du service (ci-après « Relata » ou « nous ») est responsable du traitement des données personnelles décrites dans cette politique.",
          "Pour toute question relative à vos données, vous pouvez nous écrire à contact@relata.app. Les coordonnées complètes figurent à la dernière section de cette page.",
        ],
      },
      {
        title: "Les données que nous collectons",
        blocks: [
          "Nous traitons les catégories de données suivantes :",
          {
            list: [
              "Données de compte : nom d'utilisateur, adresse email et mot de passe. Le mot de passe n'est jamais stocké en clair : nous n'en conservons qu'une empreinte (hash) calculée par un algorithme conçu à cet effet.",
              "Données de profil facultatives : photo de profil (avatar), biographie et préférence d'affichage. Vous pouvez les modifier ou les retirer à tout moment.",
              "Contenus : vos diagrammes (tables, colonnes, relations, index et métadonnées comme le nom, la description et les étiquettes), vos dossiers, les équipes que vous créez ou rejoignez, les rôles de leurs membres et les invitations envoyées ou reçues.",
              "Données d'abonnement et de facturation : offre choisie, cycle de facturation, dates de début et de fin, montants payés et références des transactions transmises par notre prestataire de paiement.",
              "Données techniques : adresse IP, type de navigateur, date de dernière connexion et journaux techniques nécessaires à la sécurité et au bon fonctionnement du service.",
            ],
          },
          "Nous ne collectons aucune donnée sensible et ne vous demandons jamais de données qui ne servent pas au fonctionnement du service.",
        ],
      },
      {
        title: "Pourquoi nous utilisons vos données",
        blocks: [
          "Chaque traitement repose sur une base légale précise :",
          {
            list: [
              "Exécution du contrat : créer et gérer votre compte, enregistrer vos diagrammes, permettre le travail en équipe et le partage, gérer votre abonnement.",
              "Obligations légales : conserver les pièces comptables et de facturation, répondre aux demandes des autorités habilitées.",
              "Intérêt légitime : sécuriser le service, prévenir la fraude et les abus, diagnostiquer les incidents.",
              "Consentement : pour toute communication non indispensable au service, que vous pouvez retirer à tout moment.",
            ],
          },
          "Nous ne vendons pas vos données, ne les louons pas et ne les utilisons pas à des fins publicitaires.",
        ],
      },
      {
        title: "Cookies et stockage local",
        blocks: [
          "Relata n'utilise que des traceurs strictement nécessaires au service. Lorsque vous vous connectez, des jetons de connexion (un jeton d'accès de courte durée et un jeton de renouvellement) ainsi qu'une copie de votre profil sont enregistrés dans le stockage local de votre navigateur. Ils vous évitent de saisir votre mot de passe à chaque page.",
          "Nous n'utilisons ni cookies publicitaires, ni outils de mesure d'audience tiers, ni traceurs de réseaux sociaux. Ces éléments essentiels ne nécessitant pas de consentement, aucun bandeau ne vous est présenté.",
          "Vous pouvez effacer ces données à tout moment depuis les réglages de votre navigateur ; vous serez alors simplement déconnecté. La déconnexion les supprime également.",
        ],
      },
      {
        title: "Les emails que nous envoyons",
        blocks: [
          "Nous vous envoyons uniquement des emails transactionnels, liés au fonctionnement de votre compte :",
          {
            list: [
              "vérification de votre adresse email après l'inscription ou un changement d'adresse ;",
              "lien de réinitialisation lorsque vous avez oublié votre mot de passe ;",
              "invitations à rejoindre une équipe ou un diagramme ;",
              "confirmations de paiement, reçus et informations sur votre abonnement ;",
              "avis importants : modification de prix, de ces documents, ou fermeture prévue d'un compte inactif.",
            ],
          },
          "Ces messages étant nécessaires au service, ils ne comportent pas de lien de désinscription. Nous ne vous adresserons aucune lettre d'information commerciale sans votre accord préalable.",
        ],
      },
      {
        title: "Qui peut accéder à vos données",
        blocks: [
          "Vos données sont accessibles aux seules personnes qui en ont besoin :",
          {
            list: [
              "Les autres utilisateurs, dans la limite de ce que vous partagez : les membres d'une équipe voient le nom d'utilisateur, l'email et l'avatar des autres membres ainsi que les diagrammes de l'équipe ; un diagramme rendu public est visible par toute personne disposant du lien.",
              "Nos sous-traitants techniques : hébergement des serveurs et des fichiers, envoi des emails transactionnels et traitement des paiements. Ils agissent sur nos instructions, sont tenus à la confidentialité et ne peuvent pas utiliser vos données pour leur propre compte.",
              "Les autorités administratives ou judiciaires, uniquement lorsque la loi nous y oblige.",
            ],
          },
        ],
      },
      {
        title: "Paiements",
        blocks: [
          "Les paiements des offres payantes sont traités par notre prestataire de paiement. Vos coordonnées bancaires sont saisies directement chez ce prestataire : Relata ne reçoit ni ne stocke jamais votre numéro de carte complet.",
          "Nous recevons seulement les informations nécessaires au suivi de votre abonnement : statut du paiement, montant, date, devise et identifiant de la transaction.",
        ],
      },
      {
        title: "Durées de conservation",
        blocks: [
          "Nous conservons vos données aussi longtemps que votre compte est ouvert, puis selon les règles suivantes :",
          {
            list: [
              "Suppression du compte : votre compte est désactivé immédiatement. Vous ne pouvez plus vous connecter et votre profil n'apparaît plus aux autres utilisateurs.",
              "Vos données personnelles et vos contenus (profil, avatar, diagrammes, dossiers et équipes dont vous êtes propriétaire, invitations) sont ensuite supprimés définitivement dans un délai de 30 jours, sauvegardes comprises.",
              "Les pièces de facturation et les données que la loi nous impose de garder sont conservées environ 3 ans après la fin de la relation, de manière sécurisée et à accès restreint, puis détruites.",
              "Les journaux techniques sont conservés 12 mois au plus.",
              "Un compte resté 12 mois sans connexion peut être fermé dans les conditions prévues par les conditions d'utilisation ; ses données suivent alors les mêmes règles qu'une suppression.",
            ],
          },
        ],
      },
      {
        title: "Sécurité",
        blocks: [
          "Tous les échanges avec Relata sont chiffrés (HTTPS). Les mots de passe sont protégés par un algorithme de hachage robuste, l'accès aux serveurs est limité aux personnes habilitées et nos sauvegardes sont protégées.",
          "Lorsque vous changez votre mot de passe, vos autres sessions sont déconnectées. En cas de violation de données susceptible de présenter un risque pour vous, nous vous en informerons dans les meilleurs délais, ainsi que l'autorité compétente lorsque la loi l'exige.",
        ],
      },
      {
        title: "Vos droits",
        blocks: [
          "Vous disposez des droits suivants sur vos données personnelles :",
          {
            list: [
              "Droit d'accès : obtenir la confirmation que nous traitons vos données et en recevoir une copie.",
              "Droit de rectification : corriger des données inexactes. La plupart se modifient directement depuis la page Mon compte.",
              "Droit à l'effacement : demander la suppression de vos données. Vous pouvez supprimer votre compte vous-même depuis la page Mon compte.",
              "Droit à la portabilité : recevoir vos données et vos diagrammes dans un format structuré, couramment utilisé et lisible par machine (JSON).",
              "Droit d'opposition : vous opposer à un traitement fondé sur notre intérêt légitime, ou à tout moment à une communication commerciale.",
            ],
          },
          "Pour exercer ces droits, écrivez-nous à contact@relata.app depuis l'adresse associée à votre compte. Nous répondons dans un délai d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'autorité de protection des données compétente.",
        ],
      },
      {
        title: "Hébergement et transferts",
        blocks: [
          "Nos prestataires d'hébergement peuvent être situés hors de votre pays de résidence. Dans ce cas, nous nous assurons que le transfert est encadré par des garanties appropriées, notamment des engagements contractuels de protection des données.",
        ],
      },
      {
        title: "Mineurs",
        blocks: [
          "Relata est réservé aux personnes âgées d'au moins 18 ans. Nous ne collectons pas sciemment de données concernant des mineurs ; si nous apprenons qu'un compte a été ouvert par un mineur, il est fermé et ses données sont supprimées.",
        ],
      },
      {
        title: "Modifications de cette politique",
        blocks: [
          "Nous pouvons mettre à jour cette politique pour refléter l'évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de la page. En cas de changement important, nous vous prévenons par email avant son entrée en vigueur.",
        ],
      },
      {
        title: "Nous contacter",
        blocks: [
          "Pour toute question sur vos données ou pour exercer vos droits : contact@relata.app, en précisant « Données personnelles » dans l'objet.",
          "Pour une aide technique sur votre compte : support@relata.app. Nous répondons sous 2 jours ouvrés.",
        ],
      },
    ],
  },
  terms: {
    title: "Conditions d'utilisation",
    lead: "Ces conditions régissent l'utilisation de Relata. Elles précisent vos droits et vos obligations, ainsi que les nôtres. Merci de les lire attentivement : en créant un compte, vous les acceptez.",
    sections: [
      {
        title: "Objet et acceptation",
        blocks: [
          "Relata est un service en ligne qui permet de concevoir des schémas de base de données sous forme de diagrammes, de les enregistrer, de les organiser en dossiers et en équipes, de les partager et de les exporter.",
          "Les présentes conditions s'appliquent à toute personne qui utilise le service, avec ou sans compte. La création d'un compte vaut acceptation pleine et entière de ces conditions et de la politique de confidentialité.",
        ],
      },
      {
        title: "Accès au service et âge minimum",
        blocks: [
          "Vous devez avoir au moins 18 ans et la capacité juridique de vous engager pour créer un compte. Si vous utilisez Relata pour le compte d'une organisation, vous déclarez être autorisé à l'engager.",
          "Vous vous engagez à fournir des informations exactes lors de l'inscription et à les tenir à jour, en particulier votre adresse email, qui nous sert à vous joindre.",
        ],
      },
      {
        title: "Votre compte",
        blocks: [
          "Vos identifiants sont personnels. Vous êtes responsable de leur confidentialité et de toute activité réalisée depuis votre compte. Choisissez un mot de passe d'au moins 8 caractères que vous n'utilisez nulle part ailleurs.",
          "Si vous soupçonnez une utilisation non autorisée de votre compte, changez immédiatement votre mot de passe et prévenez-nous à support@relata.app.",
        ],
      },
      {
        title: "Utilisation acceptable",
        blocks: [
          "Vous vous engagez à utiliser Relata de manière loyale et conforme à la loi. Il est notamment interdit :",
          {
            list: [
              "de publier ou partager des contenus illicites, diffamatoires, haineux ou portant atteinte aux droits de tiers ;",
              "de tenter d'accéder sans autorisation aux comptes, aux diagrammes ou aux données d'autres utilisateurs ;",
              "de perturber le service : surcharge volontaire, envoi automatisé massif de requêtes, diffusion de code malveillant ;",
              "de contourner les quotas de votre offre, notamment en multipliant les comptes ;",
              "de revendre ou de mettre le service à disposition de tiers sans notre accord écrit ;",
              "d'utiliser les invitations pour envoyer des messages non sollicités.",
            ],
          },
          "En cas de manquement, nous pouvons retirer le contenu concerné, suspendre ou fermer le compte, dans les conditions prévues ci-dessous.",
        ],
      },
      {
        title: "Vos diagrammes vous appartiennent",
        blocks: [
          "Vous restez seul propriétaire des diagrammes, schémas et autres contenus que vous créez dans Relata. Nous ne revendiquons aucun droit de propriété sur eux.",
          "Vous nous accordez uniquement le droit, non exclusif et gratuit, de les héberger, de les sauvegarder, de les afficher et de les transmettre aux personnes avec qui vous choisissez de les partager, dans le seul but de faire fonctionner le service. Ce droit prend fin lorsque vous supprimez le contenu ou votre compte.",
          "Vous choisissez la visibilité de chaque diagramme (privé, équipe ou public) et restez responsable des contenus que vous rendez accessibles.",
        ],
      },
      {
        title: "Équipes et invitations",
        blocks: [
          "Le propriétaire d'une équipe et ses administrateurs gèrent ses membres et leurs rôles. Les diagrammes créés dans une équipe sont accessibles à ses membres selon leur rôle. En invitant une personne, vous vous assurez qu'elle accepte de recevoir cette invitation.",
        ],
      },
      {
        title: "Offres, quotas et paiement",
        blocks: [
          "Relata propose une offre gratuite et des offres payantes. Chaque offre fixe des quotas : nombre de diagrammes, nombre de tables par diagramme, nombre de membres d'équipe et nombre de versions conservées par diagramme. Les offres et leurs quotas en vigueur sont décrits sur la page Tarifs.",
          "Lorsqu'un quota est atteint, la création de nouveaux éléments est bloquée jusqu'à ce que vous libériez de la place ou changiez d'offre. Vos contenus existants ne sont jamais supprimés du fait d'un quota. Si vous passez à une offre aux quotas inférieurs, vous conservez vos contenus mais ne pouvez plus en créer au-delà des nouveaux quotas.",
          "Les prix sont indiqués en dollars américains (USD). Les abonnements sont payables d'avance, mensuellement ou annuellement, par l'intermédiaire de notre prestataire de paiement, et se renouvellent automatiquement à l'échéance.",
          "Vous pouvez désactiver le renouvellement automatique à tout moment depuis la page Mon compte. L'annulation prend effet à la fin de la période en cours, pendant laquelle votre offre reste active. Sauf disposition légale contraire, la période entamée n'est pas remboursée.",
        ],
      },
      {
        title: "Modification des prix",
        blocks: [
          "Nous pouvons faire évoluer nos prix. Toute modification vous est notifiée par email avec 30 jours de préavis au minimum avant de s'appliquer. Le nouveau prix ne s'applique qu'à partir du renouvellement suivant ce délai : la période déjà payée n'est jamais modifiée.",
          "Si vous n'acceptez pas le nouveau prix, il vous suffit de désactiver le renouvellement automatique avant sa date d'effet.",
        ],
      },
      {
        title: "Disponibilité et évolution du service",
        blocks: [
          "Nous mettons tout en œuvre pour que Relata soit accessible en permanence, sans pouvoir le garantir : des interruptions peuvent survenir pour maintenance, mise à jour ou en raison d'incidents indépendants de notre volonté. Nous annonçons les maintenances prévues lorsque c'est possible.",
          "Le service évolue : des fonctionnalités peuvent être ajoutées, modifiées ou retirées. Si un changement réduit de façon importante une offre payante en cours, nous vous en informons à l'avance.",
        ],
      },
      {
        title: "Suspension et résiliation",
        blocks: [
          "Vous pouvez fermer votre compte à tout moment depuis la page Mon compte. Le compte est désactivé immédiatement et vos données sont supprimées dans un délai de 30 jours, comme l'indique la politique de confidentialité.",
          "Nous pouvons suspendre ou fermer un compte en cas de manquement grave ou répété aux présentes conditions. Sauf urgence ou obligation légale, nous vous en informons au préalable et vous laissons la possibilité de vous expliquer.",
          "Après 12 mois d'inactivité, c'est-à-dire sans aucune connexion pendant cette durée, votre compte peut être fermé. Nous vous prévenons par email au moins 30 jours avant la fermeture : il suffit de vous reconnecter pour l'éviter. Un compte disposant d'un abonnement payant en cours n'est jamais considéré comme inactif.",
        ],
      },
      {
        title: "Propriété intellectuelle de Relata",
        blocks: [
          "Le logiciel Relata, son interface, sa marque, son logo et sa documentation sont protégés et restent notre propriété. Nous vous accordons un droit d'utilisation personnel, non exclusif et non transférable, pour la durée de votre compte.",
        ],
      },
      {
        title: "Responsabilité",
        blocks: [
          "Relata est un outil d'aide à la conception. Les schémas, scripts SQL et fichiers exportés doivent être relus et testés avant toute utilisation en production : vous restez responsable de leur usage et de la conservation de vos propres copies.",
          "Notre responsabilité ne peut être engagée qu'en cas de faute prouvée de notre part et se limite aux dommages directs. Nous ne répondons pas des dommages indirects tels que perte de chiffre d'affaires, de clientèle ou de données résultant de l'usage fait des exports.",
          "En tout état de cause, notre responsabilité totale est limitée au montant que vous nous avez payé au cours des 12 mois précédant l'événement à l'origine du dommage. Ces limites ne s'appliquent pas lorsque la loi l'interdit, notamment en cas de faute lourde ou intentionnelle.",
        ],
      },
      {
        title: "Données personnelles",
        blocks: [
          "Le traitement de vos données personnelles est décrit dans la politique de confidentialité, qui fait partie intégrante des présentes conditions.",
        ],
      },
      {
        title: "Modification des conditions",
        blocks: [
          "Nous pouvons modifier ces conditions. Les changements importants vous sont notifiés par email au moins 30 jours avant leur entrée en vigueur. Si vous continuez à utiliser Relata après cette date, vous acceptez la nouvelle version ; dans le cas contraire, vous pouvez fermer votre compte.",
        ],
      },
      {
        title: "Droit applicable et litiges",
        blocks: [
          "Les présentes conditions sont régies par le droit camerounais.",
          "En cas de désaccord, écrivez-nous d'abord à contact@relata.app : nous nous engageons à rechercher une solution amiable. À défaut d'accord dans un délai de 30 jours, le litige sera porté devant les juridictions compétentes du Cameroun.",
        ],
      },
      {
        title: "Nous contacter",
        blocks: [
          "Questions générales, contractuelles ou juridiques : contact@relata.app. Aide sur votre compte : support@relata.app.",
        ],
      },
    ],
  },
} as const;
