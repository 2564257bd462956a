import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";

import { routes } from "@/app/router";
import { SHORTCUTS } from "@/editor/interaction/shortcuts";
import type { Package } from "@/features/billing/types";
import { i18n } from "@/shared/i18n";
import { at, renderRoutes } from "@/test/render";
import { server, withMockApi } from "@/test/server";

import { DocsPage } from "../routes/DocsPage";
import { GuidePage } from "../routes/GuidePage";
import { HelpPage } from "../routes/HelpPage";
import { FIGURE_BASE, isFigure } from "./blocks";
import { findGuide, GUIDES, guidePath, type GuideContent } from "./guides";

withMockApi();

const PUBLIC_DIR = join(__dirname, "../../../../public");
const guide = (key: (typeof GUIDES)[number]["key"]): GuideContent => i18n.t(`guides.${key}`, { ns: "docs", returnObjects: true }) as GuideContent;

const plan = (id: number, name: string, limits: Partial<Package>): Package => ({
  id, name, description: "", package_type: "individual", monthly_price: 0, annual_price: 0, annual_savings: 0,
  savings_percentage: 0, display_order: id, is_featured: false, max_diagrams: 0, max_tables_per_diagram: 0,
  max_team_members: 0, max_versions_per_diagram: 0, max_imports_per_month: 0, priority_support: false, ...limits,
});
const PLANS = [
  plan(1, "Découverte", { max_diagrams: 4, max_tables_per_diagram: 25, max_versions_per_diagram: 7 }),
  plan(2, "Atelier", { max_diagrams: -1, max_tables_per_diagram: 1200, max_team_members: 9, max_versions_per_diagram: -1, max_imports_per_month: 40, priority_support: true }),
];
const servePlans = () => server.use(http.get("*/api/packages/", () => HttpResponse.json({ results: PLANS })));

function renderDocs(path: string) {
  return renderRoutes(
    [
      at("/docs", <DocsPage />),
      at("/docs/:slug", <GuidePage />),
      at("/help", <HelpPage />),
    ],
    path,
  );
}

/** Every page of the documentation as it renders, plans loaded. */
async function renderEveryPage(path: string) {
  servePlans();
  const view = renderDocs(path);
  await screen.findByRole("heading", { level: 1 });
  if (path === guidePath("offres")) await screen.findByRole("table");
  return view;
}

const DOC_PAGES = ["/docs", "/help", ...GUIDES.map(({ slug }) => guidePath(slug))];

/** Whether `href` (a path, maybe with #anchor) names a page the app serves, and the anchor exists there. */
function resolves(href: string): boolean {
  const url = new URL(href, "http://relata.test");
  const matches = matchRoutes(routes(), url.pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf || leaf.path === "*") return false;
  if (leaf.path === "/docs/:slug") {
    const found = findGuide(url.pathname.split("/")[2]);
    if (!found) return false;
    return !url.hash || guide(found.key).sections.some((section) => `#${section.id}` === url.hash);
  }
  return true;
}

describe("documentation index and help", () => {
  it("lists every guide on /docs, each link opening its guide", async () => {
    const user = userEvent.setup();
    renderDocs("/docs");
    const list = within(screen.getByRole("navigation", { name: "Guides" }));
    expect(list.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(GUIDES.map(({ slug }) => guidePath(slug)));
    await user.click(list.getByRole("link", { name: guide("versions").title }));
    expect(screen.getByRole("heading", { level: 1, name: guide("versions").title })).toBeInTheDocument();
  });

  it("lists every guide on /help too", () => {
    renderDocs("/help");
    for (const { slug, key } of GUIDES) expect(screen.getByRole("link", { name: guide(key).title })).toHaveAttribute("href", guidePath(slug));
  });

  it("says so when a guide does not exist", () => {
    renderDocs("/docs/inconnu");
    expect(screen.getByRole("heading", { level: 1, name: "Guide introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Toute la documentation/ })).toHaveAttribute("href", "/docs");
  });
});

describe.each(GUIDES)("guide $slug", ({ slug, key }) => {
  it("renders its title and one section per entry of its table of contents", async () => {
    await renderEveryPage(guidePath(slug));
    expect(screen.getByRole("heading", { level: 1, name: guide(key).title })).toBeInTheDocument();
    const toc = within(screen.getByRole("navigation", { name: "Sur cette page" }));
    const anchors = toc.getAllByRole("link").filter((link) => link.getAttribute("href")!.startsWith("#"));
    expect(anchors.length).toBe(guide(key).sections.length);
    for (const anchor of anchors) {
      const section = document.getElementById(anchor.getAttribute("href")!.slice(1));
      expect(section, anchor.getAttribute("href")!).not.toBeNull();
      expect(within(section!).getByRole("heading", { level: 2 })).toHaveTextContent(anchor.textContent!);
    }
  });
});

describe("links and images", () => {
  it.each(DOC_PAGES)("every internal link of %s resolves", async (path) => {
    await renderEveryPage(path);
    const hrefs = screen.getAllByRole("link").map((link) => link.getAttribute("href")!).filter((href) => !/^(mailto:|https?:)/.test(href));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (href.startsWith("#")) expect(document.getElementById(href.slice(1)), `${path}${href}`).not.toBeNull();
      else expect(resolves(href), `${path} → ${href}`).toBe(true);
    }
  });

  it("refuses links to pages that do not exist (the check above can fail)", () => {
    expect(resolves("/docs/inconnu")).toBe(false);
    expect(resolves("/docs/editeur#nulle-part")).toBe(false);
    expect(resolves("/nulle-part")).toBe(false);
    expect(resolves("/docs/editeur#raccourcis")).toBe(true);
  });

  it.each(GUIDES.map(({ slug }) => guidePath(slug)))("every image of %s exists in public/docs and has alt text", async (path) => {
    await renderEveryPage(path);
    for (const image of screen.queryAllByRole("img")) {
      const src = image.getAttribute("src")!;
      expect(src.startsWith(FIGURE_BASE)).toBe(true);
      const file = join(PUBLIC_DIR, src);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(1000);
      expect(image.getAttribute("alt")).not.toBe("");
    }
  });

  it("keeps no screenshot that no page shows", () => {
    const shown = new Set(GUIDES.flatMap(({ key }) => guide(key).sections.flatMap((section) => section.blocks.filter(isFigure).map((block) => block.figure))));
    expect(shown.size).toBeGreaterThan(0);
    const files = readdirSync(join(PUBLIC_DIR, "docs")).filter((name) => name.endsWith(".png"));
    expect(files.sort()).toEqual([...shown].sort());
  });
});

describe("parts drawn from the product", () => {
  it("shows each plan's limits as the plans API gives them", async () => {
    await renderEveryPage(guidePath("offres"));
    const table = screen.getByRole("table", { name: "Limites de chaque plan" });
    const rows = within(table).getAllByRole("row").map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent?.replace(/\u202f|\u00a0/g, " ")));
    expect(rows).toEqual([
      ["Limite", "Découverte", "Atelier"],
      ["Diagrammes", "4", "Illimité"],
      ["Tables par diagramme", "25", "1 200"],
      ["Membres d'équipe", "—", "9"],
      ["Versions par diagramme", "7", "Illimité"],
      ["Imports SQL par mois", "—", "40"],
      ["Support prioritaire", "—", "Oui"],
    ]);
  });

  it("says so when the plans cannot be loaded", async () => {
    server.use(http.get("*/api/packages/", () => HttpResponse.json({ detail: "boom" }, { status: 500 })));
    renderDocs(guidePath("offres"));
    expect(await screen.findByRole("alert")).toHaveTextContent("Les plans n'ont pas pu être chargés.");
  });

  it("lists every shortcut the editor handles, with the editor's own words", async () => {
    await renderEveryPage(guidePath("editeur"));
    const listed = screen.getAllByRole("term").map((term) => term.textContent);
    const expected = SHORTCUTS.filter((shortcut) => shortcut.label).map((shortcut) => i18n.t(`shortcuts.items.${shortcut.label}` as "shortcuts.items.undo", { ns: "editor" }));
    expect(listed.sort()).toEqual(expected.sort());
    await waitFor(() => expect(screen.getByRole("region", { name: "Zoom" })).toHaveTextContent("Ctrl"));
  });
});
