import type { collaboration as fr } from "../../fr/docs/collaboration";
import type { Translated } from "../shape";

/** The live collaboration guide in English (/docs/collaboration), true to DESIGN.md §4 and editor/sync. */
export const collaboration: Translated<typeof fr> = {
  title: "Live collaboration",
  summary: "Working with others on the same diagram: presence, cursors, conflicts and network outages.",
  sections: [
    {
      id: "presence",
      title: "Who's here",
      blocks: [
        "Everyone who has the diagram open appears in the editor header: one avatar per account, in the color assigned to it, followed by visitors without an account, grouped under a single avatar when there are several of them. An account open in several tabs only counts once.",
        "Click a person's avatar to follow them: your view takes on theirs every time they pan or zoom, and a “You are following …” banner reminds you of it. Following stops as soon as you pan or zoom the view yourself, click “Stop”, or the person leaves the diagram.",
        { figure: "collaboration.png", alt: "Two people on the same diagram: their avatars in the header and the other person's named cursor on the canvas." },
      ],
    },
    {
      id: "curseurs",
      title: "Cursors",
      blocks: [
        "Each person's pointer is shown on the canvas with their name and color, in the right place whatever your zoom level. A cursor that has not moved for 10 seconds fades out until it moves again.",
      ],
    },
    {
      id: "modifications",
      title: "Live changes",
      blocks: [
        "Every change (a table added, a column renamed, a relationship moved…) goes straight to the server, which checks your permissions and the plan limits, saves it, then passes it on to everyone. Your own changes show up on your screen without waiting for the reply; other people's appear as soon as they are saved.",
        "Viewers and observers see other people's changes live, but cannot change anything.",
        "Ctrl+Z only undoes your own changes, and never over a more recent change by a collaborator.",
      ],
    },
    {
      id: "conflits",
      title: "When changes conflict",
      blocks: [
        "The server puts all changes into a single order, the same for everyone: so everyone ends up with exactly the same diagram.",
        {
          list: [
            "Two people change different items, or different properties of the same item (one a column's name, the other its type): both changes are kept.",
            "Two people change the same property: the last one received by the server wins.",
            "Someone changes an item that another person has just deleted: the change is dropped.",
            "A refused change (permissions withdrawn, plan's table limit reached) is removed from your screen, with a message giving the reason.",
          ],
        },
        "When someone restores a version, the diagram is replaced for everyone who is connected.",
      ],
    },
    {
      id: "hors-ligne",
      title: "Network outages and offline mode",
      blocks: [
        "The connection indicator in the header shows “Connected”, “Syncing...” or “Offline”. If the connection drops, you can keep working: your changes are kept in this browser, and the editor reconnects on its own, spacing out its attempts from half a second up to fifteen seconds at most.",
        "Once reconnected, your pending changes are sent and applied after those the others made in the meantime, following the rules above.",
        "If the server cannot be reached when you open the diagram, the editor opens in local mode on the copy kept in this browser during your last visit, with the banner “Local mode: the server can't be reached, your changes are kept in this browser.” They will be sent the next time you open the diagram with the server reachable. A local copy older than the server's version is ignored, and the editor tells you so.",
      ],
    },
  ],
};
