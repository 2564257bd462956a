/** Static pages: contact, help, documentation, blog; and the workspace landing. */
export const pages = {
  workspace: {
    title: "Workspace",
    welcome: "Bienvenue, {{name}} !",
    soon: "Vos diagrammes, dossiers et équipes apparaîtront ici.",
    toAccount: "Gérer mon compte",
  },
  contact: {
    title: "Contactez-nous",
    lead: "Une question, une suggestion ou un souci avec votre compte ? L'équipe Relata lit chaque message et vous répond personnellement.",
    general: {
      title: "Questions générales",
      body: "Pour les questions générales, les partenariats, la facturation ou vos données personnelles, écrivez-nous à :",
      email: "contact@relata.app",
      button: "Écrire à l'équipe",
    },
    support: {
      title: "Aide sur votre compte",
      body: "Un problème de connexion, un email de vérification qui n'arrive pas, une erreur inattendue ? Écrivez au support :",
      email: "support@relata.app",
      button: "Écrire au support",
    },
    delay: {
      title: "Délai de réponse",
      body: "Nous répondons sous 2 jours ouvrés, du lundi au vendredi. Les messages reçus le week-end sont traités dès le lundi.",
      tip: "Pour une réponse plus rapide, indiquez votre nom d'utilisateur, la page concernée et, si possible, une capture d'écran. Ne nous envoyez jamais votre mot de passe.",
    },
    faq: {
      title: "Votre réponse est peut-être déjà en ligne",
      body: "Création de compte, mot de passe oublié, vérification de l'email, suppression du compte : les questions les plus fréquentes ont leur réponse dans l'aide.",
      link: "Consulter l'aide",
    },
  },
  help: {
    title: "Aide & Support",
    lead: "Les réponses aux questions les plus fréquentes sur votre compte Relata. Vous ne trouvez pas ce que vous cherchez ? Le support est là pour vous aider.",
    faqTitle: "Questions fréquentes",
    faq: {
      createAccount: {
        question: "Comment créer un compte ?",
        answer: [
          "Cliquez sur Connexion puis sur Créer un compte, ou rendez-vous directement sur la page d'inscription. Choisissez un nom d'utilisateur, indiquez votre adresse email et un mot de passe d'au moins 8 caractères.",
          "Une fois le compte créé, l'écran revient en mode connexion : connectez-vous avec les identifiants que vous venez de choisir. La création d'un compte est gratuite et réservée aux personnes de 18 ans et plus.",
        ],
        link: "Créer un compte",
      },
      signIn: {
        question: "Comment me connecter ?",
        answer: [
          "Sur la page de connexion, saisissez votre nom d'utilisateur ou votre adresse email, puis votre mot de passe. La touche Entrée valide le formulaire.",
          "Votre session reste ouverte sur ce navigateur jusqu'à ce que vous vous déconnectiez depuis le menu de votre compte. Sur un ordinateur partagé, pensez à vous déconnecter en partant.",
        ],
        link: "Se connecter",
      },
      forgotPassword: {
        question: "J'ai oublié mon mot de passe, que faire ?",
        answer: [
          "Sur la page de connexion, cliquez sur « Mot de passe oublié ? » et indiquez l'adresse email de votre compte. Si elle correspond à un compte, vous recevez un email contenant un lien de réinitialisation.",
          "Ouvrez ce lien, choisissez un nouveau mot de passe d'au moins 8 caractères et confirmez-le, puis connectez-vous avec le nouveau. Le lien n'est valable qu'un temps limité : s'il a expiré, faites simplement une nouvelle demande. Pensez à vérifier vos courriers indésirables.",
        ],
        link: "Réinitialiser mon mot de passe",
      },
      verifyEmail: {
        question: "Pourquoi vérifier mon adresse email ?",
        answer: [
          "Après l'inscription, nous vous envoyons un email contenant un lien de vérification. En l'ouvrant, vous confirmez que l'adresse vous appartient : c'est elle qui vous permet de récupérer votre compte si vous oubliez votre mot de passe.",
          "Vous ne trouvez pas le message ? Vérifiez vos courriers indésirables. Si le lien est invalide ou a expiré, écrivez au support en indiquant votre nom d'utilisateur.",
        ],
        link: "Contacter le support",
      },
      profile: {
        question: "Comment modifier mon profil ou ma photo ?",
        answer: [
          "Ouvrez Mon compte depuis le menu en haut à droite. Vous pouvez y changer votre nom d'utilisateur, votre adresse email et votre bio, puis enregistrer. Si le nom ou l'email choisi est déjà utilisé par un autre compte, un message vous l'indique.",
          "Pour la photo de profil, choisissez une image (PNG, JPEG, GIF ou WebP) de 2 Mo maximum. Vous pouvez aussi la retirer : vos initiales s'affichent alors à la place.",
        ],
        link: "Modifier mon profil",
      },
      password: {
        question: "Comment changer mon mot de passe ?",
        answer: [
          "Dans Mon compte, section Mot de passe, saisissez votre mot de passe actuel, puis le nouveau (8 caractères minimum) deux fois. Si le mot de passe actuel est incorrect, le changement est refusé.",
          "Par sécurité, vos autres sessions sont déconnectées dès que le mot de passe change : vous devrez vous reconnecter sur vos autres appareils.",
        ],
        link: "Changer mon mot de passe",
      },
      deleteAccount: {
        question: "Comment supprimer mon compte ?",
        answer: [
          "Dans Mon compte, la Zone de danger propose de supprimer votre compte. Une confirmation vous est demandée, car l'opération est irréversible.",
          "Le compte est désactivé immédiatement et vous êtes déconnecté. Vos diagrammes, dossiers, fichiers et données personnelles sont ensuite définitivement effacés ; seules les pièces de facturation que la loi impose de garder sont conservées. Les détails figurent dans la politique de confidentialité.",
        ],
        link: "Gérer mon compte",
      },
    },
    more: {
      title: "Besoin d'aide supplémentaire ?",
      body: "Écrivez au support en décrivant votre problème : nous répondons sous 2 jours ouvrés.",
      contact: "Toutes les façons de nous contacter",
      docs: "Lire la documentation",
    },
  },
  docs: {
    title: "Documentation",
    lead: "Le guide de Relata : un guide par sujet pour concevoir, importer, exporter et partager vos diagrammes, puis les rubriques sur votre compte. Commencez par les premiers pas si vous découvrez Relata.",
    toc: "Sommaire",
    sections: {
      gettingStarted: {
        title: "Premiers pas",
        blocks: [
          "Relata fonctionne entièrement dans votre navigateur : aucune installation n'est nécessaire. Un compte gratuit vous donne accès à votre espace personnel, le workspace.",
          {
            steps: [
              "Créez votre compte depuis la page d'inscription avec un nom d'utilisateur, une adresse email et un mot de passe.",
              "Ouvrez l'email de vérification que nous vous envoyons et cliquez sur le lien qu'il contient.",
              "Connectez-vous : vous arrivez sur votre workspace.",
              "Complétez votre profil dans Mon compte : photo, bio, adresse email.",
            ],
          },
        ],
      },
      account: {
        title: "Votre compte",
        blocks: [
          "La page Mon compte, accessible depuis le menu qui affiche vos initiales ou votre photo, regroupe tout ce qui concerne votre compte :",
          {
            list: [
              "Profil : nom d'utilisateur, adresse email, bio et photo de profil (image de 2 Mo maximum). Le nom d'utilisateur et l'email doivent être uniques ; leur disponibilité est vérifiée avant l'enregistrement.",
              "Mot de passe : changement avec le mot de passe actuel ; 8 caractères minimum. Vos autres sessions sont alors déconnectées.",
              "Zone de danger : suppression définitive du compte, après confirmation.",
            ],
          },
          "La page affiche aussi depuis combien de temps vous êtes membre de Relata.",
          "Le thème se choisit dans ce même menu : Clair, Sombre ou Système, qui suit le réglage clair ou sombre de votre appareil. Votre choix est enregistré sur votre compte et s'applique sur chaque navigateur où vous vous connectez ; sans compte, Relata suit le réglage de votre appareil. Le canevas suit le thème ; les exports PNG, SVG et PDF restent sur fond blanc, sauf « PNG, fond sombre » dans le menu Exporter.",
        ],
      },
      signIn: {
        title: "Connexion et déconnexion",
        blocks: [
          "Connectez-vous avec votre nom d'utilisateur ou votre adresse email et votre mot de passe. Une fois connecté, vous êtes dirigé vers votre workspace, ou vers la page que vous vouliez ouvrir : si vous suivez un lien vers une page réservée aux membres, Relata vous demande de vous connecter puis vous y ramène.",
          "Votre session est conservée dans ce navigateur. Si elle expire, vous êtes simplement déconnecté et invité à vous reconnecter. Pour fermer votre session, choisissez Déconnexion dans le menu du compte.",
        ],
      },
      passwordReset: {
        title: "Mot de passe oublié",
        blocks: [
          "Si vous ne vous souvenez plus de votre mot de passe, vous pouvez en choisir un nouveau sans contacter le support :",
          {
            steps: [
              "Sur la page de connexion, cliquez sur « Mot de passe oublié ? ».",
              "Saisissez l'adresse email de votre compte et envoyez la demande.",
              "Ouvrez l'email reçu et suivez le lien de réinitialisation.",
              "Choisissez un nouveau mot de passe d'au moins 8 caractères, confirmez-le, puis connectez-vous.",
            ],
          },
          "Par confidentialité, le message affiché est le même que l'adresse corresponde ou non à un compte. Un lien expiré ou déjà utilisé est refusé : recommencez simplement la procédure.",
        ],
      },
    },
  },
  blog: {
    title: "Blog",
    lead: "Des conseils concrets pour concevoir des bases de données claires, robustes et faciles à faire évoluer.",
    readMore: "Lire l'article",
    readingTime: "{{minutes}} min de lecture",
    allArticles: "Tous les articles",
    notFound: {
      title: "Article introuvable",
      body: "Cet article n'existe pas ou a été déplacé. Retrouvez tous nos articles sur la page du blog.",
    },
  },
} as const;
