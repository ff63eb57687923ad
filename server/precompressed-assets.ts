import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Serves the build's precompressed twins (file.js.br, file.js.gz, written by the precompress plugin in
 * vite.config.ts at the best settings) instead of compressing on the fly. Only for hashed, immutable files under
 * /assets; anything without a twin falls through to express.static (and the compression middleware).
 */
export function precompressedAssets(assetsDir: string) {
  const known = new Map<string, { br: boolean; gz: boolean }>();
  const twins = (file: string) => {
    let entry = known.get(file);
    if (!entry) {
      entry = { br: fs.existsSync(`${file}.br`), gz: fs.existsSync(`${file}.gz`) };
      if (known.size < 10_000) known.set(file, entry);
    }
    return entry;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = TYPES[path.extname(req.path)];
    if (!type || req.path.includes("..") || req.path.includes("\0")) return next();
    const file = path.join(assetsDir, req.path);
    if (!file.startsWith(assetsDir + path.sep) || !fs.existsSync(file)) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const { br, gz } = twins(file);
    const encoding = br && /\bbr\b/.test(accepted) ? "br" : gz && /\bgzip\b/.test(accepted) ? "gzip" : undefined;
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(`${file}.${encoding === "br" ? "br" : "gz"}`, { dotfiles: "deny", cacheControl: false, lastModified: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
