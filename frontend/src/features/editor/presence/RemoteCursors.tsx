import { MousePointer2 } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from "react";

import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";

import { CURSOR_IDLE_MS, cursorStore } from "./cursorStore";
import { FollowBanner } from "./FollowBanner";
import { useCursorBroadcast } from "./useCursorBroadcast";
import { useFollowing, useViewSharing } from "./usePresence";
import { cursorTransform } from "./viewMath";

/** How often idle cursors are looked for: the fade starts within a second of the 10 s. */
const IDLE_CHECK_MS = 1000;

export interface RemoteCursorsProps {
  sync: DiagramSync | null;
  editor: Editor;
  idleMs?: number;
}

/**
 * Over the canvas (mounted in the canvas's positioned container, after CanvasView): the
 * collaborators' cursors, the follow banner, and this user's own pointer sent to the others.
 * React renders a cursor when it appears or leaves; moves and camera changes only rewrite each
 * node's transform, at most once per animation frame, so twenty collaborators cost the page
 * twenty style writes a frame and no re-render.
 */
export function RemoteCursors({ sync, editor, idleMs = CURSOR_IDLE_MS }: RemoteCursorsProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const nodes = useRef(new Map<string, HTMLDivElement>());
  const store = useMemo(() => cursorStore(sync), [sync]);
  const labels = useSyncExternalStore(store.subscribe, store.getLabels, store.getLabels);
  const sharing = useViewSharing(sync, editor);
  const following = useFollowing(sharing);
  useCursorBroadcast(sync, editor, overlay);

  const place = useCallback(() => {
    const now = Date.now();
    for (const [userId, node] of nodes.current) {
      const position = store.tracker.position(userId);
      if (!position) continue;
      node.style.transform = cursorTransform(editor.camera, position.x, position.y);
      node.dataset.idle = String(store.tracker.isIdle(userId, now, idleMs));
    }
  }, [store, editor, idleMs]);

  // New nodes are placed before the browser paints them (never a flash at the corner).
  useLayoutEffect(place, [place, labels]);

  useEffect(() => {
    let frame: number | null = null;
    const request = () => {
      if (frame === null) {
        frame = requestAnimationFrame(() => {
          frame = null;
          place();
        });
      }
    };
    let camera = editor.camera;
    const stops = [
      store.onMove(request),
      // subscribeView also fires on hover: only a new camera moves the cursors.
      editor.subscribeView(() => {
        if (editor.camera === camera) return;
        camera = editor.camera;
        request();
      }),
    ];
    const idle = setInterval(request, IDLE_CHECK_MS);
    return () => {
      stops.forEach((stop) => stop());
      clearInterval(idle);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [store, editor, place]);

  return (
    <div
      ref={overlay}
      data-testid="remote-cursors"
      className="pointer-events-none absolute inset-0 z-[5] overflow-hidden"
      style={following ? { boxShadow: `inset 0 0 0 3px ${following.color}` } : undefined}
    >
      {labels.map(({ userId, name, color }) => (
        <div
          key={userId}
          ref={(node) => {
            if (!node) return;
            nodes.current.set(userId, node);
            return () => {
              nodes.current.delete(userId);
            };
          }}
          aria-hidden
          data-testid="remote-cursor"
          data-user-id={userId}
          className="absolute left-0 top-0 transition-opacity duration-500 will-change-transform data-[idle=true]:opacity-0"
        >
          <MousePointer2 aria-hidden className="size-5 drop-shadow" fill={color} stroke="white" strokeWidth={1.5} />
          <span className="ml-4 block -translate-y-1 whitespace-nowrap rounded-md px-1.5 py-0.5 text-xs font-medium text-white shadow" style={{ backgroundColor: color }}>
            {name}
          </span>
        </div>
      ))}
      {following && sharing ? <FollowBanner name={following.name} color={following.color} onStop={() => sharing.stop()} /> : null}
    </div>
  );
}
