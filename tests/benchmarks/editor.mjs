// Editor benchmark (issues 5 and 16): opens generated diagrams in the built designer in Debian's
// Chromium (headless, 1600×900) and prints the time to the first complete frame, the JS heap after
// a garbage collection, and for pan, wheel zoom and table drag the frame rate, the p95 frame time
// and how busy the main thread was, each gesture driven by real input (CDP, 60 Hz) and in-page.
// usage: node tests/benchmarks/editor.mjs [--sizes 5000,10000] [--seconds 5] [--drivers input,page]
//        [--profile drag] (a CPU profile of that gesture under real input, or of the open: hottest functions)
//        [--trace drag] (a Chromium trace of it: the main thread's time by event, native work included)
//        [--only pan@fit,drag@1] (those gestures at those zooms)
//        [--root ../other-checkout] (measure that checkout's built frontend and server instead)
// Needs `make install` and a built frontend (make run or make test do both).
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

import { launchChromium, signedInContext } from "./browser.mjs";

import { hottest } from "./cpu_profile.mjs";
import { mainThreadTime } from "./trace_summary.mjs";
import { driveInPage, driveWithInput, startRecording, stopRecording } from "./editor_gestures.mjs";

const args = Object.fromEntries(process.argv.slice(2).reduce((pairs, arg, i, all) => (arg.startsWith("--") ? [...pairs, [arg.slice(2), all[i + 1]]] : pairs), []));
// --root: another checkout's build measured by this script (the figures before a change).
const ROOT = args.root ?? join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const PY = join(ROOT, ".venv", "bin", "python");
const SIZES = (args.sizes ?? "5000,10000").split(",").map(Number);
const SECONDS = Number(args.seconds ?? 5);
const DRIVERS = (args.drivers ?? "input,page").split(",");
const PROFILE = args.profile ? args.profile.split(",") : [];
const ONLY = args.only ? args.only.split(",") : null;
const TRACE = args.trace ? args.trace.split(",") : [];
const TRACE_CATEGORIES = ["toplevel", "devtools.timeline", "blink", "cc", "v8"];
const PORT = Number(args.port ?? 8124);
const BASE = `http://127.0.0.1:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), "relata-bench-"));
const env = { ...process.env, RELATA_DATA_DIR: dataDir, RELATA_DISABLE_RATE_LIMITS: "1", DATABASE_URL: `sqlite:///${join(dataDir, "bench.sqlite3")}`, LOG_LEVEL: "WARNING" };
delete env.REDIS_URL;
execFileSync(PY, ["manage.py", "migrate", "--noinput", "-v0"], { cwd: ROOT, env, stdio: "inherit" });
const server = spawn(PY, ["-m", "web.server", "-q", "-b", "127.0.0.1", "-p", String(PORT)], { cwd: ROOT, env, stdio: "ignore" });
process.on("exit", () => server.kill());

async function waitForServer() {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** The benchmark user's tokens; a connection the starting server closes is tried again. */
async function signIn() {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await fetch(`${BASE}/api/auth/login/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "bench", password: "correct-horse-battery-9" }) });
      return await answer.json();
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value, digits = 1) => Number(value.toFixed(digits));

async function metrics(cdp) {
  const { metrics: list } = await cdp.send("Performance.getMetrics");
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** JS heap in use after a full garbage collection, in MB. */
async function heapMB(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  return round((await metrics(cdp)).JSHeapUsedSize / 2 ** 20);
}

/** Puts the view where the gesture starts (a zoom around the centre of the fitted diagram, or the
 * fit itself) and lets the tables' pictures finish painting. */
async function prepareView(page, zoom) {
  await page.evaluate((scale) => {
    const editor = window.__relataEditor;
    editor.centerView();
    if (scale === "fit") return;
    const { width, height, camera } = editor;
    const k = scale / camera.scale;
    editor.setCamera({ scale, offsetX: width / 2 - (width / 2 - camera.offsetX) * k, offsetY: height / 2 - (height / 2 - camera.offsetY) * k });
  }, zoom);
  await page.waitForTimeout(400);
}

/** One gesture measured: frames from requestAnimationFrame, the main thread's task time from
 * CDP (Performance.getMetrics TaskDuration), both over the wall time the gesture took. */
async function measure(page, cdp, gesture, driver, { profile, trace }) {
  let before = null;
  let t0 = 0;
  const started = async () => {
    await page.waitForTimeout(250); // the press's own work (selection, sidebar) is not a frame of the gesture
    await startRecording(page);
    if (profile) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.start");
    }
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    before = await metrics(cdp);
    t0 = performance.now();
  };
  if (driver === "input") await driveWithInput(page, cdp, gesture, SECONDS, started);
  else await driveInPage(page, gesture, SECONDS, started);
  const after = await metrics(cdp);
  const wallMs = performance.now() - t0;
  const cpu = profile ? (await cdp.send("Profiler.stop")).profile : null;
  const events = trace ? JSON.parse((await browser.stopTracing()).toString()).traceEvents : null;
  const { deltas, draws, partial } = await stopRecording(page);
  const busyMs = (after.TaskDuration - before.TaskDuration) * 1000;
  const row = {
    fps: round((deltas.length * 1000) / wallMs),
    p95FrameMs: round(percentile(deltas, 95)),
    draws: draws.length,
    partial,
    p95DrawMs: round(percentile(draws, 95)),
    busyPct: round((100 * busyMs) / wallMs),
    busyMsPerDraw: round(busyMs / Math.max(1, draws.length), 2),
  };
  await page.waitForTimeout(500); // the drop's recording and save settle before the next gesture
  return { row, cpu, events };
}

await waitForServer();
const browser = await launchChromium();
const report = [];
for (const tables of SIZES) {
  const relations = Math.round(tables * 1.5);
  const { project } = JSON.parse(execFileSync(PY, ["-m", "tests.benchmarks.seed_diagram", String(tables), String(relations)], { cwd: ROOT, env }).toString().trim().split("\n").pop());
  const login = await signIn();
  const context = await signedInContext(browser, login, { width: 1600, height: 900 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const profileOpen = PROFILE.includes("open");
  if (profileOpen) {
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.start");
  }
  await page.goto(`${BASE}/projects/${project}`);
  await page.waitForFunction(() => performance.getEntriesByName("relata:first-frame").length > 0, null, { timeout: 120_000, polling: 50 });
  const openProfile = profileOpen ? (await cdp.send("Profiler.stop")).profile : null;
  const firstFrameMs = Math.round(await page.evaluate(() => performance.getEntriesByName("relata:first-frame")[0].startTime));
  // When the document itself had arrived: the rest of the open is the page's work.
  const [documentAskedMs, documentFirstByteMs, documentMs] = await page.evaluate((id) => {
    const entry = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname.startsWith(`/api/projects/${id}`));
    return entry ? [entry.startTime, entry.responseStart, entry.responseEnd].map(Math.round) : [0, 0, 0];
  }, project);
  await page.waitForTimeout(1500); // the live session joins
  const heap = await heapMB(cdp);
  const rows = [];
  const profiles = openProfile ? [{ gesture: "the open", title: "CPU profile", top: hottest(openProfile) }] : [];
  // The three gestures of the issue at 100 %; a pan at 70 % and one with the whole diagram on screen.
  const gestures = [["pan", 1], ["zoom", 1], ["drag", 1], ["pan", 0.7], ["pan", "fit"]];
  for (const [gesture, zoom] of gestures) {
    if (ONLY && !ONLY.includes(`${gesture}@${zoom}`)) continue;
    for (const driver of DRIVERS) {
      await prepareView(page, zoom);
      const wanted = (list) => driver === "input" && zoom === 1 && list.includes(gesture);
      const { row, cpu, events } = await measure(page, cdp, gesture, driver, { profile: wanted(PROFILE), trace: wanted(TRACE) });
      const where = zoom === 1 ? "" : zoom === "fit" ? " (whole diagram in view)" : ` (${zoom * 100} %)`;
      rows.push({ gesture: `${gesture}${where}`, driver, ...row });
      if (cpu) profiles.push({ gesture, title: "CPU profile", top: hottest(cpu) });
      if (events) profiles.push({ gesture, title: "trace", top: mainThreadTime(events) });
    }
  }
  const heapAfter = await heapMB(cdp);
  report.push({ tables, relations, firstFrameMs, documentAskedMs, documentFirstByteMs, documentMs, heapMB: heap, heapAfterGesturesMB: heapAfter, rows, profiles });
  await context.close();
}
await browser.close();
server.kill();

for (const entry of report) {
  console.log(`\n${entry.tables} tables × 20 columns, ${entry.relations} relations — first complete frame ${entry.firstFrameMs} ms (document asked at ${entry.documentAskedMs} ms, first byte at ${entry.documentFirstByteMs} ms, received at ${entry.documentMs} ms), JS heap ${entry.heapMB} MB (${entry.heapAfterGesturesMB} MB after the gestures)`);
  console.table(entry.rows);
  for (const { gesture, title, top } of entry.profiles) {
    console.log(`${title} of ${gesture}, main thread by self time:`);
    console.table(top);
  }
}
console.log(JSON.stringify(report.map(({ profiles, ...entry }) => entry)));
