/** Shared by the presence tests: a joined DiagramSync on a fake socket (Alice on c1, Bob on c2)
 * and a headless editor of 800 × 600 that never draws. */
import { Editor } from "@/editor/editor";
import { setup } from "@/editor/sync/testing/harness";

export const bob = { id: 8, name: "Bob", color: "#ef4444", avatar: null };

export function joinedSession() {
  const harness = setup();
  harness.sync.start();
  harness.join();
  const editor = new Editor(() => 0);
  editor.resize(800, 600, 1);
  const socket = harness.net.last;
  return { ...harness, editor, socket };
}
