import { fireEvent, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { DesignerPage } from "./DesignerPage";

withMockApi();

// jsdom draws nothing: say so quietly instead of its "not implemented" error.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

const schema = {
  format: 1,
  relations: [],
  tables: [{
    id: "t_users", name: "users", x: 100, y: 100, width: 250, height: 80, color: "#6366f1", comment: "", schema: "public",
    attributes: [], indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
  }],
};

describe("the designer for a visitor of a public link (001 §2, §6)", () => {
  it("shows no File menu, no Export button, and no file shortcuts in the help", async () => {
    server.use(http.get("*/api/project/public/5/", () => HttpResponse.json({ id: 5, name: "Boutique", schema })));
    renderRoutes([at("/projects/:projectId", <DesignerPage />)], "/projects/5");
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
