import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";

import { i18n } from "@/shared/i18n";

import { ARTICLES, formatPublishedOn, readingMinutes, wordCount, type ArticleContent } from "./blog/articles";
import { BlogArticlePage } from "./routes/BlogArticlePage";
import { BlogPage } from "./routes/BlogPage";
import { ContactPage } from "./routes/ContactPage";
import { DocsPage } from "./routes/DocsPage";
import { HelpPage } from "./routes/HelpPage";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/docs" element={<DocsPage />} />
        <Route path="/blog" element={<BlogPage />} />
        <Route path="/blog/:slug" element={<BlogArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const article = (key: (typeof ARTICLES)[number]["key"]): ArticleContent => i18n.t(key, { ns: "blog", returnObjects: true });

describe("Contact page", () => {
  it("gives the team and support addresses with mailto buttons", () => {
    renderAt("/contact");
    expect(screen.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeInTheDocument();
    expect(screen.getByText("contact@relata.app")).toBeInTheDocument();
    expect(screen.getByText("support@relata.app")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Écrire à l'équipe" })).toHaveAttribute("href", "mailto:contact@relata.app");
    expect(screen.getByRole("link", { name: "Écrire au support" })).toHaveAttribute("href", "mailto:support@relata.app");
  });

  it("promises an answer within 2 business days and points to the help", async () => {
    renderAt("/contact");
    expect(screen.getByText(/Nous répondons sous 2 jours ouvrés/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Consulter l'aide" }));
    expect(screen.getByRole("heading", { level: 1, name: "Aide & Support" })).toBeInTheDocument();
  });
});

describe("Help page", () => {
  it("answers the account questions", () => {
    renderAt("/help");
    const questions = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(questions).toEqual([
      "Comment créer un compte ?",
      "Comment me connecter ?",
      "J'ai oublié mon mot de passe, que faire ?",
      "Pourquoi vérifier mon adresse email ?",
      "Comment modifier mon profil ou ma photo ?",
      "Comment changer mon mot de passe ?",
      "Comment supprimer mon compte ?",
    ]);
  });

  it("states the rules users run into", () => {
    renderAt("/help");
    expect(screen.getByText(/saisissez votre nom d'utilisateur ou votre adresse email/)).toBeInTheDocument();
    expect(screen.getByText(/de 2 Mo maximum/)).toBeInTheDocument();
    expect(screen.getByText(/le nouveau \(8 caractères minimum\)/)).toBeInTheDocument();
    expect(screen.getByText(/vos autres sessions sont déconnectées/)).toBeInTheDocument();
    expect(screen.getByText(/l'opération est irréversible/)).toBeInTheDocument();
  });

  it("sends a forgotten password to the reset flow", () => {
    renderAt("/help");
    expect(screen.getByText(/cliquez sur « Mot de passe oublié \? »/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Réinitialiser mon mot de passe" })).toHaveAttribute("href", "/forgot-password");
  });

  it("tells where to get more help", () => {
    renderAt("/help");
    expect(screen.getByRole("link", { name: "support@relata.app" })).toHaveAttribute("href", "mailto:support@relata.app");
    expect(screen.getByRole("link", { name: "Toutes les façons de nous contacter" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Lire la documentation" })).toHaveAttribute("href", "/docs");
  });
});

describe("Documentation page", () => {
  it("documents the account pages that exist, each reachable from the table of contents", () => {
    renderAt("/docs");
    const toc = within(screen.getByRole("navigation", { name: "Sommaire" }));
    const entries = toc.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(entries).toEqual([
      ["Premiers pas", "#premiers-pas"],
      ["Votre compte", "#compte"],
      ["Connexion et déconnexion", "#connexion"],
      ["Mot de passe oublié", "#mot-de-passe-oublie"],
    ]);
    for (const [title, href] of entries) {
      const heading = screen.getByRole("heading", { level: 2, name: title! });
      expect(heading.closest("section")).toHaveAttribute("id", href!.slice(1));
    }
  });

  it("opens with the guides, before the account sections", () => {
    renderAt("/docs");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe("Guides");
    expect(headings.slice(1)).toEqual(["Premiers pas", "Votre compte", "Connexion et déconnexion", "Mot de passe oublié"]);
  });
});

describe("Blog", () => {
  it("lists every article with its date and reading time", () => {
    renderAt("/blog");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText("27 octobre 2025")).toBeInTheDocument();
    expect(within(items[0]).getByText(/\d+ min de lecture/)).toBeInTheDocument();
  });

  it.each([
    ["Bien nommer ses tables et ses colonnes", "/blog/bien-nommer-tables-et-colonnes"],
    ["Clés primaires : entier auto-incrémenté ou UUID ?", "/blog/cle-primaire-entier-ou-uuid"],
    ["Normaliser sans excès", "/blog/normaliser-sans-exces"],
  ])("opens « %s » from the list", async (title, href) => {
    renderAt("/blog");
    const link = screen.getByRole("link", { name: title });
    expect(link).toHaveAttribute("href", href);
    await userEvent.click(link);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tous les articles" })).toHaveAttribute("href", "/blog");
  });

  it("shows an article's sections, date and reading time", () => {
    renderAt("/blog/cle-primaire-entier-ou-uuid");
    expect(screen.getByText("13 octobre 2025")).toBeInTheDocument();
    expect(screen.getByText(`${readingMinutes(article("primaryKeys"))} min de lecture`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "UUID v7 : le meilleur des deux mondes ?" })).toBeInTheDocument();
  });

  it("says so when the article does not exist", () => {
    renderAt("/blog/article-inconnu");
    expect(screen.getByRole("heading", { level: 1, name: "Article introuvable" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Tous les articles" })).toHaveAttribute("href", "/blog");
  });

  it.each(ARTICLES.map(({ key }) => key))("keeps article %s between 400 and 700 words", (key) => {
    const words = wordCount(article(key));
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(700);
  });

  it("rounds reading time up at 200 words a minute and formats dates in French", () => {
    const words = (count: number): ArticleContent => ({ title: "", summary: "", intro: [Array(count).fill("mot").join(" ")], sections: [] });
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(formatPublishedOn("2025-09-29")).toBe("29 septembre 2025");
  });
});
