import type { plans as fr } from "../../fr/docs/plans";
import type { Translated } from "../shape";

/** The plans guide in English (/docs/offres); as in French, the numbers come from the `plans` widget. */
export const plans: Translated<typeof fr> = {
  title: "Plans and limits",
  summary: "What each plan allows, what each limit counts and what happens when you reach it.",
  sections: [
    {
      id: "limites",
      title: "Plan limits",
      blocks: [
        "This table is read live from the list of available plans: it is always up to date. “Unlimited” means there is no cap; a dash means the feature is not included in the plan.",
        { widget: "plans" },
        { link: "/pricing", label: "Compare plan prices" },
      ],
    },
    {
      id: "ce-qui-compte",
      title: "What each limit counts",
      blocks: [
        {
          list: [
            "Diagrams: the diagrams you own. The limit applies when you create or duplicate a diagram; diagrams that others share with you do not count.",
            "Tables per diagram: checked on every change, import or restore, against the plan of the diagram's owner. A collaborator who adds a table is therefore subject to the owner's plan, not their own.",
            "Team members: the members of a team other than its owner, against the plan of the team's owner.",
            "Versions per diagram: versions saved by hand, against the plan of the diagram's owner. Automatic versions do not count.",
            "SQL imports per month: the imports you have started since the first day of the month, whatever the diagram.",
          ],
        },
      ],
    },
    {
      id: "limite-atteinte",
      title: "When a limit is reached",
      blocks: [
        "The action is refused and nothing is saved: Relata explains which limit has been reached and offers a “See plans” button that leads to the pricing page. In the editor, a table added beyond the limit is removed with the message “Your plan's table limit has been reached.”",
      ],
    },
    {
      id: "abonnement",
      title: "Managing your subscription",
      blocks: [
        "The Pricing page presents each plan, billed monthly or yearly (the yearly subscription is marked with a -20% badge), with prices in US dollars. The “Choose this plan” button leads to payment.",
        "In My account, the subscription card shows your plan, its status, its dates and, for each limit, a usage bar. Canceling the subscription turns off automatic renewal: it stays active until the end of the paid period. You can turn renewal back on at any time before it expires.",
        { link: "/my-account", label: "View my subscription" },
      ],
    },
  ],
};
