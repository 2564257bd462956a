/**
 * Whole-document writes go gzip-compressed (`Content-Encoding: gzip`): a 10 000-table diagram is
 * ~70 MB of JSON, ~2–8 MB compressed, while the server takes at most 10 MiB of plain JSON
 * (web/core/request_guard.py bounds the compressed body and what it inflates to). The browser
 * compresses with CompressionStream, off the main thread's JavaScript.
 */

/** `value` as gzip-compressed JSON. */
export async function gzipJson(value: unknown): Promise<Uint8Array> {
  const compressed = new Response(JSON.stringify(value)).body!.pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/** The options of an openapi-fetch call that sends `body` compressed. */
export async function compressedBody<T>(body: T) {
  const compressed = await gzipJson(body);
  return { body, bodySerializer: () => compressed, headers: { "Content-Encoding": "gzip" } };
}
