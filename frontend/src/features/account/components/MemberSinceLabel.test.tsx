import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import "@/shared/i18n";

import { MemberSinceLabel } from "./MemberSinceLabel";

const now = new Date(2026, 10, 22, 12);
const daysAgo = (days: number) => new Date(2026, 10, 22 - days, 9).toISOString();

describe("the member-since label speaks French", () => {
  it.each([
    [0, "Membre depuis aujourd'hui"],
    [1, "Membre depuis hier"],
    [2, "Membre depuis 2 jours"],
    [29, "Membre depuis 29 jours"],
    [31, "Membre depuis 1 mois"],
    [400, "Membre depuis 1 an"],
    [800, "Membre depuis 2 ans"],
  ])("%i days after joining: %s", (days, expected) => {
    render(<MemberSinceLabel joined={daysAgo(days)} now={now} />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
