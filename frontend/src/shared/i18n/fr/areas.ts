/** Areas and notes on the canvas (issue 17). Not `as const`: the English catalogue (en/areas.ts) takes its type. */
export const areas = {
  toolbar: "Zones et notes",
  addArea: "Ajouter une zone",
  addAreaHint: "Une zone regroupe des tables : déplacer la zone déplace les tables qu'elle contient. Sélectionnez d'abord une table pour l'entourer.",
  addNote: "Ajouter une note",
  defaultAreaName: "Nouvelle zone",
  note: {
    selected: "Note sélectionnée",
    edit: "Modifier le texte",
    text: "Texte de la note",
    color: "Couleur de la note",
    remove: "Supprimer la note",
    placeholder: "Écrivez votre note…",
  },
  area: {
    selected: "Zone « {{name}} » sélectionnée",
    unnamed: "Zone sans nom",
    rename: "Renommer la zone",
    name: "Nom de la zone",
    color: "Couleur de la zone",
    remove: "Supprimer la zone (les tables restent)",
  },
  changes: {
    title: "Zones et notes",
    note: "Note « {{text}} »",
    emptyNote: "Note vide",
    area: "Zone « {{name}} »",
    kinds: { added: "ajoutée", removed: "supprimée", changed: "modifiée" },
    fields: { text: "texte", name: "nom", color: "couleur", place: "position", size: "taille" },
  },
  editHint: "Entrée ou clic ailleurs pour valider, Échap pour annuler",
  noteEditHint: "Ctrl + Entrée ou clic ailleurs pour valider, Échap pour annuler",
};
