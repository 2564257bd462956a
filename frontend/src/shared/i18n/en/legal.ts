import type { legal as fr } from "../fr/legal";
import type { Translated } from "./shape";

/**
 * Legal pages in English: a faithful translation of the French text, provided for convenience.
 * Same sections and blocks as fr/legal.ts; nothing added, nothing left out.
 */
export const legal: Translated<typeof fr> = {
  lastUpdated: "Last updated: November 1, 2025",
  seeAlso: "See also",
  backHome: "Back to home",
  privacy: {
    title: "Privacy policy",
    lead: "This policy explains what personal data Relata collects, why, how long it is kept and how to exercise your rights. We only collect what is needed to run the service.",
    sections: [
      {
        title: "Who we are",
        blocks: [
          "Relata is an online service for designing database schemas as diagrams. The publisher of the service (hereinafter “Relata” or “we”) is the controller of the personal data described in this policy.",
          "For any question about your data, you can write to us at contact@relata.app. Our full contact details are given in the last section of this page.",
        ],
      },
      {
        title: "The data we collect",
        blocks: [
          "We process the following categories of data:",
          {
            list: [
              "Account data: username, email address and password. The password is never stored in plain text: we only keep a fingerprint of it (a hash) computed by an algorithm designed for this purpose.",
              "Optional profile data: profile picture (avatar), bio and display preference. You can change or remove them at any time.",
              "Content: your diagrams (tables, columns, relationships, indexes and metadata such as the name, description and tags), your folders, the teams you create or join, their members' roles and the invitations sent or received.",
              "Subscription and billing data: chosen plan, billing cycle, start and end dates, amounts paid and transaction references passed on by our payment provider.",
              "Technical data: IP address, browser type, date of last sign-in and the technical logs needed for the security and proper operation of the service.",
            ],
          },
          "We collect no sensitive data and never ask you for data that the service does not need in order to work.",
        ],
      },
      {
        title: "Why we use your data",
        blocks: [
          "Each processing activity rests on a specific legal basis:",
          {
            list: [
              "Performance of the contract: creating and managing your account, saving your diagrams, enabling teamwork and sharing, managing your subscription.",
              "Legal obligations: keeping accounting and billing records, answering requests from authorized authorities.",
              "Legitimate interest: securing the service, preventing fraud and abuse, diagnosing incidents.",
              "Consent: for any communication that is not essential to the service, which you can withdraw at any time.",
            ],
          },
          "We do not sell your data, do not rent it out and do not use it for advertising.",
        ],
      },
      {
        title: "Cookies and local storage",
        blocks: [
          "Relata only uses trackers that are strictly necessary for the service. When you sign in, sign-in tokens (a short-lived access token and a refresh token) and a copy of your profile are saved in your browser's local storage. They spare you from entering your password on every page.",
          "We use no advertising cookies, no third-party audience measurement tools and no social media trackers. Since these essential items do not require consent, no banner is shown to you.",
          "You can erase this data at any time from your browser settings; you will then simply be signed out. Signing out also deletes it.",
        ],
      },
      {
        title: "The emails we send",
        blocks: [
          "We only send you transactional emails, related to the operation of your account:",
          {
            list: [
              "verification of your email address after registration or a change of address;",
              "a reset link when you have forgotten your password;",
              "invitations to join a team or a diagram;",
              "payment confirmations, receipts and information about your subscription;",
              "important notices: a change in prices or in these documents, or the planned closure of an inactive account.",
            ],
          },
          "Since these messages are necessary for the service, they contain no unsubscribe link. We will not send you any commercial newsletter without your prior consent.",
        ],
      },
      {
        title: "Who can access your data",
        blocks: [
          "Your data is accessible only to the people who need it:",
          {
            list: [
              "Other users, within the limits of what you share: members of a team see the other members' username, email and avatar as well as the team's diagrams; a diagram made public is visible to anyone who has the link.",
              "Our technical processors: hosting of servers and files, sending of transactional emails and payment processing. They act on our instructions, are bound by confidentiality and may not use your data for their own purposes.",
              "Administrative or judicial authorities, only when the law requires us to.",
            ],
          },
        ],
      },
      {
        title: "Payments",
        blocks: [
          "Payments for paid plans are processed by our payment provider. Your bank details are entered directly with this provider: Relata never receives or stores your full card number.",
          "We only receive the information needed to manage your subscription: payment status, amount, date, currency and transaction identifier.",
        ],
      },
      {
        title: "Retention periods",
        blocks: [
          "We keep your data for as long as your account is open, then according to the following rules:",
          {
            list: [
              "Account deletion: your account is deactivated immediately. You can no longer sign in and your profile no longer appears to other users.",
              "Your personal data and your content (profile, avatar, diagrams, folders and teams you own, invitations) are then permanently deleted within 30 days, backups included.",
              "Billing records and the data the law requires us to keep are retained for about 3 years after the end of the relationship, securely and with restricted access, then destroyed.",
              "Technical logs are kept for 12 months at most.",
              "An account with no sign-in for 12 months may be closed under the conditions set out in the terms of use; its data then follows the same rules as a deletion.",
            ],
          },
        ],
      },
      {
        title: "Security",
        blocks: [
          "All exchanges with Relata are encrypted (HTTPS). Passwords are protected by a strong hashing algorithm, access to the servers is limited to authorized people and our backups are protected.",
          "When you change your password, your other sessions are signed out. In the event of a data breach likely to put you at risk, we will inform you as soon as possible, as well as the competent authority where the law requires it.",
        ],
      },
      {
        title: "Your rights",
        blocks: [
          "You have the following rights over your personal data:",
          {
            list: [
              "Right of access: obtain confirmation that we process your data and receive a copy of it.",
              "Right to rectification: correct inaccurate data. Most of it can be changed directly from the My account page.",
              "Right to erasure: ask for your data to be deleted. You can delete your account yourself from the My account page.",
              "Right to data portability: receive your data and your diagrams in a structured, commonly used and machine-readable format (JSON).",
              "Right to object: object to processing based on our legitimate interest, or at any time to commercial communications.",
            ],
          },
          "To exercise these rights, write to us at contact@relata.app from the address associated with your account. We reply within one month. If you believe your rights are not being respected, you can lodge a complaint with the competent data protection authority.",
        ],
      },
      {
        title: "Hosting and transfers",
        blocks: [
          "Our hosting providers may be located outside your country of residence. In that case, we make sure the transfer is covered by appropriate safeguards, in particular contractual data protection commitments.",
        ],
      },
      {
        title: "Minors",
        blocks: [
          "Relata is reserved for people aged 18 or over. We do not knowingly collect data about minors; if we learn that an account has been opened by a minor, it is closed and its data is deleted.",
        ],
      },
      {
        title: "Changes to this policy",
        blocks: [
          "We may update this policy to reflect changes in the service or in the regulations. The date of the last update is shown at the top of the page. If there is a significant change, we will notify you by email before it takes effect.",
        ],
      },
      {
        title: "Contact us",
        blocks: [
          "For any question about your data or to exercise your rights: contact@relata.app, with “Personal data” in the subject line.",
          "For technical help with your account: support@relata.app. We reply within 2 business days.",
        ],
      },
    ],
  },
  terms: {
    title: "Terms of use",
    lead: "These terms govern the use of Relata. They set out your rights and obligations, as well as ours. Please read them carefully: by creating an account, you accept them.",
    sections: [
      {
        title: "Purpose and acceptance",
        blocks: [
          "Relata is an online service for designing database schemas as diagrams, saving them, organizing them into folders and teams, sharing them and exporting them.",
          "These terms apply to anyone who uses the service, with or without an account. Creating an account constitutes full and complete acceptance of these terms and of the privacy policy.",
        ],
      },
      {
        title: "Access to the service and minimum age",
        blocks: [
          "You must be at least 18 years old and have the legal capacity to enter into a contract to create an account. If you use Relata on behalf of an organization, you declare that you are authorized to bind it.",
          "You agree to provide accurate information when registering and to keep it up to date, in particular your email address, which we use to reach you.",
        ],
      },
      {
        title: "Your account",
        blocks: [
          "Your credentials are personal. You are responsible for keeping them confidential and for any activity carried out from your account. Choose a password of at least 8 characters that you do not use anywhere else.",
          "If you suspect unauthorized use of your account, change your password immediately and let us know at support@relata.app.",
        ],
      },
      {
        title: "Acceptable use",
        blocks: [
          "You agree to use Relata fairly and in accordance with the law. In particular, you may not:",
          {
            list: [
              "publish or share content that is unlawful, defamatory or hateful, or that infringes the rights of third parties;",
              "attempt to access other users' accounts, diagrams or data without authorization;",
              "disrupt the service: deliberate overloading, sending large volumes of automated requests, spreading malicious code;",
              "get around the quotas of your plan, in particular by creating multiple accounts;",
              "resell the service or make it available to third parties without our written consent;",
              "use invitations to send unsolicited messages.",
            ],
          },
          "In the event of a breach, we may remove the content concerned, or suspend or close the account, under the conditions set out below.",
        ],
      },
      {
        title: "Your diagrams belong to you",
        blocks: [
          "You remain the sole owner of the diagrams, schemas and other content you create in Relata. We claim no ownership rights over them.",
          "You grant us only the non-exclusive, royalty-free right to host, back up, display and transmit them to the people you choose to share them with, for the sole purpose of running the service. This right ends when you delete the content or your account.",
          "You choose the visibility of each diagram (private, team or public) and remain responsible for the content you make accessible.",
        ],
      },
      {
        title: "Teams and invitations",
        blocks: [
          "The owner of a team and its administrators manage its members and their roles. Diagrams created in a team are accessible to its members according to their role. When you invite someone, you make sure that they agree to receive the invitation.",
        ],
      },
      {
        title: "Plans, quotas and payment",
        blocks: [
          "Relata offers a free plan and paid plans. Each plan sets quotas: number of diagrams, number of tables per diagram, number of team members and number of versions kept per diagram. The current plans and their quotas are described on the Pricing page.",
          "When a quota is reached, creating new items is blocked until you free up space or change plans. Your existing content is never deleted because of a quota. If you move to a plan with lower quotas, you keep your content but can no longer create more beyond the new quotas.",
          "Prices are shown in US dollars (USD). Subscriptions are payable in advance, monthly or annually, through our payment provider, and renew automatically at the end of each term.",
          "You can turn off automatic renewal at any time from the My account page. Cancellation takes effect at the end of the current period, during which your plan remains active. Unless the law provides otherwise, a period that has started is not refunded.",
        ],
      },
      {
        title: "Price changes",
        blocks: [
          "We may change our prices. Any change is notified to you by email at least 30 days before it applies. The new price only applies from the first renewal after that notice period: a period already paid for is never changed.",
          "If you do not accept the new price, simply turn off automatic renewal before its effective date.",
        ],
      },
      {
        title: "Availability and changes to the service",
        blocks: [
          "We do our utmost to keep Relata available at all times, but cannot guarantee it: interruptions may occur for maintenance or updates, or because of incidents beyond our control. We announce planned maintenance when possible.",
          "The service evolves: features may be added, changed or removed. If a change significantly reduces a paid plan you are currently on, we will inform you in advance.",
        ],
      },
      {
        title: "Suspension and termination",
        blocks: [
          "You can close your account at any time from the My account page. The account is deactivated immediately and your data is deleted within 30 days, as stated in the privacy policy.",
          "We may suspend or close an account in the event of a serious or repeated breach of these terms. Except in an emergency or where the law requires otherwise, we inform you beforehand and give you the opportunity to explain yourself.",
          "After 12 months of inactivity, that is, without any sign-in during that time, your account may be closed. We notify you by email at least 30 days before closure: simply signing in again prevents it. An account with an active paid subscription is never considered inactive.",
        ],
      },
      {
        title: "Relata's intellectual property",
        blocks: [
          "The Relata software, its interface, brand, logo and documentation are protected and remain our property. We grant you a personal, non-exclusive and non-transferable right of use for the lifetime of your account.",
        ],
      },
      {
        title: "Liability",
        blocks: [
          "Relata is a design aid. Schemas, SQL scripts and exported files must be reviewed and tested before any use in production: you remain responsible for how you use them and for keeping your own copies.",
          "We can only be held liable in the event of a proven fault on our part, and our liability is limited to direct damages. We are not liable for indirect damages such as loss of revenue, customers or data resulting from the use made of exports.",
          "In any event, our total liability is limited to the amount you paid us during the 12 months preceding the event that caused the damage. These limits do not apply where the law prohibits them, in particular in the event of gross negligence or wilful misconduct.",
        ],
      },
      {
        title: "Personal data",
        blocks: [
          "The processing of your personal data is described in the privacy policy, which forms an integral part of these terms.",
        ],
      },
      {
        title: "Changes to the terms",
        blocks: [
          "We may change these terms. Significant changes are notified to you by email at least 30 days before they take effect. If you continue to use Relata after that date, you accept the new version; otherwise, you can close your account.",
        ],
      },
      {
        title: "Governing law and disputes",
        blocks: [
          "These terms are governed by the law of Cameroon.",
          "In the event of a disagreement, please write to us first at contact@relata.app: we undertake to seek an amicable solution. If no agreement is reached within 30 days, the dispute will be brought before the competent courts of Cameroon.",
        ],
      },
      {
        title: "Contact us",
        blocks: [
          "General, contractual or legal questions: contact@relata.app. Help with your account: support@relata.app.",
        ],
      },
    ],
  },
};
