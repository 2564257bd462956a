/**
 * A picture of a big diagram is drawn on the main thread (PNG: 3 s at 1 000 tables, PDF: 2–5 s):
 * the page would look frozen. From SLOW_EXPORT_TABLES tables a « Génération de l'export… » toast
 * is shown, and painted before the work starts, then taken away whatever the outcome.
 */
import { toast } from "sonner";

export const SLOW_EXPORT_TABLES = 300;

/** After the next frame: the toast is on screen before the main thread is taken. */
const afterNextPaint = () => new Promise<void>((resolve) => {
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(resolve, 0));
  else setTimeout(resolve, 0);
});

export async function whileExporting<T>(tables: number, message: string, work: () => Promise<T>): Promise<T> {
  if (tables < SLOW_EXPORT_TABLES) return work();
  const id = toast.loading(message);
  try {
    await afterNextPaint();
    return await work();
  } finally {
    toast.dismiss(id);
  }
}
