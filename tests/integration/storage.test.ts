import fs from "node:fs";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidStorageKeyError, type FileStorage } from "~/modules/storage/file-storage.server";
import { createStorage } from "~/modules/storage/storage.server";
import { startTestS3, type TestS3Server } from "../support/s3";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";

let s3: TestS3Server;
const diskRoot = temporaryDirectory("storage-suite-");
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

/** The same suite for both backends, each built from configuration as the server builds it. */
const backends: Array<[string, () => FileStorage]> = [
  ["local disk (default)", () => createStorage({ DATA_DIR: diskRoot, STORAGE_URL: undefined })],
  ["S3-compatible store (s3rver)", () => createStorage({ DATA_DIR: diskRoot, STORAGE_URL: s3.storageUrl })],
];

describe.each(backends)("file storage: %s", (_name, make) => {
  it("streams a private file in under a generated key, reads it back and removes it", async () => {
    const storage = make();
    const { key, size } = await storage.put(Readable.from([Buffer.from("hello "), Buffer.from("world")]), { prefix: "resumes" });
    expect(key).toMatch(/^resumes\/\d{4}-\d{2}\/[a-f0-9-]{36}$/);
    expect(size).toBe(11);
    const file = await storage.open(key);
    expect(file?.size).toBe(11);
    expect(await text(file!.stream)).toBe("hello world");
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    // Removing a missing object is not an error.
    await storage.remove(key);
  });

  it("writes a public object under the caller's key and replaces nothing else", async () => {
    const storage = make();
    const key = "media/0123456789abcdef/photo-480.webp";
    await storage.write(key, Buffer.from("variant bytes"), { contentType: "image/webp", cacheControl: "public, max-age=31536000, immutable" });
    const file = await storage.open(key);
    expect(await text(file!.stream)).toBe("variant bytes");
    expect(await storage.open("media/0123456789abcdef/photo-960.webp")).toBeNull();
    await storage.remove(key);
  });

  it("answers null for a key that was never written", async () => {
    expect(await make().open("resumes/2026-01/00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  it("refuses keys outside the generated shapes (no path tricks, no other objects)", async () => {
    const storage = make();
    for (const key of ["../site.sqlite", "resumes/../../etc/passwd", "media/a/../../x", "/abs/olute/path", "Media/UPPER/case.jpg", "one-segment"]) {
      await expect(storage.open(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.write(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it("leaves nothing behind when the source fails mid-stream", async () => {
    const storage = make();
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.put(failing, { prefix: "resumes" })).rejects.toThrow("client went away");
  });
});
