import type { versions as fr } from "../../fr/docs/versions";
import type { Translated } from "../shape";

/** The versions guide in English (/docs/versions), true to web/versions and features/editor/versions. */
export const versions: Translated<typeof fr> = {
  title: "Versions",
  summary: "Keep a diagram's state under a name, compare two states, go back.",
  sections: [
    {
      id: "historique",
      title: "Version history",
      blocks: [
        "In the editor, open File, then “Version history”. The history is reserved for the people the diagram is shared with (owner, team, invitations): visitors through a public link or to a public diagram cannot access it.",
        "The History tab lists versions from newest to oldest, down to the “Project start” marker. Each one shows its date, its author, its number of tables and relationships and its size; the Details button shows its description. The newest one carries the “Current version” badge if the diagram has not changed since.",
        { figure: "versions.png", alt: "The “Diagram versions” window: the list of versions with their Restore, Details and Compare buttons." },
      ],
    },
    {
      id: "enregistrer",
      title: "Saving a version",
      blocks: [
        "In the “Create a version” tab, enter a name (required, 100 characters at most) and, if you like, a description (500 characters at most). The version keeps the diagram's current state.",
        "Creating, restoring or deleting a version requires permission to edit the diagram; viewers and observers can only view and compare.",
      ],
    },
    {
      id: "automatiques",
      title: "Automatic versions",
      blocks: [
        "Relata keeps the diagram's state by itself before a restore, if the diagram has changed since its last version; before a SQL import, when the “Keep a version of the diagram before the import” option is checked; and before auto-arranging a diagram of 30 tables or more. These versions carry the Automatic badge, do not count toward your plan's limit and are deleted after 30 days.",
      ],
    },
    {
      id: "comparer",
      title: "Comparing two versions",
      blocks: [
        "A version's Compare button opens the comparison: choose the “Before” state and the “After” state, each of which can be a version or the current diagram. Added, removed and changed items are each marked in their own color, and the list details every change: tables, columns (property by property), indexes and relationships, renames included.",
        "“Download migration” produces the script that takes a database from the “Before” state to the “After” state, in SQL (MySQL / MariaDB, PostgreSQL, SQLite, SQL Server), or as a Django or Laravel migration. Destructive steps, such as dropping a column, are flagged in a comment: review them before running the script.",
      ],
    },
    {
      id: "restaurer",
      title: "Restoring a version",
      blocks: [
        "The Restore button asks for confirmation (“Restore this version?”), then replaces the diagram with the chosen version, for you and for everyone connected. If the diagram has changed since its last version, its current state is first kept in an automatic version: a restore never loses anything. The button is disabled on the current version.",
      ],
    },
    {
      id: "limites",
      title: "Limits",
      blocks: [
        "The number of versions saved by hand per diagram depends on the plan of the diagram's owner. At the limit, the form gives way to the “Version limit reached” notice: delete an old version or upgrade to a higher plan.",
        { link: "/docs/offres", label: "See the limits of each plan" },
      ],
    },
  ],
};
