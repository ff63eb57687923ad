import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Private file storage behind a small interface. The local-disk implementation is the default; a shared volume
 * needs no change, and an object store (S3 and friends) can implement the same four calls. Keys are always
 * generated here, never taken from a visitor, so no file name can reach the file system.
 */
export interface FileStorage {
  /** Streams `source` into a new object and returns its generated key. On any error nothing is left behind. */
  put(source: Readable, options?: { prefix?: string }): Promise<{ key: string; size: number }>;
  /** A stream of the object's bytes, or null when it does not exist. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** A file a visitor sent, once it is stored: its key, and what we know of it. */
export interface StoredFile {
  key: string;
  size: number;
  /** The visitor's file name, cleaned (shown, and used for a download's name; never a path). */
  name: string;
  /** The MIME type found from the content. */
  type: string;
}

const KEY_PATTERN = /^[a-z0-9-]+\/\d{4}-\d{2}\/[a-f0-9-]{36}$/;

export class InvalidStorageKeyError extends Error {}

export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  /** Keys are checked against their generated shape and the result must stay under the root: defence in depth. */
  function fileOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(`invalid storage key`);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new InvalidStorageKeyError(`invalid storage key`);
    return file;
  }

  return {
    async put(source, { prefix = "files" } = {}) {
      const month = new Date().toISOString().slice(0, 7);
      const key = `${prefix}/${month}/${crypto.randomUUID()}`;
      const file = fileOf(key);
      // The source may fail while the folder is created (an upload cut off mid-file): without a listener that
      // 'error' event would be uncaught and take the whole process down. pipeline() below reports it.
      const ignoreUntilPiped = () => undefined;
      source.on("error", ignoreUntilPiped);
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // "wx": never overwrite; 0600: readable by the server's user only.
      const target = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
      try {
        await pipeline(source, count, target);
      } catch (error) {
        source.off("error", ignoreUntilPiped);
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      source.off("error", ignoreUntilPiped);
      return { key, size };
    },

    async open(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.promises.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}

/** The private uploads folder under DATA_DIR (outside build/, never served by express.static). */
export function uploadsFolder(dataDir: string): string {
  return path.join(dataDir, "uploads");
}
