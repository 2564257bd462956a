import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";

import { LEGAL_PATHS } from "./paths";
import { PrivacyPolicyPage } from "./routes/PrivacyPolicyPage";
import { TermsOfUsePage } from "./routes/TermsOfUsePage";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Accueil de test</h1>} />
        <Route path={LEGAL_PATHS.privacy} element={<PrivacyPolicyPage />} />
        <Route path={LEGAL_PATHS.terms} element={<TermsOfUsePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const seeAlso = () => within(screen.getByRole("navigation", { name: "À lire également" }));

describe("Privacy policy (spec 000 §2 Legal pages)", () => {
  it("shows its title and the last update, 1 November 2025", () => {
    renderAt("/privacy-policy");
    expect(screen.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeInTheDocument();
    expect(screen.getByText("Dernière mise à jour : 1er novembre 2025")).toBeInTheDocument();
  });

  it("deactivates the account at once and deletes its data within 30 days", () => {
    renderAt("/privacy-policy");
    expect(screen.getByText(/votre compte est désactivé immédiatement/)).toBeInTheDocument();
    expect(screen.getByText(/supprimés définitivement dans un délai de 30 jours/)).toBeInTheDocument();
  });

  it("keeps billing and legal records for about 3 years", () => {
    renderAt("/privacy-policy");
    expect(screen.getByText(/pièces de facturation .* conservées environ 3 ans/)).toBeInTheDocument();
  });

  it("lists the user's rights and how to reach us", () => {
    renderAt("/privacy-policy");
    for (const right of ["Droit d'accès", "Droit de rectification", "Droit à l'effacement", "Droit à la portabilité", "Droit d'opposition"]) {
      expect(screen.getByText(new RegExp(`^${right} :`))).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { level: 2, name: /Nous contacter/ })).toBeInTheDocument();
    expect(screen.getAllByText(/contact@relata\.app/).length).toBeGreaterThan(0);
  });

  it("numbers its sections", () => {
    renderAt("/privacy-policy");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe("1. Qui sommes-nous");
    expect(headings.at(-1)).toMatch(new RegExp(`^${headings.length}\\. Nous contacter$`));
  });

  it("links to the terms of use and to home", async () => {
    renderAt("/privacy-policy");
    expect(seeAlso().getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await userEvent.click(seeAlso().getByRole("link", { name: "Conditions d'utilisation" }));
    expect(screen.getByRole("heading", { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
  });
});

describe("Terms of use (spec 000 §2 Legal pages)", () => {
  it("shows its title and the last update, 1 November 2025", () => {
    renderAt("/terms-of-use");
    expect(screen.getByRole("heading", { level: 1, name: "Conditions d'utilisation" })).toBeInTheDocument();
    expect(screen.getByText("Dernière mise à jour : 1er novembre 2025")).toBeInTheDocument();
  });

  it("is governed by Cameroonian law and its courts", () => {
    renderAt("/terms-of-use");
    expect(screen.getByText("Les présentes conditions sont régies par le droit camerounais.")).toBeInTheDocument();
    expect(screen.getByText(/juridictions compétentes du Cameroun/)).toBeInTheDocument();
  });

  it("notifies price changes with 30 days' notice", () => {
    renderAt("/terms-of-use");
    expect(screen.getByText(/Toute modification vous est notifiée par email avec 30 jours de préavis/)).toBeInTheDocument();
  });

  it("may close an account after 12 months of inactivity", () => {
    renderAt("/terms-of-use");
    expect(screen.getByText(/Après 12 mois d'inactivité, .* votre compte peut être fermé/)).toBeInTheDocument();
  });

  it("requires users to be at least 18", () => {
    renderAt("/terms-of-use");
    expect(screen.getByText(/Vous devez avoir au moins 18 ans/)).toBeInTheDocument();
  });

  it("leaves users the owners of their diagrams and describes plans and quotas", () => {
    renderAt("/terms-of-use");
    expect(screen.getByText(/Vous restez seul propriétaire des diagrammes/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: /Offres, quotas et paiement/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: /Utilisation acceptable/ })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: /Responsabilité$/ })).toBeInTheDocument();
  });

  it("links to the privacy policy and to home", async () => {
    renderAt("/terms-of-use");
    await userEvent.click(seeAlso().getByRole("link", { name: "Politique de confidentialité" }));
    expect(screen.getByRole("heading", { level: 1, name: "Politique de confidentialité" })).toBeInTheDocument();
    await userEvent.click(seeAlso().getByRole("link", { name: "Retour à l'accueil" }));
    expect(screen.getByRole("heading", { level: 1, name: "Accueil de test" })).toBeInTheDocument();
  });
});
