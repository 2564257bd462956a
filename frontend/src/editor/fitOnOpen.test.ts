import { describe, expect, it } from "vitest";

import { Editor } from "./editor";
import { tableRect, unionRect } from "./model/geometry";
import { documentOf, table } from "./testing/fixtures";
import { worldToScreen } from "./viewport/camera";
import { emptyDocument } from "./model/types";
import * as actions from "./actions";

const editorWithoutFrames = () => new Editor(() => 0);
const diagram = () => documentOf([table("a", 0, 0, ["id", "name"]), table("b", 400, 200, ["id", "a_id"])]);

/** Every table on the canvas, at a zoom one can read. */
function expectFitted(editor: Editor) {
  expect(editor.camera.scale).toBeGreaterThanOrEqual(0.5);
  for (const t of editor.document.tables) {
    const rect = tableRect(t);
    const topLeft = worldToScreen(editor.camera, rect.x, rect.y);
    const bottomRight = worldToScreen(editor.camera, rect.x + rect.width, rect.y + rect.height);
    expect(topLeft.x).toBeGreaterThanOrEqual(0);
    expect(topLeft.y).toBeGreaterThanOrEqual(0);
    expect(bottomRight.x).toBeLessThanOrEqual(editor.width);
    expect(bottomRight.y).toBeLessThanOrEqual(editor.height);
  }
  const content = unionRect(editor.document.tables.map(tableRect))!;
  const centre = worldToScreen(editor.camera, content.x + content.width / 2, content.y + content.height / 2);
  expect(centre.x).toBeCloseTo(editor.width / 2);
  expect(centre.y).toBeCloseTo(editor.height / 2);
}

describe("Editor: the fit of an opening diagram", () => {
  it("waits for the canvas's size instead of fitting a 0×0 canvas (10 % in the corner)", () => {
    const editor = editorWithoutFrames();
    editor.load(diagram());
    editor.fitOnOpen();
    expect(editor.camera.scale).toBe(1);
    editor.resize(1200, 800, 1);
    expectFitted(editor);
  });

  it("a centre asked before the canvas is sized happens once it is", () => {
    const editor = editorWithoutFrames();
    editor.load(diagram());
    editor.centerView();
    editor.resize(1000, 700, 1);
    expectFitted(editor);
  });

  it("follows the canvas as it settles (the sidebar takes its width), until the user moves the view", () => {
    const editor = editorWithoutFrames();
    editor.load(diagram());
    editor.resize(1400, 800, 1);
    editor.fitOnOpen();
    editor.resize(1100, 800, 1);
    expectFitted(editor);
    editor.panBy(30, 0);
    const moved = editor.camera;
    editor.resize(900, 800, 1);
    expect(editor.camera).toBe(moved);
  });

  it("fits the document that arrives after an empty one was shown", () => {
    const editor = editorWithoutFrames();
    editor.resize(1200, 800, 1);
    editor.load(emptyDocument());
    editor.fitOnOpen();
    editor.applyRebased(diagram());
    expectFitted(editor);
  });

  it("does not move the view on the user's edits or on collaborators' changes to a shown diagram", () => {
    const editor = editorWithoutFrames();
    editor.resize(1200, 800, 1);
    editor.load(diagram());
    editor.fitOnOpen();
    const fitted = editor.camera;
    editor.applyRebased(documentOf([...diagram().tables, table("c", 3000, 3000, ["id"])]));
    expect(editor.camera).toBe(fitted);
    editor.dispatch(actions.moveTable("a", 50, 60));
    editor.resize(800, 600, 1);
    expect(editor.camera).toBe(fitted);
  });
});
