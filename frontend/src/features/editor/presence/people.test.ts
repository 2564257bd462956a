import { describe, expect, it } from "vitest";

import type { PresenceEntry } from "@/editor/sync/protocol";

import { canFollow, connectionsOf, groupPeople, headcount, splitOverflow } from "./people";

const user = (id: string | number | null, name: string, color = "#6366f1", avatar: string | null = null) => ({ id, name, color, avatar });
const entry = (id: string, who: ReturnType<typeof user>): PresenceEntry => ({ id, user: who });

const alice = user(7, "Alice", "#3b82f6", "/media/alice.png");
const bob = user(8, "Bob", "#ef4444");
const visitor = (color = "#10b981") => user(null, "Visiteur", color);

describe("groupPeople", () => {
  it("shows one person with two tabs once, and puts the current user first", () => {
    const people = groupPeople([entry("c1", bob), entry("c2", alice), entry("c3", bob), entry("c4", alice)], "c2");
    expect(people.map((person) => [person.key, person.connectionIds, person.isMe])).toEqual([
      ["user:7", ["c2", "c4"], true],
      ["user:8", ["c1", "c3"], false],
    ]);
    expect(people[0]).toMatchObject({ name: "Alice", color: "#3b82f6", avatar: "/media/alice.png", accountId: "7" });
  });

  it("counts the user's other tabs as themselves, whatever the id's type", () => {
    const people = groupPeople([entry("c1", { ...alice, id: 7 }), entry("c2", { ...alice, id: "7" })], "c2");
    expect(people).toHaveLength(1);
    expect(people[0].isMe).toBe(true);
  });

  it("groups anonymous visitors last as one avatar; a lone visitor stays a person", () => {
    const group = groupPeople([entry("v1", visitor()), entry("c1", alice), entry("v2", visitor("#f59e0b"))], "c1");
    expect(group.map((person) => person.key)).toEqual(["user:7", "visitors"]);
    expect(group[1]).toMatchObject({ group: true, connectionIds: ["v1", "v2"], accountId: null });
    expect(headcount(group[1])).toBe(2);
    expect(canFollow(group[1])).toBe(false);

    const lone = groupPeople([entry("v1", visitor()), entry("c1", alice)], "c1");
    expect(lone[1]).toMatchObject({ key: "connection:v1", group: false, name: "Visiteur" });
    expect(canFollow(lone[1])).toBe(true);
  });

  it("keeps an anonymous current user apart from the other visitors", () => {
    const people = groupPeople([entry("v1", visitor()), entry("v2", visitor()), entry("v3", visitor())], "v2");
    expect(people.map((person) => [person.key, person.isMe, person.connectionIds])).toEqual([
      ["connection:v2", true, ["v2"]],
      ["visitors", false, ["v1", "v3"]],
    ]);
    expect(canFollow(people[0])).toBe(false);
  });

  it("lists everyone before the join tells who this connection is", () => {
    expect(groupPeople([entry("c1", alice), entry("c2", bob)], null).map((person) => person.isMe)).toEqual([false, false]);
  });
});

describe("connectionsOf", () => {
  it("follows an account across the tabs it opens and closes, a visitor by connection", () => {
    const [, bobs] = groupPeople([entry("c1", alice), entry("c2", bob)], "c1");
    expect(connectionsOf([entry("c1", alice), entry("c3", bob), entry("c4", bob)], bobs)).toEqual(new Set(["c3", "c4"]));
    expect(connectionsOf([entry("c1", alice)], bobs).size).toBe(0);
    const [, lone] = groupPeople([entry("c1", alice), entry("v1", visitor())], "c1");
    expect(connectionsOf([entry("v1", visitor()), entry("v2", visitor())], lone)).toEqual(new Set(["v1"]));
  });
});

describe("splitOverflow", () => {
  const people = groupPeople(
    [entry("c1", alice), entry("c2", bob), ...[9, 10, 11].map((id) => entry(`c${id}`, user(id, `U${id}`))), entry("v1", visitor()), entry("v2", visitor())],
    "c1",
  );

  it("shows at most `max` avatars and counts the people behind +N", () => {
    const { visible, hidden, hiddenCount } = splitOverflow(people, 4);
    expect(visible.map((person) => person.name)).toEqual(["Alice", "Bob", "U9", "U10"]);
    expect(hidden.map((person) => person.key)).toEqual(["user:11", "visitors"]);
    expect(hiddenCount).toBe(3); // U11 and two visitors
  });

  it("shows everyone when they fit", () => {
    expect(splitOverflow(people.slice(0, 4), 4)).toMatchObject({ hidden: [], hiddenCount: 0 });
  });
});
