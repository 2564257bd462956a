/** Who else is on the diagram (001 §2 header avatars, §3 live users): avatars, follow mode,
 * collaborators' cursors. */
export const presence = {
  label: "Personnes connectées au diagramme",
  youName: "{{name}} (vous)",
  visitor: "Visiteur",
  visitors_one: "{{count}} visiteur",
  visitors_other: "{{count}} visiteurs",
  follow: "Suivre {{name}}",
  followShort: "Suivre",
  following: "Vous suivez {{name}}",
  stop: "Arrêter",
  stopFollowing: "Arrêter de suivre",
  stopFollowingName: "Arrêter de suivre {{name}}",
  more_one: "{{count}} autre personne",
  more_other: "{{count}} autres personnes",
  moreBadge: "+{{count}}",
  listTitle: "Sur ce diagramme",
};
