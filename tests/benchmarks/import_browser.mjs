// The SQL import as a user sees it, in Debian's Chromium (issue 16 item 5): the designer page of
// an empty diagram uploads a file, and the page's own clock times the upload's answer, the first
// streamed tables reaching the page's socket, the first frame the editor draws with them, the
// stream's end (the document stored) at the socket, and the first frame drawn with the stored
// document (fetched by the page after the end). Run by tests/benchmarks/import_e2e.py
// (--browser) against the stack it started; prints one line of JSON (milliseconds from the
// upload's start).
// usage: node tests/benchmarks/import_browser.mjs '{"base": …, "login": {…}, "project": 1,
//        "file": "/tmp/x.sql", "tables": 5430, "autoLayout": false}'
import { readFileSync } from "node:fs";

import { launchChromium, signedInContext } from "./browser.mjs";

const { base, login, project, file, tables, autoLayout } = JSON.parse(process.argv[2]);
const browser = await launchChromium();
try {
  const page = await (await signedInContext(browser, login)).newPage();
  await page.goto(`${base}/projects/${project}`);
  await page.waitForFunction(() => window.__relataEditor && window.__relataSync?.isJoined, null, { timeout: 60_000 });
  const sql = readFileSync(file, "latin1"); // bytes as they are: the page sends them back as such
  const figures = await page.evaluate(async ({ sql, tables, autoLayout, project }) => {
    const editor = window.__relataEditor;
    const sync = window.__relataSync;
    const marks = {};
    const since = (start) => (at) => Math.round(at - start);
    let finish;
    const done = new Promise((resolve) => { finish = resolve; });
    sync.onImport((frame) => {
      if (frame.type === "import_tables" && marks.socket === undefined) marks.socket = performance.now();
      if (frame.type === "import_end") marks.end = performance.now();
    });
    const draw = editor.drawNow.bind(editor);
    editor.drawNow = () => {
      const stats = draw();
      const now = performance.now();
      if (marks.drawn === undefined && editor.incoming?.tables.length > 0) marks.drawn = now;
      if (marks.complete === undefined && !editor.incoming && editor.document.tables.length >= tables) {
        marks.complete = now;
        finish();
      }
      return stats;
    };
    const bytes = Uint8Array.from(sql, (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append("sql_file", new Blob([bytes], { type: "application/sql" }), "schema.sql");
    form.append("merge_with_existing", "false");
    form.append("auto_layout", String(autoLayout));
    const start = performance.now();
    const response = await fetch(`/api/projects/${project}/import_sql/`, {
      method: "POST", body: form, headers: { Authorization: `Bearer ${localStorage.getItem("access")}` },
    });
    marks.answered = performance.now();
    if (response.status !== 202) return { error: response.status, body: await response.text() };
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 180_000))]);
    const at = since(start);
    return {
      answeredMs: at(marks.answered),
      socketFirstMs: marks.socket === undefined ? null : at(marks.socket),
      drawnFirstMs: marks.drawn === undefined ? null : at(marks.drawn),
      endAtSocketMs: marks.end === undefined ? null : at(marks.end),
      completeMs: marks.complete === undefined ? null : at(marks.complete),
    };
  }, { sql, tables, autoLayout, project });
  console.log(JSON.stringify(figures));
} finally {
  await browser.close();
}
