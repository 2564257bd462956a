import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";

import { CollaboratorAvatars } from "./CollaboratorAvatars";
import { RemoteCursors } from "./RemoteCursors";
import { joinedSession } from "./testing";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const avatars = () => screen.getAllByTestId("collaborator");
const ids = () => avatars().map((avatar) => avatar.dataset.userId);

function renderHeader(max?: number) {
  const session = joinedSession();
  const receive = (frame: object) => act(() => session.socket.receive(frame));
  const joined = (id: string, userId: number | null, name: string) =>
    receive({ type: "user_joined", id, user: { id: userId, name, color: "#10b981", avatar: null } });
  render(
    <main className="relative">
      <CollaboratorAvatars sync={session.sync} editor={session.editor} max={max} />
      <RemoteCursors sync={session.sync} editor={session.editor} />
    </main>,
  );
  return { ...session, receive, joined };
}

describe("CollaboratorAvatars", () => {
  it("shows the current user first, marked, then each collaborator with a ring in their colour", () => {
    renderHeader();
    expect(screen.getByTestId("collaborators")).toHaveAccessibleName("Personnes connectées au diagramme");
    expect(ids()).toEqual(["7", "8"]);
    expect(avatars()[0]).toHaveAttribute("title", "Alice (vous)");
    expect(avatars()[0]).toHaveAttribute("data-me", "true");
    expect(avatars()[0].tagName).toBe("SPAN"); // oneself is not a follow button
    expect(avatars()[1]).toHaveAccessibleName("Suivre Bob");
    expect(avatars()[1].firstElementChild).toHaveStyle({ boxShadow: "0 0 0 2px #ef4444" });
  });

  it("is empty without a live session", () => {
    render(<CollaboratorAvatars sync={null} editor={new Editor(() => 0)} />);
    expect(screen.getByTestId("collaborators")).toBeEmptyDOMElement();
  });

  it("shows one avatar per person whatever their tabs, and anonymous visitors as one", () => {
    const { joined, receive } = renderHeader();
    joined("c3", 8, "Bob");
    joined("v1", null, "Visiteur");
    expect(ids()).toEqual(["7", "8", "anonymous"]);
    expect(avatars()[2]).toHaveAccessibleName("Suivre Visiteur");
    joined("v2", null, "Visiteur");
    expect(ids()).toEqual(["7", "8", "visitors"]);
    expect(avatars()[2]).toHaveAttribute("title", "2 visiteurs");
    receive({ type: "user_left", id: "c2" });
    expect(ids()).toEqual(["7", "8", "visitors"]); // Bob's other tab is still open
    receive({ type: "user_left", id: "c3" });
    expect(ids()).toEqual(["7", "visitors"]);
  });

  it("shows at most four avatars, then +N opening the full list", () => {
    const { joined } = renderHeader();
    [9, 10, 11, 12].forEach((id) => joined(`c${id}`, id, `Personne ${id}`));
    expect(ids()).toEqual(["7", "8", "9", "10"]);
    const more = screen.getByTestId("collaborators-more");
    expect(more).toHaveTextContent("+2");
    expect(more).toHaveAccessibleName("2 autres personnes");
    fireEvent.click(more);
    const entries = screen.getAllByTestId("collaborator-entry");
    expect(entries.map((entry) => entry.dataset.userId)).toEqual(["7", "8", "9", "10", "11", "12"]);
    expect(entries[0]).toHaveTextContent("Alice (vous)");
    expect(within(entries[0]).queryByRole("button")).toBeNull();
    fireEvent.click(within(entries[5]).getByRole("button", { name: "Suivre Personne 12" }));
    expect(screen.getByTestId("follow-banner")).toHaveTextContent("Vous suivez Personne 12");
  });

  it("follows a collaborator on click, until the user pans; Arrêter stops too", () => {
    const { receive, editor } = renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Suivre Bob" }));
    expect(screen.getByRole("button", { name: "Arrêter de suivre Bob" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Vous suivez Bob");
    receive({ type: "view_transform", userId: "c2", scale: 0.5, offset: { x: 30, y: -20 } });
    expect(editor.camera).toEqual({ scale: 0.5, offsetX: 30, offsetY: -20 });
    act(() => editor.panBy(10, 0));
    expect(screen.queryByTestId("follow-banner")).toBeNull();
    expect(screen.getByRole("button", { name: "Suivre Bob" })).toHaveAttribute("aria-pressed", "false");

    fireEvent.click(screen.getByRole("button", { name: "Suivre Bob" }));
    fireEvent.click(screen.getByRole("button", { name: "Arrêter" }));
    expect(screen.queryByTestId("follow-banner")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Suivre Bob" }));
    fireEvent.click(screen.getByRole("button", { name: "Arrêter de suivre Bob" }));
    expect(screen.queryByTestId("follow-banner")).toBeNull();
  });

  it("stops following someone who leaves", () => {
    const { receive } = renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Suivre Bob" }));
    receive({ type: "user_left", id: "c2" });
    expect(screen.queryByTestId("follow-banner")).toBeNull();
    expect(ids()).toEqual(["7"]);
  });

  it("sends this user's view, throttled, while mounted", () => {
    const { editor, socket } = renderHeader();
    act(() => {
      for (let step = 0; step < 10; step += 1) {
        editor.panBy(2, 1);
        vi.advanceTimersByTime(20);
      }
      vi.advanceTimersByTime(300);
    });
    const views = socket.sentOf("view_transform");
    expect(views).toHaveLength(2); // at once, then the latest 200 ms later
    expect(views.at(-1)).toEqual({ type: "view_transform", scale: 1, offset: { x: 20, y: 10 }, viewport: { width: 800, height: 600 } });
  });
});
