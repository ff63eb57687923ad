/** The largest JSON body the API reads; a post's content limit plus room for the other fields. */
export const MAX_JSON_BODY_BYTES = 512 * 1024;

export type JsonBodyResult = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

const fail = (status: number, error: string) => ({ ok: false as const, response: Response.json({ error }, { status }) });

/**
 * Reads a JSON object from a request for the API: a wrong type, malformed JSON, a non-object or an oversized body
 * each get a clear 4xx instead of reaching a use case (or becoming a 500).
 */
export async function readJsonObject(request: Request): Promise<JsonBodyResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) return fail(415, "Send the body as JSON with Content-Type: application/json");
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_JSON_BODY_BYTES) return fail(413, "Request body is too large");
  const text = await readTextWithin(request, MAX_JSON_BODY_BYTES);
  if (text === null) return fail(413, "Request body is too large");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return fail(400, "Request body is not valid JSON");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return fail(400, "Request body must be a JSON object");
  return { ok: true, value: value as Record<string, unknown> };
}

/**
 * The body as text, or null as soon as it passes `limit` bytes: a chunked body (no Content-Length) is counted
 * while it arrives, and the rest is never read into memory.
 */
async function readTextWithin(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancelled: that would destroy the socket and the client would get a reset instead of the 413. The
      // server discards the rest once the answer is sent (drainUnreadBody in server/app.ts).
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** 405 with the methods a resource does answer. */
export function methodNotAllowed(allow: string[]): Response {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allow.join(", ") } });
}
