import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { withEnglish } from "@/test/english";

import { versionDay, versionMoment } from "./dates";
import type { VersionSummary } from "./types";
import { VersionTimeline } from "./VersionTimeline";

/** Over a week old, so the history shows its date rather than « il y a ». */
const moment = new Date(2025, 10, 25, 14, 3);

describe("a version's dates", () => {
  it("read as the seed's French by default", () => {
    expect(versionMoment(moment, "fr")).toBe("25 novembre 2025 à 14:03");
    expect(versionDay(moment, "fr")).toBe("25 novembre 2025");
  });

  it("read in English for English readers", () => {
    expect(versionMoment(moment, "en")).toBe("November 25, 2025 at 2:03 PM");
    expect(versionDay(moment, "en-GB")).toBe("November 25, 2025");
  });
});

describe("the version history in English", () => {
  withEnglish();

  const version: VersionSummary = {
    id: 1, project: 7, name: "Before the redesign", description: "", kind: "before_import", created_at: moment.toISOString(),
    created_by_details: { id: 1, username: "alice" }, revision: null, table_count: 1, relation_count: 2, snapshot_size: 2048, status: "ready",
  };

  it("dates an old version and its details in English", () => {
    render(<VersionTimeline versions={[version]} currentId={null} canEdit busyId={null} onRestore={() => undefined} onCompare={() => undefined} onDelete={() => undefined} />);
    expect(screen.getByText("November 25, 2025")).toBeInTheDocument();
    expect(screen.getByText(/1 table · 2 relations/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Details" }));
    return screen.findByText("Created on November 25, 2025 at 2:03 PM");
  });
});
