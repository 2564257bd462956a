import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";
import { signIn } from "@/test/signIn";

import type { Project } from "../api/types";
import { paged, project, sharedProject } from "../testData";
import { MyDiagramsPage } from "./MyDiagramsPage";

withMockApi();
afterEach(() => toast.dismiss());

type Query = { scope: string; search: string; page: string };

/** Answers GET /projects/ from a table of diagrams per scope, filtering on the search. */
function serve(byScope: Partial<Record<string, Project[]>>, count?: number) {
  const queries: Query[] = [];
  server.use(http.get("*/api/projects/", ({ request }) => {
    const params = new URL(request.url).searchParams;
    const query = { scope: params.get("scope") ?? "", search: params.get("search") ?? "", page: params.get("page") ?? "" };
    queries.push(query);
    const found = (byScope[query.scope] ?? []).filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(query.search.toLowerCase()));
    return HttpResponse.json(paged(found, count ?? found.length));
  }));
  return queries;
}

function render(path = "/projects/my-diagrams") {
  signIn();
  return renderRoutes([at("/projects/my-diagrams", <MyDiagramsPage />), at("/projects", <p>workspace</p>)], path);
}

const mine = project({ id: 21, name: "Boutique" });
const theirs = sharedProject("editor", { id: 31, name: "Catalogue" });

describe("My diagrams page (spec 000 §2)", () => {
  it("has a breadcrumb back to the workspace and the count", async () => {
    serve({ all: [mine, theirs] });
    render();
    expect(screen.getByRole("link", { name: "Workspace" })).toHaveAttribute("href", "/projects");
    expect(await screen.findByText("2 diagrammes")).toBeInTheDocument();
  });

  it("asks the server for each tab's scope and shows its diagrams", async () => {
    const queries = serve({ all: [mine, theirs], owned: [mine], shared: [theirs], favorites: [] });
    const { router } = render();
    expect(await screen.findByRole("link", { name: "Catalogue" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Tous" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(screen.getByRole("tab", { name: "Mes créations" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Catalogue" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Boutique" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=owned");

    await userEvent.click(screen.getByRole("tab", { name: "Partagés" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Boutique" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Catalogue" })).toBeInTheDocument();
    expect(queries.map((q) => q.scope)).toEqual(["all", "owned", "shared"]);
  });

  it("opens on the tab named in the address", async () => {
    const queries = serve({ favorites: [mine] });
    render("/projects/my-diagrams?tab=favorites");
    expect(await screen.findByRole("link", { name: "Boutique" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Favoris" })).toHaveAttribute("aria-selected", "true");
    expect(queries[0].scope).toBe("favorites");
  });

  it.each([
    ["all", "Tous", "Aucun diagramme"],
    ["owned", "Mes créations", "Aucun diagramme créé"],
    ["shared", "Partagés", "Aucun diagramme partagé"],
    ["favorites", "Favoris", "Aucun favori"],
  ])("shows its own empty message on the %s tab", async (tab, label, message) => {
    serve({});
    render(`/projects/my-diagrams${tab === "all" ? "" : `?tab=${tab}`}`);
    expect(screen.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Aucun résultat")).not.toBeInTheDocument();
  });

  it("searches on the server after the user stops typing, and says Aucun résultat when nothing matches", async () => {
    const queries = serve({ all: [mine, theirs] });
    render();
    await screen.findByRole("link", { name: "Boutique" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Rechercher un diagramme" }), "catal");
    expect(await screen.findByRole("link", { name: "Catalogue" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Boutique" })).not.toBeInTheDocument());
    // One call for the page, one for the settled search: no call per keystroke.
    expect(queries.map((q) => q.search)).toEqual(["", "catal"]);

    await userEvent.clear(screen.getByRole("searchbox", { name: "Rechercher un diagramme" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Rechercher un diagramme" }), "zzz");
    expect(await screen.findByText("Aucun résultat")).toBeInTheDocument();
    expect(screen.queryByText("Aucun diagramme")).not.toBeInTheDocument();
  });

  it("pages through more than 24 diagrams", async () => {
    const queries = serve({ all: [mine] }, 30);
    render();
    expect(await screen.findByText("Page 1 sur 2")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Précédent" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Suivant" }));
    expect(await screen.findByText("Page 2 sur 2")).toBeInTheDocument();
    expect(queries.map((q) => q.page)).toEqual(["1", "2"]);
  });

  it("opens the create dialog from Nouveau Diagramme", async () => {
    serve({ all: [mine] });
    server.use(http.get("*/api/teams/", () => HttpResponse.json(paged([]))));
    render();
    await userEvent.click(screen.getByRole("button", { name: "Nouveau Diagramme" }));
    expect(await screen.findByRole("dialog", { name: "Nouveau Diagramme" })).toBeInTheDocument();
  });
});
