import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { isUnavailableError } from "~/db/unavailable.server";
import { fail, succeed, type Failure, type Result } from "~/modules/result";
import type { FileStorage, StoredFile } from "~/modules/storage/file-storage.server";

/** The one file a multipart form may carry, and what the domain accepts of it. */
export interface FileRule {
  /** The form field that carries it, e.g. "resume". */
  field: string;
  /** Storage key prefix, e.g. "resumes". */
  prefix: string;
  /** Per file. */
  maxBytes: number;
  /** Files the field may carry (1 unless given). */
  maxFiles?: number;
  /** Content types accepted, judged by the file's first bytes (magic numbers), never by its name. */
  types: readonly string[];
  /** `wrongType` and `tooLarge` may name the file that was refused. */
  messages: { tooLarge: FileMessage; wrongType: FileMessage; tooMany: string };
}

type FileMessage = string | ((fileName: string) => string);
const messageFor = (message: FileMessage, fileName: string) => (typeof message === "function" ? message(fileName) : message);

export interface MultipartForm {
  fields: Record<string, string>;
  /** Stored already; the caller owns it from here (keeps it with its row, or removes it). The first of `files`. */
  file: StoredFile | null;
  files: StoredFile[];
  /**
   * A field of several files (`maxFiles` > 1) keeps the good ones: each file of a type it does not accept, or over
   * its size limit, is left out and named here with its reason. A one-file field refuses the whole form instead.
   */
  refused: Failure<"unsupported-type" | "too-large">[];
}

type UploadFailure = Failure<"invalid" | "too-large" | "unsupported-type">;

class UploadRejected extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message);
  }
}

const UNREADABLE = "The upload could not be read. Please try again.";
const TOO_MUCH = "The upload is too large in all. Send fewer files at once.";

/**
 * Reads a multipart form while it arrives, for every route that takes a file: text fields into memory (small,
 * limited), the file straight into `storage`, cut off at its limit. Then checks the stored file's content type.
 * Nothing is kept on failure.
 */
export async function readMultipartForm(
  request: Request,
  storage: FileStorage,
  rule: FileRule,
): Promise<Result<MultipartForm, UploadFailure["code"]>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    return fail("invalid", "Please send the form as multipart/form-data.");
  }
  let stored: StoredFile[] = [];
  try {
    const { fields, files } = await parseMultipart(request.body, contentType, storage, rule);
    stored = files.map(({ file }) => file);
    const accepted: StoredFile[] = [];
    const refused: MultipartForm["refused"] = [];
    // In the form's order, so the refusals read as the files were chosen.
    for (const { file, cutOff } of files) {
      if (cutOff) {
        const message = messageFor(rule.messages.tooLarge, file.name);
        refused.push(fail("too-large", message, { fieldErrors: { [rule.field]: message } }));
        await storage.remove(file.key);
        continue;
      }
      const type = await sniffType(storage, file.key, rule.types);
      if (type) {
        accepted.push({ ...file, type });
        continue;
      }
      const message = messageFor(rule.messages.wrongType, file.name);
      const failure = fail("unsupported-type", message, { fieldErrors: { [rule.field]: message } });
      if ((rule.maxFiles ?? 1) === 1) throw new UploadRejected(failure);
      refused.push(failure);
      await storage.remove(file.key);
    }
    return succeed({ fields, file: accepted[0] ?? null, files: accepted, refused });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove(file.key)));
    if (error instanceof UploadRejected) return error.failure;
    // A full or read-only disk is not the visitor's fault: the server answers 503 (server/unavailable.ts).
    if (isUnavailableError(error)) throw error;
    return fail("invalid", UNREADABLE);
  }
}

/**
 * Reads and drops a body we refuse before parsing (e.g. over the rate limit), so the client finishes sending and
 * receives our answer instead of a reset connection. A body beyond the cap is cut off.
 */
export async function discardBody(request: Request, maxBytes: number): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > maxBytes) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

async function sniffType(storage: FileStorage, key: string, types: readonly string[]): Promise<string | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  try {
    // Imported at the first upload (about 30 modules, 0.09 CPU-s), not at every server start (issue 38).
    const { fileTypeFromStream } = await import("file-type");
    const detected = await fileTypeFromStream(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>);
    return detected && types.includes(detected.mime) ? detected.mime : undefined;
  } finally {
    file.stream.destroy();
  }
}

/**
 * After the file is cut off at its limit the rest of the request is still read (and discarded), so the browser can
 * finish sending and actually receive our 413; beyond three times the limit the connection is dropped instead.
 */
export const requestLimitFor = (rule: FileRule) => rule.maxBytes * Math.max(3, (rule.maxFiles ?? 1) + 1);

/** The form's fields and files in its order; in a field of several files, one over the size limit is stored `cutOff`. */
interface ParsedMultipart {
  fields: Record<string, string>;
  files: Array<{ file: StoredFile; cutOff: boolean }>;
}

function parseMultipart(body: ReadableStream<Uint8Array>, contentType: string, storage: FileStorage, rule: FileRule) {
  // Without a file name (the whole request over its cap) a per-file message cannot be used.
  const tooLarge = (fileName?: string) => {
    const withoutName = typeof rule.messages.tooLarge === "string" ? rule.messages.tooLarge : TOO_MUCH;
    const message = fileName ? messageFor(rule.messages.tooLarge, fileName) : withoutName;
    return fail("too-large", message, { fieldErrors: { [rule.field]: message } });
  };
  const maxFiles = rule.maxFiles ?? 1;
  return new Promise<ParsedMultipart>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const saving: Array<Promise<StoredFile>> = [];
    const cutOff = new Set<Promise<StoredFile>>();
    const fileStreams: Readable[] = [];
    let truncated = false;
    let problem: UploadRejected | null = null;
    const reject_ = (failure: UploadFailure) => (problem ??= new UploadRejected(failure));

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: rule.maxBytes, files: maxFiles, fields: 30, fieldSize: 20_000, parts: 40 + maxFiles },
      });
    } catch {
      return reject(new UploadRejected(fail("invalid", UNREADABLE)));
    }

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) reject_(fail("invalid", "A field is too long.", { fieldErrors: { [name]: "A field is too long." } }));
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // A form without a chosen file still sends an empty part with no file name.
      if (name !== rule.field || !info.filename) return void stream.resume();
      const fileName = cleanFileName(info.filename, rule.field);
      fileStreams.push(stream);
      const saved = storage.put(stream, { prefix: rule.prefix }).then(({ key, size }) => ({ key, size, name: fileName, type: "" }));
      // One of several files over the limit is stored cut off, then left out and named; a single file refuses all.
      stream.on("limit", () => {
        if (maxFiles > 1) return void cutOff.add(saved);
        truncated = true;
        reject_(tooLarge(fileName));
      });
      // Handled below; avoid an unhandled rejection while the rest of the body is parsed.
      saved.catch(() => undefined);
      saving.push(saved);
    });
    parser.on("filesLimit", () => reject_(fail("invalid", rule.messages.tooMany, { fieldErrors: { [rule.field]: rule.messages.tooMany } })));
    parser.on("fieldsLimit", () => reject_(fail("invalid", "The form has too many fields.")));
    parser.on("partsLimit", () => reject_(fail("invalid", "The form has too many fields.")));
    parser.on("error", (error) => abort(error));
    parser.on("close", () => finish());

    // A broken body never ends the file stream by itself: end it so storage removes the partial file.
    function abort(error: unknown) {
      for (const stream of fileStreams) stream.destroy(error instanceof Error ? error : new Error("upload aborted"));
      void finish(error);
    }

    let settled = false;
    async function finish(error?: unknown) {
      if (settled) return;
      settled = true;
      const settledFiles = await Promise.all(
        saving.map((saved) => saved.then((file) => ({ file, cutOff: cutOff.has(saved) })).catch((saveError) => ((error ??= saveError), null))),
      );
      const all = settledFiles.filter((entry) => entry !== null);
      if (error || problem || truncated) {
        await Promise.all(all.map(({ file }) => storage.remove(file.key)));
        if (!problem && isUnavailableError(error)) return reject(error);
        return reject(problem ?? (error instanceof UploadRejected ? error : new UploadRejected(fail("invalid", UNREADABLE))));
      }
      resolve({ fields, files: all });
    }

    let total = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > requestLimitFor(rule)) return callback(new UploadRejected(tooLarge()));
        callback(null, chunk);
      },
    });
    const source = Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
    source.on("error", (error) => abort(error));
    cap.on("error", (error) => {
      source.destroy();
      abort(error);
    });
    source.pipe(cap).pipe(parser);
  });
}

/** Only the last path segment, printable characters and a bounded length: the name is only ever shown. */
export function cleanFileName(raw: string, fallback: string): string {
  const base = path.posix.basename(raw.replace(/\\/g, "/"));
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(-120);
  return cleaned || fallback;
}
