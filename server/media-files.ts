import { pipeline } from "node:stream/promises";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { MEDIA_CACHE_CONTROL, openMediaFile } from "../app/modules/media/media.server";
import type { FileStorage } from "../app/modules/storage/file-storage.server";

/**
 * GET /media/<id>/<file>: the media library's public files, from whichever storage backend is configured. Mounted
 * before the page cache (images never fill it); a file never changes under its URL, so it is cached for a year.
 * The private originals (media-originals/...) and resumes have no URL here.
 */
export function mediaFiles(services: { storage: FileStorage; logger: Logger }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const file = await openMediaFile(services, { id: String(req.params.id), file: String(req.params.file) });
      if (!file) return void res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
      res.writeHead(200, { "Content-Type": file.contentType, "Content-Length": String(file.size), "Cache-Control": MEDIA_CACHE_CONTROL });
      if (req.method === "HEAD") return void (file.stream.destroy(), res.end());
      await pipeline(file.stream, res);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      next(error);
    }
  };
}
