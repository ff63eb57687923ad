import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { temporaryDirectory } from "../../../scripts/lib/temp-dir";
import { localDiskStorage } from "./file-storage.server";

describe("the local disk storage", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });

  it("opens a file when asked, so a stream closed unread and a file removed afterwards raise no late error", async () => {
    const root = temporaryDirectory("file-storage-");
    roots.push(root);
    const storage = localDiskStorage(root);
    await storage.write("media/1/photo.jpg", Buffer.from("bytes"), { contentType: "image/jpeg" });
    const lateErrors: unknown[] = [];
    const opened = await storage.open("media/1/photo.jpg");
    expect(opened?.size).toBe(5);
    opened!.stream.on("error", (error) => lateErrors.push(error));
    opened!.stream.destroy();
    fs.rmSync(root, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lateErrors).toEqual([]);
    expect(await storage.open("media/1/photo.jpg")).toBeNull();
  });

  it("streams the whole file to a reader", async () => {
    const root = temporaryDirectory("file-storage-");
    roots.push(root);
    const storage = localDiskStorage(root);
    await storage.write("media/2/notes.txt", Buffer.from("hello, disk"), { contentType: "text/plain" });
    const opened = await storage.open("media/2/notes.txt");
    const chunks: Buffer[] = [];
    for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello, disk");
  });
});
