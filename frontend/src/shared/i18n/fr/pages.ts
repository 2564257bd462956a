/** Static pages: contact, help, documentation, blog; and the workspace landing. */
export const pages = {
  workspace: {
    title: "Workspace",
    welcome: "Bienvenue, {{name}} !",
    soon: "Vos diagrammes, dossiers et équipes apparaîtront ici.",
    toAccount: "Gérer mon compte",
  },
} as const;
