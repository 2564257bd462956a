// The gestures of the editor benchmark (issue 16): pan, wheel zoom and a table drag, each driven
// two ways: from Node through Chromium's input pipeline (CDP Input.dispatchMouseEvent at 60 Hz,
// so hit testing, event dispatch and coalescing are measured too), and from inside the page (the
// events dispatched on the canvas in each animation frame, as the first benchmark did).

const HZ = 60;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a gesture starts, in CSS pixels of the page: the canvas centre, or for a drag a table's
 * header (the middle table of the document, brought to the centre of the screen). */
async function originOf(page, gesture) {
  return page.evaluate((drag) => {
    const editor = window.__relataEditor;
    const r = document.querySelector("canvas").getBoundingClientRect();
    if (!drag) return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    const tables = editor.document.tables;
    const t = tables[Math.floor(tables.length / 2)];
    editor.reveal(t.id);
    const s = editor.camera.scale;
    return { x: r.left + t.x * s + editor.camera.offsetX + 40 * s, y: r.top + t.y * s + editor.camera.offsetY + 10 * s };
  }, gesture === "drag");
}

/** The pointer's path for frame `i`: one shape for both drivers so their figures compare. */
export const PATHS = {
  pan: (i, o) => ({ x: o.x + Math.sin(i / 15) * 300, y: o.y + Math.cos(i / 20) * 200 }),
  drag: (i, o) => ({ x: o.x + Math.sin(i / 12) * 250, y: o.y + Math.cos(i / 12) * 120 }),
  // 40 px of wheel a frame, in for 20 frames then out for 20: between 100 % and about 210 %.
  zoom: (i) => (Math.floor(i / 20) % 2 === 0 ? -40 : 40),
};

/** Real input: the gesture sent to the browser at 60 Hz for `seconds`. Each event is awaited
 * (Chromium answers once the page has taken it), late events are sent at once, never dropped.
 * `started` runs after the press (selecting a table re-renders the sidebar: not a drag frame). */
export async function driveWithInput(page, cdp, gesture, seconds, started) {
  const origin = await originOf(page, gesture);
  const button = gesture === "pan" ? "middle" : "left";
  const buttons = gesture === "pan" ? 4 : 1;
  const mouse = (params) => cdp.send("Input.dispatchMouseEvent", { pointerType: "mouse", ...params });
  if (gesture !== "zoom") {
    const start = PATHS[gesture](0, origin);
    await mouse({ type: "mouseMoved", ...start });
    await mouse({ type: "mousePressed", ...start, button, buttons, clickCount: 1 });
  }
  await started();
  const t0 = performance.now();
  const count = Math.round(seconds * HZ);
  let last = origin;
  for (let i = 1; i <= count; i += 1) {
    const due = t0 + (i * 1000) / HZ;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (gesture === "zoom") {
      // Ctrl + wheel zooms (pointer.ts); modifiers 2 is Ctrl.
      await mouse({ type: "mouseWheel", x: origin.x, y: origin.y, deltaX: 0, deltaY: PATHS.zoom(i), modifiers: 2 });
    } else {
      last = PATHS[gesture](i, origin);
      await mouse({ type: "mouseMoved", ...last, button, buttons });
    }
  }
  if (gesture !== "zoom") await mouse({ type: "mouseReleased", ...last, button, buttons: 0, clickCount: 1 });
}

/** Synthetic input: the same paths dispatched on the canvas inside the page, once a frame. */
export async function driveInPage(page, gesture, seconds, started) {
  const origin = await originOf(page, gesture);
  const setup = (gesture) => {
    const canvas = document.querySelector("canvas");
    const button = gesture === "pan" ? 1 : 0;
    const buttons = gesture === "pan" ? 4 : 1;
    return (type, p) => canvas.dispatchEvent(new PointerEvent(type, { clientX: p.x, clientY: p.y, button, buttons, pointerId: 1, bubbles: true }));
  };
  if (gesture !== "zoom") {
    await page.evaluate(({ setupSource, gesture, start }) => new Function(`return (${setupSource})`)()(gesture)("pointerdown", start),
      { setupSource: setup.toString(), gesture, start: PATHS[gesture](0, origin) });
  }
  await started();
  await page.evaluate(async ({ gesture, seconds, origin, pathSource, setupSource }) => {
    const path = new Function(`return (${pathSource})`)();
    const pointer = new Function(`return (${setupSource})`)()(gesture);
    const canvas = document.querySelector("canvas");
    let last = origin;
    await new Promise((resolve) => {
      const end = performance.now() + seconds * 1000;
      let i = 1;
      const tick = (now) => {
        if (gesture === "zoom") {
          canvas.dispatchEvent(new WheelEvent("wheel", { clientX: origin.x, clientY: origin.y, deltaY: path(i), ctrlKey: true, bubbles: true, cancelable: true }));
        } else {
          last = path(i, origin);
          pointer("pointermove", last);
        }
        i += 1;
        if (now < end) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
    if (gesture !== "zoom") pointer("pointerup", last);
  }, { gesture, seconds, origin, pathSource: PATHS[gesture].toString(), setupSource: setup.toString() });
}

/** Starts recording frames in the page: animation frame timestamps and the editor's draws. */
export function startRecording(page) {
  return page.evaluate(() => {
    const editor = window.__relataEditor;
    const record = { stamps: [], draws: [], partial: 0, running: true };
    window.__benchRecord = record;
    const original = editor.drawNow;
    editor.drawNow = function drawTimed() {
      const start = performance.now();
      const result = original.call(this);
      record.draws.push(performance.now() - start);
      if (result?.partial) record.partial += 1;
      return result;
    };
    record.restore = () => { editor.drawNow = original; };
    const tick = (now) => {
      record.stamps.push(now);
      if (record.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export function stopRecording(page) {
  return page.evaluate(() => {
    const record = window.__benchRecord;
    record.running = false;
    record.restore();
    const deltas = record.stamps.slice(1).map((t, i) => t - record.stamps[i]);
    return { deltas, draws: record.draws, partial: record.partial };
  });
}
