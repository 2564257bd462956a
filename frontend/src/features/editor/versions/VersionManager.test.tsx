import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { Editor } from "@/editor/editor";
import { documentOf, table } from "@/editor/testing/fixtures";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import type { VersionSummary } from "./types";
import { VersionManager } from "./VersionManager";
import { requestJson } from "@/test/requestJson";

withMockApi();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function version(id: number, name: string, createdAt: string, overrides: Partial<VersionSummary> = {}): VersionSummary {
  return {
    id, project: 7, name, description: "", kind: "manual", created_at: createdAt, created_by_details: { id: 1, username: "alice" },
    revision: null, table_count: 1, relation_count: 0, snapshot_size: 2048, status: "ready", ...overrides,
  };
}

function setup({ versions, snapshot, canEdit = true }: { versions: VersionSummary[]; snapshot?: object; canEdit?: boolean }) {
  const editor = new Editor(() => 0);
  const doc = documentOf([table("users", 0, 0)]);
  editor.load(doc);
  server.use(
    http.get("*/api/versions/", ({ request }) => {
      expect(new URL(request.url).searchParams.get("project")).toBe("7");
      return HttpResponse.json({ count: versions.length, results: versions });
    }),
    http.get("*/api/versions/:id/", ({ params }) =>
      HttpResponse.json({ ...versions.find((v) => v.id === Number(params.id)), snapshot: snapshot ?? doc })),
  );
  const onCompare = vi.fn();
  const utils = renderRoutes([
    at("/", <VersionManager open onClose={() => undefined} projectId={7} editor={editor} live={null} canEdit={canEdit} onCompare={onCompare} />),
    at("/pricing", <p>page des plans</p>),
  ], "/");
  return { ...utils, editor, doc, onCompare };
}

describe("the version manager (001 §2, §4, §8)", () => {
  it("lists versions newest first, badges the current one and disables its restore", async () => {
    setup({ versions: [version(1, "Première", minutesAgo(90)), version(2, "Seconde", minutesAgo(5))] });
    const items = await screen.findAllByTestId("version-item");
    expect(items.map((item) => within(item).getAllByText(/Première|Seconde/)[0].textContent)).toEqual(["Seconde", "Première"]);
    await within(items[0]).findByText("Version actuelle");
    expect(within(items[0]).getByRole("button", { name: "Restaurer" })).toBeDisabled();
    expect(within(items[1]).getByRole("button", { name: "Restaurer" })).toBeEnabled();
    expect(within(items[0]).getByText("Il y a 5 minutes")).toBeInTheDocument();
    expect(within(items[1]).getByText("Il y a 1 heure")).toBeInTheDocument();
    expect(within(items[0]).getByText("1 table · 0 relation · 2.0 KB")).toBeInTheDocument();
    expect(screen.getByText("Début du projet")).toBeInTheDocument();
  });

  it("agrees each size with its count: 0 and 1 singular, 2 and more plural", async () => {
    setup({ versions: [version(1, "Vide", minutesAgo(9), { table_count: 0, relation_count: 1 }), version(2, "Pleine", minutesAgo(5), { table_count: 2, relation_count: 3 })] });
    const items = await screen.findAllByTestId("version-item");
    expect(within(items[0]).getByText("2 tables · 3 relations · 2.0 KB")).toBeInTheDocument();
    expect(within(items[1]).getByText("0 table · 1 relation · 2.0 KB")).toBeInTheDocument();
  });

  it("gives no current version once the diagram differs from the newest snapshot", async () => {
    setup({ versions: [version(2, "Seconde", minutesAgo(1))], snapshot: documentOf([table("users", 0, 0), table("orders", 300, 0)]) });
    const [item] = await screen.findAllByTestId("version-item");
    await waitFor(() => expect(within(item).getByRole("button", { name: "Restaurer" })).toBeEnabled());
    expect(within(item).queryByText("Version actuelle")).not.toBeInTheDocument();
  });

  it("creates a version from the diagram, then shows it at the top of the list", async () => {
    let body: Record<string, unknown> | null = null;
    const { doc } = setup({ versions: [] });
    server.use(http.post("*/api/versions/", async ({ request }) => {
      body = (await requestJson(request)) as Record<string, unknown>;
      return HttpResponse.json(version(9, "Jalon", new Date().toISOString(), { revision: 3 }), { status: 201 });
    }));
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Créer une version" }), { button: 0 });
    const submit = screen.getByRole("button", { name: "Créer la version" });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Nom de la version"), { target: { value: "  Jalon " } });
    fireEvent.change(screen.getByLabelText("Description (optionnelle)"), { target: { value: "Avant la refonte" } });
    expect(screen.getByText("16/500 caractères")).toBeInTheDocument();
    fireEvent.click(submit);
    expect(await screen.findByText('Version "Jalon" sauvegardée avec succès')).toBeInTheDocument();
    expect(body).toEqual({ project: 7, name: "Jalon", description: "Avant la refonte", snapshot: { format: 1, tables: doc.tables, relations: doc.relations } });
    expect(await screen.findByRole("tab", { name: "Historique", selected: true })).toBeInTheDocument();
    expect(screen.getAllByTestId("version-item")).toHaveLength(1);
  });

  it("replaces the form with the limit box on quota_reached", async () => {
    const { router } = setup({ versions: [] });
    server.use(http.post("*/api/versions/", () => HttpResponse.json({ error: "quota_reached", message: "Limite de versions atteinte (5)" }, { status: 403 })));
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Créer une version" }), { button: 0 });
    fireEvent.change(screen.getByLabelText("Nom de la version"), { target: { value: "v6" } });
    fireEvent.click(screen.getByRole("button", { name: "Créer la version" }));
    const box = await screen.findByRole("alert");
    expect(within(box).getByText("Limite de versions atteinte")).toBeInTheDocument();
    expect(within(box).getByText("Limite de versions atteinte (5)")).toBeInTheDocument();
    expect(screen.queryByLabelText("Nom de la version")).not.toBeInTheDocument();
    fireEvent.click(within(box).getByRole("link", { name: "Voir les plans" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("tells of other creation failures with a toast", async () => {
    setup({ versions: [] });
    server.use(http.post("*/api/versions/", () => HttpResponse.json({ error: "server_error", message: "x" }, { status: 500 })));
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Créer une version" }), { button: 0 });
    fireEvent.change(screen.getByLabelText("Nom de la version"), { target: { value: "v" } });
    fireEvent.click(screen.getByRole("button", { name: "Créer la version" }));
    expect(await screen.findByText("Erreur lors de la création de la version")).toBeInTheDocument();
  });

  it("tells when versions cannot be loaded", async () => {
    const editor = new Editor(() => 0);
    server.use(http.get("*/api/versions/", () => HttpResponse.json({ error: "x", message: "x" }, { status: 500 })));
    renderRoutes([at("/", <VersionManager open onClose={() => undefined} projectId={7} editor={editor} live={null} canEdit onCompare={() => undefined} />)], "/");
    expect(await screen.findAllByText("Erreur lors du chargement des versions")).not.toHaveLength(0);
  });

  it("restores after a confirmation that warns of the automatic save, and loads the returned diagram", async () => {
    const restored = documentOf([table("legacy", 0, 0), table("audit", 300, 0)]);
    const { editor } = setup({ versions: [version(2, "Seconde", minutesAgo(2)), version(1, "Première", minutesAgo(30))], snapshot: documentOf([]) });
    let restoredId = 0;
    server.use(http.post("*/api/versions/:id/restore/", ({ params }) => {
      restoredId = Number(params.id);
      return HttpResponse.json({ project: { id: 7, name: "D", schema: restored, revision: 12 }, version: version(1, "Première", minutesAgo(30)), autosaved: version(3, "Sauvegarde automatique avant restauration de « Première »", new Date().toISOString(), { kind: "before_restore" }) });
    }));
    const items = await screen.findAllByTestId("version-item");
    fireEvent.click(within(items[1]).getByRole("button", { name: "Restaurer" }));
    const dialog = await screen.findByRole("dialog", { name: "Restaurer cette version ?" });
    await within(dialog).findByText("Votre version actuelle sera automatiquement sauvegardée avant la restauration.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Restaurer" }));
    expect(await screen.findByText('Version "Première" restaurée avec succès')).toBeInTheDocument();
    expect(restoredId).toBe(1);
    expect(editor.document.tables.map((t) => t.id)).toEqual(["legacy", "audit"]);
  });

  it("says why a restore beyond the plan's table limit is refused, and offers the plans", async () => {
    const { router, editor } = setup({ versions: [version(2, "Seconde", minutesAgo(2)), version(1, "Première", minutesAgo(30))], snapshot: documentOf([]) });
    const message = "Votre plan limite un diagramme à 10 tables. Passez à un plan supérieur pour en ajouter.";
    server.use(http.post("*/api/versions/:id/restore/", () => HttpResponse.json({ error: "quota_reached", message }, { status: 403 })));
    const items = await screen.findAllByTestId("version-item");
    fireEvent.click(within(items[1]).getByRole("button", { name: "Restaurer" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "Restaurer cette version ?" })).getByRole("button", { name: "Restaurer" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Erreur lors de la restauration de la version")).not.toBeInTheDocument();
    expect(editor.document.tables.map((t) => t.id)).toEqual(["users"]);
    fireEvent.click(screen.getByRole("button", { name: "Voir les plans" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("lets a viewer read the history, not create or restore", async () => {
    setup({ versions: [version(1, "Première", minutesAgo(3))], canEdit: false });
    const [item] = await screen.findAllByTestId("version-item");
    expect(within(item).queryByRole("button", { name: "Restaurer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Créer une version" })).not.toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Comparer" })).toBeInTheDocument();
  });
});
