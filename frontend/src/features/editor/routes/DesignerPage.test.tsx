import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { withMockApi } from "@/test/server";

import { openDesigner } from "./testing";

withMockApi();

// jsdom draws nothing: say so quietly instead of its "not implemented" error.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

describe("the designer for a visitor of a public link (001 §2, §6)", () => {
  it("shows no File menu, no Export button, and no file shortcuts in the help", async () => {
    await openDesigner({ member: false });
    expect(await screen.findByText("Lecture seule")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Boutique" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Fichier" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Exporter" })).not.toBeInTheDocument();

    fireEvent.keyDown(window, { key: "?" });
    const help = await screen.findByRole("dialog", { name: "Raccourcis clavier" });
    const groups = within(help).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(groups).toEqual(["Édition", "Navigation", "Zoom"]);
  });
});
