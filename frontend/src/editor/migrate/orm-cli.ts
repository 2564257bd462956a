/**
 * The ORM migration generators from the command line, for the Python checks that apply them
 * for real (tests/unit/migrations_orm): `node orm-cli.js DIR...` reads DIR/before.json and
 * DIR/after.json and writes DIR/django/<NNNN_name>.py and DIR/laravel/<stamp>_relata_changes.php.
 * Several folders in one call: one Node start for a whole batch of version pairs. Bundled on the
 * fly with `vite build --ssr src/editor/migrate/orm-cli.ts`; Node is reached through
 * cliNode.ts.
 */
import type { DiagramDocument } from "../model/types";
import { djangoMigration } from "./django";
import { laravelMigration } from "./laravel";
import { fs, node } from "../cliNode";

const folders = node.argv.slice(2);
if (folders.length === 0) {
  console.error("usage: node orm-cli.js DIR... (each DIR holding before.json and after.json)");
  node.exitCode = 2;
}
// A fixed date: the same documents give the same files, migration names included.
const now = new Date(Date.UTC(2025, 0, 2, 3, 4, 5));
for (const dir of folders) {
  const read = (name: string) => JSON.parse(fs.readFileSync(`${dir}/${name}`, "utf8")) as DiagramDocument;
  const before = read("before.json");
  const after = read("after.json");
  fs.mkdirSync(`${dir}/django`, { recursive: true });
  fs.mkdirSync(`${dir}/laravel`, { recursive: true });
  const django = djangoMigration(before, after, { previous: "0001_initial", name: "relata_changes", now });
  fs.writeFileSync(`${dir}/django/${django.fileName}`, django.content);
  const laravel = laravelMigration(before, after, { now });
  fs.writeFileSync(`${dir}/laravel/${laravel.fileName}`, laravel.content);
}
