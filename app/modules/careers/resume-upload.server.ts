import path from "node:path";
import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromStream } from "file-type";
import type { FileStorage } from "~/modules/storage/file-storage.server";
import { isUnavailableError } from "~/db/unavailable.server";
import { careersMessages, MAX_RESUME_BYTES } from "./careers.schema";

/** Content types we accept, found from the file's first bytes (magic numbers), never from its name. */
const ACCEPTED_TYPES: Record<string, string> = {
  "application/pdf": "pdf",
  // An OLE compound file: the container of .doc (Word 97-2003).
  "application/x-cfb": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/**
 * After the resume is cut off at 5 MB the rest of the request is still read (and discarded), so the browser can
 * finish sending and actually receive our 413; beyond this total the connection is dropped instead.
 */
const MAX_REQUEST_BYTES = MAX_RESUME_BYTES * 3;

export interface StoredResume {
  key: string;
  size: number;
  /** The visitor's file name, cleaned (for the download's file name only). */
  name: string;
  type: string;
}

export type UploadResult =
  | { ok: true; fields: Record<string, string>; resume: StoredResume | null }
  | { ok: false; status: 400 | 413 | 415; message: string; field?: string };

class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Reads a multipart application while it arrives: text fields into memory (small, limited), the resume straight
 * into private storage, stopped at 5 MB. Then checks the stored file's content type. Nothing is kept on failure.
 */
export async function receiveApplicationUpload(request: Request, storage: FileStorage): Promise<UploadResult> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) {
    return { ok: false, status: 400, message: "Please send the application as a multipart form (multipart/form-data)." };
  }
  let stored: StoredResume | null = null;
  try {
    const { fields, resume } = await parseMultipart(request.body, contentType, storage);
    stored = resume;
    if (stored) {
      const type = await sniffType(storage, stored.key);
      if (!type) throw new UploadRejected(415, careersMessages.resumeWrongType, "resume");
      stored.type = type;
    }
    return { ok: true, fields, resume: stored };
  } catch (error) {
    if (stored) await storage.remove(stored.key);
    if (error instanceof UploadRejected) return { ok: false, status: error.status, message: error.message, field: error.field };
    // A full or read-only disk is not the visitor's fault: the server answers 503 (server/unavailable.ts).
    if (isUnavailableError(error)) throw error;
    return { ok: false, status: 400, message: "The upload could not be read. Please try again." };
  }
}

/**
 * Reads and drops a body we refuse before parsing (e.g. over the rate limit), so the client finishes sending and
 * receives our answer instead of a reset connection. A body beyond the cap is cut off.
 */
export async function discardBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > MAX_REQUEST_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

async function sniffType(storage: FileStorage, key: string): Promise<string | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  try {
    const detected = await fileTypeFromStream(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>);
    return detected && detected.mime in ACCEPTED_TYPES ? detected.mime : undefined;
  } finally {
    file.stream.destroy();
  }
}

function parseMultipart(body: ReadableStream<Uint8Array>, contentType: string, storage: FileStorage) {
  return new Promise<{ fields: Record<string, string>; resume: StoredResume | null }>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let saving: Promise<StoredResume> | null = null;
    let fileStream: Readable | null = null;
    let truncated = false;
    let problem: UploadRejected | null = null;
    const fail = (status: 400 | 413 | 415, message: string, field?: string) => (problem ??= new UploadRejected(status, message, field));

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 30, fieldSize: 20_000, parts: 40 },
      });
    } catch {
      return reject(new UploadRejected(400, "The upload could not be read. Please try again."));
    }

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) fail(400, "A field is too long.", name);
      if (!(name in fields)) fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // A form without a chosen file still sends an empty part with no file name.
      if (name !== "resume" || saving || !info.filename) return void stream.resume();
      stream.on("limit", () => {
        truncated = true;
        fail(413, careersMessages.resumeTooLarge, "resume");
      });
      fileStream = stream;
      const fileName = cleanFileName(info.filename);
      saving = storage.put(stream, { prefix: "resumes" }).then(({ key, size }) => ({ key, size, name: fileName, type: "" }));
      // Handled below; avoid an unhandled rejection while the rest of the body is parsed.
      saving.catch(() => undefined);
    });
    parser.on("filesLimit", () => fail(400, "Please attach only one file, your resume.", "resume"));
    parser.on("fieldsLimit", () => fail(400, "The form has too many fields."));
    parser.on("partsLimit", () => fail(400, "The form has too many fields."));
    parser.on("error", (error) => abort(error));
    parser.on("close", () => finish());

    // A broken body never ends the file stream by itself: end it so storage removes the partial file.
    function abort(error: unknown) {
      fileStream?.destroy(error instanceof Error ? error : new Error("upload aborted"));
      void finish(error);
    }

    let settled = false;
    async function finish(error?: unknown) {
      if (settled) return;
      settled = true;
      const resume = saving ? await (saving as Promise<StoredResume>).catch((saveError) => ((error ??= saveError), null)) : null;
      if (error || problem || truncated) {
        if (resume) await storage.remove(resume.key);
        if (!problem && isUnavailableError(error)) return reject(error);
        return reject(problem ?? (error instanceof UploadRejected ? error : new UploadRejected(400, "The upload could not be read. Please try again.")));
      }
      resolve({ fields, resume });
    }

    let total = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        total += chunk.length;
        if (total > MAX_REQUEST_BYTES) return callback(new UploadRejected(413, careersMessages.resumeTooLarge, "resume"));
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
export function cleanFileName(raw: string): string {
  const base = path.posix.basename(raw.replace(/\\/g, "/"));
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?/\\]/g, "").replace(/^\.+/, "").trim().slice(-120);
  return cleaned || "resume";
}

export function resumeExtension(type: string): string {
  return ACCEPTED_TYPES[type] ?? "bin";
}
