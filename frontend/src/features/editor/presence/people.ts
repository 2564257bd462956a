/**
 * From the presence list (one entry per connection, [P3]) to the people the header shows: one
 * person per account however many tabs they have open, this user first, anonymous visitors
 * last. Pure, so the grouping rules are tested without React.
 */
import type { PresenceEntry } from "@/editor/sync/protocol";

export interface Person {
  /** Stable across updates: `user:<account id>`, `connection:<id>` (one anonymous visitor) or
   * `visitors` (several anonymous visitors shown as one). */
  key: string;
  /** The account's id as a string; null for anonymous visitors. */
  accountId: string | null;
  name: string;
  color: string;
  avatar: string | null;
  /** This person's connections, in the order the server listed them. */
  connectionIds: string[];
  isMe: boolean;
  /** Several anonymous visitors grouped into one avatar: not a person one can follow. */
  group: boolean;
}

export const VISITORS_KEY = "visitors";

/** `me` is this connection's id (`DiagramSync.connectionId`). */
export function groupPeople(entries: readonly PresenceEntry[], me: string | null): Person[] {
  const mine = entries.find((entry) => entry.id === me);
  const myAccount = mine && mine.user.id !== null ? String(mine.user.id) : null;
  const people = new Map<string, Person>();
  const visitors: PresenceEntry[] = [];
  for (const entry of entries) {
    const { user } = entry;
    if (user.id === null && entry.id !== me) {
      visitors.push(entry);
      continue;
    }
    const accountId = user.id === null ? null : String(user.id);
    const key = accountId === null ? `connection:${entry.id}` : `user:${accountId}`;
    const known = people.get(key);
    if (known) {
      known.connectionIds.push(entry.id);
      continue;
    }
    const isMe = entry.id === me || (accountId !== null && accountId === myAccount);
    people.set(key, { key, accountId, name: user.name, color: user.color, avatar: user.avatar ?? null, connectionIds: [entry.id], isMe, group: false });
  }
  const list = [...people.values()];
  // The current user first: the header then reads "you, and who else".
  list.sort((a, b) => Number(b.isMe) - Number(a.isMe));
  if (visitors.length === 1) list.push(personOf(visitors[0]));
  else if (visitors.length > 1) {
    const first = visitors[0].user;
    list.push({ key: VISITORS_KEY, accountId: null, name: first.name, color: first.color, avatar: null, connectionIds: visitors.map((entry) => entry.id), isMe: false, group: true });
  }
  return list;
}

function personOf(entry: PresenceEntry): Person {
  const { user } = entry;
  return { key: `connection:${entry.id}`, accountId: null, name: user.name, color: user.color, avatar: user.avatar ?? null, connectionIds: [entry.id], isMe: false, group: false };
}

/** How many people an entry stands for (a visitors group counts each visitor). */
export const headcount = (person: Person) => (person.group ? person.connectionIds.length : 1);

export const canFollow = (person: Person) => !person.isMe && !person.group;

/** The connections that are `person` now: all of an account's tabs (one may open or close while
 * being followed), or the anonymous visitor's single connection. */
export function connectionsOf(entries: readonly PresenceEntry[], person: Person): Set<string> {
  const ids = entries
    .filter((entry) => (person.accountId !== null ? entry.user.id !== null && String(entry.user.id) === person.accountId : person.connectionIds.includes(entry.id)))
    .map((entry) => entry.id);
  return new Set(ids);
}

/** At most `max` avatars; the rest behind "+N", N counting people, not avatars. */
export function splitOverflow(people: readonly Person[], max: number): { visible: Person[]; hidden: Person[]; hiddenCount: number } {
  if (people.length <= max) return { visible: [...people], hidden: [], hiddenCount: 0 };
  const visible = people.slice(0, max);
  const hidden = people.slice(max);
  return { visible, hidden, hiddenCount: hidden.reduce((sum, person) => sum + headcount(person), 0) };
}
