/** A mocked server's reading of a request's JSON body, inflated when the client compressed it
 * (whole-document writes go gzip-compressed: src/shared/api/gzipBody.ts). */
export async function requestJson(request: Request): Promise<unknown> {
  if (request.headers.get("Content-Encoding") !== "gzip") return request.json();
  const inflated = new Response(request.body!.pipeThrough(new DecompressionStream("gzip")));
  return inflated.json();
}
