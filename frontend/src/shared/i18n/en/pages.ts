import type { pages as fr } from "../fr/pages";
import type { Translated } from "./shape";

/** Static pages in English: contact, help, documentation, blog; and the workspace landing. */
export const pages: Translated<typeof fr> = {
  workspace: {
    title: "Workspace",
    welcome: "Welcome, {{name}}!",
    soon: "Your diagrams, folders and teams will appear here.",
    toAccount: "Manage my account",
  },
  contact: {
    title: "Contact us",
    lead: "A question, a suggestion or a problem with your account? The Relata team reads every message and replies to you personally.",
    general: {
      title: "General questions",
      body: "For general questions, partnerships, billing or your personal data, write to us at:",
      email: "contact@relata.app",
      button: "Write to the team",
    },
    support: {
      title: "Help with your account",
      body: "A sign-in problem, a verification email that never arrives, an unexpected error? Write to support:",
      email: "support@relata.app",
      button: "Write to support",
    },
    delay: {
      title: "Response time",
      body: "We reply within 2 business days, Monday to Friday. Messages received over the weekend are handled first thing on Monday.",
      tip: "For a faster answer, include your username, the page concerned and, if possible, a screenshot. Never send us your password.",
    },
    faq: {
      title: "Your answer may already be online",
      body: "Creating an account, forgotten password, email verification, deleting your account: the most common questions are answered in the help pages.",
      link: "Browse the help",
    },
  },
  help: {
    title: "Help & Support",
    lead: "Answers to the most common questions about your Relata account. Can't find what you're looking for? Support is here to help.",
    faqTitle: "Frequently asked questions",
    faq: {
      createAccount: {
        question: "How do I create an account?",
        answer: [
          "Click Sign in, then Create an account, or go straight to the registration page. Choose a username and enter your email address and a password of at least 8 characters.",
          "Once the account is created, the screen switches back to sign-in: sign in with the credentials you have just chosen. Creating an account is free and reserved for people aged 18 or over.",
        ],
        link: "Create an account",
      },
      signIn: {
        question: "How do I sign in?",
        answer: [
          "On the sign-in page, enter your username or email address, then your password. Pressing Enter submits the form.",
          "Your session stays open in this browser until you sign out from your account menu. On a shared computer, remember to sign out when you leave.",
        ],
        link: "Sign in",
      },
      forgotPassword: {
        question: "I forgot my password. What should I do?",
        answer: [
          "On the sign-in page, click “Forgot your password?” and enter your account's email address. If it matches an account, you receive an email containing a reset link.",
          "Open the link, choose a new password of at least 8 characters and confirm it, then sign in with the new one. The link is only valid for a limited time: if it has expired, simply make a new request. Remember to check your spam folder.",
        ],
        link: "Reset my password",
      },
      verifyEmail: {
        question: "Why verify my email address?",
        answer: [
          "After you register, we send you an email containing a verification link. Opening it confirms that the address belongs to you: it is what lets you recover your account if you forget your password.",
          "Can't find the message? Check your spam folder. If the link is invalid or has expired, write to support and include your username.",
        ],
        link: "Contact support",
      },
      profile: {
        question: "How do I change my profile or my picture?",
        answer: [
          "Open My account from the menu at the top right. There you can change your username, your email address and your bio, then save. If the name or email you chose is already used by another account, a message tells you so.",
          "For the profile picture, choose an image (PNG, JPEG, GIF or WebP) of up to 2 MB. You can also remove it: your initials are then shown instead.",
        ],
        link: "Edit my profile",
      },
      password: {
        question: "How do I change my password?",
        answer: [
          "In My account, under Password, enter your current password, then the new one (8 characters minimum) twice. If the current password is wrong, the change is refused.",
          "For security, your other sessions are signed out as soon as the password changes: you will need to sign in again on your other devices.",
        ],
        link: "Change my password",
      },
      deleteAccount: {
        question: "How do I delete my account?",
        answer: [
          "In My account, the Danger zone lets you delete your account. You are asked to confirm, because the operation cannot be undone.",
          "The account is deactivated immediately and you are signed out. Your diagrams, folders, files and personal data are then permanently erased; only the billing records that the law requires us to keep are retained. The details are in the privacy policy.",
        ],
        link: "Manage my account",
      },
    },
    more: {
      title: "Need more help?",
      body: "Write to support and describe your problem: we reply within 2 business days.",
      contact: "All the ways to contact us",
      docs: "Read the documentation",
    },
  },
  docs: {
    title: "Documentation",
    lead: "The Relata guide: one guide per topic for designing, importing, exporting and sharing your diagrams, followed by the sections about your account. Start with Getting started if you are new to Relata.",
    toc: "Contents",
    sections: {
      gettingStarted: {
        title: "Getting started",
        blocks: [
          "Relata runs entirely in your browser: there is nothing to install. A free account gives you access to your personal space, the workspace.",
          {
            steps: [
              "Create your account from the registration page with a username, an email address and a password.",
              "Open the verification email we send you and click the link inside.",
              "Sign in: you land on your workspace.",
              "Complete your profile in My account: picture, bio, email address.",
            ],
          },
        ],
      },
      account: {
        title: "Your account",
        blocks: [
          "The My account page, reached from the menu showing your initials or your picture, brings together everything about your account:",
          {
            list: [
              "Profile: username, email address, bio and profile picture (an image of up to 2 MB). The username and email must be unique; their availability is checked before saving.",
              "Password: change it by entering your current password; 8 characters minimum. Your other sessions are then signed out.",
              "Danger zone: permanently delete the account, after confirmation.",
            ],
          },
          "The page also shows how long you have been a Relata member.",
          "The theme is chosen from the same menu: Light, Dark or System, which follows your device's light or dark setting. Your choice is saved to your account and applies in every browser where you sign in; without an account, Relata follows your device's setting. The canvas follows the theme; PNG, SVG and PDF exports stay on a white background, except “PNG, dark background” in the Export menu.",
        ],
      },
      signIn: {
        title: "Signing in and out",
        blocks: [
          "Sign in with your username or email address and your password. Once signed in, you are taken to your workspace, or to the page you were trying to open: if you follow a link to a members-only page, Relata asks you to sign in and then takes you back there.",
          "Your session is kept in this browser. If it expires, you are simply signed out and asked to sign in again. To end your session, choose Sign out in the account menu.",
        ],
      },
      passwordReset: {
        title: "Forgotten password",
        blocks: [
          "If you can't remember your password, you can choose a new one without contacting support:",
          {
            steps: [
              "On the sign-in page, click “Forgot your password?”.",
              "Enter your account's email address and send the request.",
              "Open the email you receive and follow the reset link.",
              "Choose a new password of at least 8 characters, confirm it, then sign in.",
            ],
          },
          "For privacy, the same message is shown whether or not the address matches an account. A link that has expired or has already been used is refused: simply start the procedure again.",
        ],
      },
    },
  },
  blog: {
    title: "Blog",
    lead: "Practical advice for designing databases that are clear, robust and easy to evolve.",
    readMore: "Read the article",
    readingTime: "{{minutes}} min read",
    allArticles: "All articles",
    notFound: {
      title: "Article not found",
      body: "This article doesn't exist or has been moved. Find all our articles on the blog page.",
    },
  },
};
