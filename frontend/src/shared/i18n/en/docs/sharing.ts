import type { sharing as fr } from "../../fr/docs/sharing";
import type { Translated } from "../shape";

/** The sharing guide in English (/docs/partage), true to web/access/policy.py and web/projects/grants.py. */
export const sharing: Translated<typeof fr> = {
  title: "Sharing and roles",
  summary: "Who can view and edit a diagram: owner, editors, viewers, public link and teams.",
  sections: [
    {
      id: "acces",
      title: "Ways to access a diagram",
      blocks: [
        "A diagram belongs to the person who created it. Others can access it in four ways, and when several apply, the broadest one counts:",
        {
          list: [
            "an invitation, with the Editor or Viewer role;",
            "a team, if the diagram is filed in it: the role in the team grants the matching permission;",
            "Public visibility, chosen when creating or editing the diagram: anyone, even without an account, can view it read-only;",
            "the public link, once link sharing is enabled: it opens the diagram read-only to anyone who has it.",
          ],
        },
        "A diagram you have no access to looks as if it did not exist.",
      ],
    },
    {
      id: "roles",
      title: "Roles on a diagram",
      blocks: [
        {
          list: [
            "Owner: all permissions. Only the owner can edit the diagram's details, move it, duplicate it or delete it from its card.",
            "Administrator: the owner and the administrators of the diagram's team. They edit the diagram and are the only ones, along with the owner, who can share it: invite, change or remove a role, enable or disable the public link.",
            "Editor (invitation) and Member (team): edit the diagram, create and restore versions and import SQL, but cannot share it.",
            "Viewer (invitation) and Observer (team): view the diagram and its version history without changing anything. The editor then shows “Read only”.",
          ],
        },
        "Access lasts as long as the person who granted it keeps the right to share: if they leave the team, lose their administrator role or close their account, the access and pending invitations they granted on this diagram disappear with them. If your permissions change while the diagram is open, the editor tells you straight away.",
      ],
    },
    {
      id: "inviter",
      title: "Inviting collaborators",
      blocks: [
        "From the editor's Share menu (“Invite collaborators”) or the Share action on the diagram's card, the owner or an administrator enters a username or an email address and chooses the role, Editor or Viewer.",
        "An email is sent, and the window also shows the invitation link to copy. The link is valid for 7 days. The invited person opens it once signed in, sees the diagram's name, who sent the invitation and the role offered, then accepts (they land on the diagram a second later) or declines after confirming.",
        "The same window lists pending invitations, which can be revoked, and collaborators, whose role can be changed or who can be removed.",
      ],
    },
    {
      id: "lien-public",
      title: "The public link",
      blocks: [
        "In the editor's Share menu, “Enable sharing” creates a read-only link; “Copy” enables it first if needed, then copies it and shows “Link copied”. The link contains a key: only the owner and administrators can see it, and disabling sharing (from the card's share window) makes the link unusable.",
        { figure: "partage.png", alt: "The editor's Share menu, with the public link and the Enable sharing and Copy buttons." },
        "Through a public link or a public diagram, nobody can change anything or view the version history; visitors without an account see the canvas without the side panel.",
        "While the diagram is public or shared by link, the share window of its card and the editor's “Share” menu also show “Diagram image”: the addresses of a PNG image and an SVG image of the diagram, to embed in a README or a wiki (“Copy the Markdown” copies ![name](address)). The image is redrawn a few dozen seconds after changes, and caches keep it for no more than a minute. Relationships are drawn at right angles from one table to the other, without routing around tables as on the canvas. The address stops responding as soon as sharing is disabled or the diagram becomes private again.",
      ],
    },
    {
      id: "equipes",
      title: "Teams",
      blocks: [
        "A team brings together people and diagrams. Create one from the workspace (Create, then New Team); you become its owner. To file a diagram in it, choose Team visibility and the team in the diagram's window, or move the diagram to it.",
        {
          list: [
            "Owner: all permissions on the team; the only one who can appoint or remove an administrator.",
            "Administrator: manages the team's members and diagrams — settings, new diagrams, adding members, Member and Observer roles, removing members and observers.",
            "Member: can edit the team's diagrams.",
            "Observer: can only view.",
          ],
        },
        "To add a member, search for them by name (at least 2 characters) or by their full email address. The number of members, not counting the owner, is limited by the plan of the team's owner. Deleting a team does not delete its diagrams: they become private again and stay with their owners.",
        { link: "/docs/offres", label: "See the limits of each plan" },
      ],
    },
  ],
};
