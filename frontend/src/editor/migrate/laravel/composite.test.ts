/** A composite foreign key added and dropped between two versions, the Laravel way (issue 13 item 4). */
import { describe, expect, it } from "vitest";

import { compositeDocument, keylessCompositeDocument as keyless } from "../../export/fixtures";
import { laravelMigration } from "./index";

const NOW = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));


describe("Laravel migration of a composite foreign key", () => {
  it("adds it with column lists in up() and drops it by name in down(), changing no column", () => {
    const text = laravelMigration(keyless(), compositeDocument(), { now: NOW }).content;
    const [up, down] = text.split("public function down(): void");
    expect(up).toContain("$table->foreign(['a', 'b'], 'fk_c_a_b')->references(['a', 'b'])->on('p')->onDelete('cascade')->onUpdate('cascade');");
    expect(down).toContain("$table->dropForeign('fk_c_a_b');");
    expect(text).not.toContain("->change()");
  });

  it("writes nothing when the key is the same in both versions", () => {
    expect(laravelMigration(compositeDocument(), compositeDocument(), { now: NOW }).content).toContain("// Aucune modification entre les deux versions.");
  });
});
