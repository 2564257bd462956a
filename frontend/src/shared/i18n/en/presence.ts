import type { presence as fr } from "../fr/presence";
import type { Translation } from "../types";

export const presence: Translation<typeof fr> = {
  label: "People on the diagram",
  youName: "{{name}} (you)",
  visitor: "Visitor",
  visitors_one: "{{count}} visitor",
  visitors_other: "{{count}} visitors",
  follow: "Follow {{name}}",
  followShort: "Follow",
  following: "You are following {{name}}",
  stop: "Stop",
  stopFollowing: "Stop following",
  stopFollowingName: "Stop following {{name}}",
  more_one: "{{count}} other person",
  more_other: "{{count}} other people",
  moreBadge: "+{{count}}",
  listTitle: "On this diagram",
};
