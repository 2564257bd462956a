import { expect, test } from "../support/test";

import { createDiagramViaApi, signIn } from "../support/api";
import { column, storedRelation, storedTable } from "../support/editor";
import { person } from "../support/people";

type Camera = { scale: number; offsetX: number; offsetY: number };

/** Which of the screen's pixels along a row are grid dots, at a camera, read from the canvas. */
function dotColumns(page: import("@playwright/test").Page, camera: Camera, y: number) {
  return page.evaluate(([cam, row]) => {
    const editor = (window as unknown as { __relataEditor: { setCamera: (c: Camera) => void; drawNow: () => void } }).__relataEditor;
    editor.setCamera(cam);
    editor.drawNow();
    const canvas = document.querySelector("canvas")!;
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    const pixels = canvas.getContext("2d")!.getImageData(0, Math.round(row * ratio), Math.round(200 * ratio), 1).data;
    const columns: number[] = [];
    // The background is #f8fafc; a dot (#e2e8f0) darkens the pixel it covers.
    for (let x = 0; x < pixels.length / 4; x += 1) if (pixels[x * 4] < 244) columns.push(Math.round(x / ratio));
    return columns;
  }, [camera, y] as const);
}

test("the dotted grid falls every 40 px of the world, where the view puts it, at any zoom", async ({ page, request }) => {
  const owner = await person(request, "grd");
  const project = await createDiagramViaApi(request, owner.headers, "Grille");
  await signIn(page, owner.username);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();

  expect(await dotColumns(page, { scale: 1, offsetX: 0, offsetY: 0 }, 80)).toEqual([0, 1, 40, 41, 80, 81, 120, 121, 160, 161]);
  expect(await dotColumns(page, { scale: 1, offsetX: 13, offsetY: 0 }, 80)).toEqual([13, 14, 53, 54, 93, 94, 133, 134, 173, 174]);
  expect(await dotColumns(page, { scale: 0.5, offsetX: 0, offsetY: 0 }, 60)).toEqual([0, 20, 40, 60, 80, 100, 120, 140, 160, 180]);
  // Between the rows of dots, nothing.
  expect(await dotColumns(page, { scale: 1, offsetX: 0, offsetY: 0 }, 60)).toEqual([]);
});

/**
 * The canvas as drawn now, and as a whole frame draws it: how many bytes differ by more than 8 of
 * 255, and whether the frame shown was drawn in part. Below that is the rasteriser's rounding: a
 * relations' path holding fewer routes (those of the redrawn part) gets its anti-aliasing a few
 * levels off on slanted strokes (a crow's foot). Anything stale or missing differs by far more.
 */
function partOfWhole(page: import("@playwright/test").Page) {
  return page.evaluate(async () => {
    const editor = (window as unknown as { __relataEditor: { renderer: { forget: () => void }; drawNow: () => void; lastFrame: { partial?: boolean } } }).__relataEditor;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const canvas = document.querySelector("canvas")!;
    const ctx = canvas.getContext("2d")!;
    const shown = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    const partial = Boolean(editor.lastFrame.partial);
    editor.renderer.forget();
    editor.drawNow();
    const whole = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let differing = 0;
    for (let i = 0; i < shown.length; i += 1) if (Math.abs(shown[i] - whole[i]) > 8) differing += 1;
    return { partial, differing };
  });
}

test("a table dragged by the mouse, drawn a part of the screen at a time, looks as a whole redraw does", async ({ page, request }) => {
  const owner = await person(request, "drg");
  const project = await createDiagramViaApi(request, owner.headers, "Damier");
  // 6 × 5 tables (the free plan's 30), each linked to its right-hand and lower neighbours: paths cross the dragged table.
  const tables = [];
  const relations = [];
  for (let i = 0; i < 6; i += 1) {
    for (let j = 0; j < 5; j += 1) {
      const id = `t${i}_${j}`;
      tables.push(storedTable(id, `table_${i}_${j}`, i * 330, j * 230, [column(`${id}_id`, "id"), column(`${id}_a`, "a"), column(`${id}_b`, "b")]));
      if (i > 0) relations.push(storedRelation(`r${i}_${j}`, `t${i - 1}_${j}`, `t${i - 1}_${j}_id`, id, `${id}_a`));
      if (j > 0) relations.push(storedRelation(`s${i}_${j}`, `t${i}_${j - 1}`, `t${i}_${j - 1}_id`, id, `${id}_b`));
    }
  }
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations }, revision: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);
  await signIn(page, owner.username);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: unknown[] } } }).__relataEditor.document.tables.length)).toBe(30);

  for (const scale of [1, 0.6]) {
    const start = await page.evaluate((s) => {
      const editor = (window as unknown as { __relataEditor: { setCamera: (c: Camera) => void; document: { tables: Array<{ id: string; x: number; y: number }> } } }).__relataEditor;
      editor.setCamera({ scale: s, offsetX: 40, offsetY: 30 });
      const t = editor.document.tables.find((x) => x.id === "t2_1")!;
      const box = document.querySelector("canvas")!.getBoundingClientRect();
      return { x: box.left + 40 + (t.x + 60) * s, y: box.top + 30 + (t.y + 15) * s };
    }, scale);
    // The zoom rests and every table is painted: the drag's frames start from a finished one.
    await expect.poll(() => page.evaluate(() => {
      const editor = (window as unknown as { __relataEditor: { zooming: boolean; lastFrame: { incomplete: boolean } } }).__relataEditor;
      return !editor.zooming && !editor.lastFrame.incomplete;
    })).toBe(true);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    // Away from the canvas's edges, where the view would scroll.
    for (let step = 1; step <= 4; step += 1) {
      for (let i = 1; i <= 5; i += 1) await page.mouse.move(start.x - step * 20 - i * 3, start.y + step * 12 - i * 2);
      expect(await partOfWhole(page), `at ${scale * 100} %, step ${step}`).toEqual({ partial: true, differing: 0 });
    }
    await page.mouse.up();
  }
});
