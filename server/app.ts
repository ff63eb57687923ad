import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "../app/context";
import { pingDatabase } from "../app/db/database.server";
import { isUnavailableError, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../app/db/unavailable.server";
import { createCachedPageHandler } from "./cached-page";
import { mediaFiles } from "./media-files";
import { pageCacheMiddleware } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import { requestLog } from "./request-log";
import { sameOriginMutations } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { mapUnavailableErrors } from "./unavailable";

export interface AppOptions {
  services: AppServices;
  /** The production server build, or a loader for it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (production). */
  clientDir?: string;
  vite?: ViteDevServer;
}

/**
 * The site's HTTP server: page cache hits take the lean path (server/cached-page.ts) before Express; everything
 * else, including every miss, goes through the Express app below.
 */
export function createServer(options: AppOptions): http.Server {
  return withKeepAlive(createHttpServer(options));
}

/**
 * How long an idle kept-alive connection stays open. Node's default (5 s) races clients that reuse a connection
 * after a pause of about that length (a person filling a form, a test waiting out the 3-second spam check): the
 * server closes just as the next request is sent, and the client sees a reset. 65 s outlasts the usual client and
 * load-balancer idle times (60 s), so the client is the one to close. The header timeout must stay above it.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function withKeepAlive(server: http.Server): http.Server {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/**
 * When an answer is sent before the request's body has all arrived (a 413 for a body declared too large, a
 * refusal), the rest is read and thrown away, as Node does for a body nobody started reading. Otherwise the
 * half-read body holds the connection: the client, still sending, can neither finish nor reuse it until the
 * keep-alive timeout. Closing instead would cut the client off mid-upload (EPIPE) before it reads the answer.
 * Node's requestTimeout still bounds a body that never ends.
 */
function drainUnreadBody(req: Request, res: Response, next: NextFunction) {
  res.once("finish", () => {
    if (req.complete) return;
    req.removeAllListeners("data");
    req.on("error", () => {});
    req.resume();
  });
  next();
}

function createHttpServer(options: AppOptions): http.Server {
  const app = createApp(options);
  if (options.vite) return http.createServer(app);
  const { env, logger, pageCache } = options.services;
  const serveCachedPage = createCachedPageHandler({
    cache: pageCache,
    logger,
    security: { hsts: env.strict, development: false },
    secret: env.SESSION_SECRET,
  });
  return http.createServer((req, res) => {
    let handled = false;
    try {
      handled = serveCachedPage(req, res);
    } catch (error) {
      // A fault in the lean path must not take the process down: the full path still knows how to answer.
      logger.error({ err: error, url: req.url }, "page cache hit failed");
      if (res.headersSent) return void res.destroy();
    }
    if (!handled) app(req, res);
  });
}

function createApp({ services, build, clientDir, vite }: AppOptions) {
  const { env, logger, database } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(requestLog(logger));
  app.use(drainUnreadBody);
  app.use(securityHeaders({ hsts: env.strict, development: Boolean(vite) }));
  app.use(compression());
  app.use(sameOriginMutations(env.PUBLIC_URL));

  app.get("/healthz", async (_req, res) => {
    try {
      await pingDatabase(database);
      res.setHeader("Cache-Control", "no-store");
      res.json({ status: "ok", database: database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  if (vite) {
    app.use(vite.middlewares);
  } else if (clientDir) {
    // File names under assets/ carry a content hash, so they never change.
    app.use("/assets", precompressedAssets(path.resolve(clientDir, "assets")));
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // The other build files sit in a few top-level names, read once: pages do not pay a file lookup each.
    const serveClientFile = express.static(clientDir, { maxAge: "1h", index: false });
    const topLevel = new Set(fs.readdirSync(clientDir));
    app.use((req, res, next) => (topLevel.has(decodeTopSegment(req.path)) ? serveClientFile(req, res, next) : next()));
  }

  app.get("/media/:id/:file", mediaFiles(services));

  // Anonymous pages come from the page cache (not in development, where Vite serves changing modules).
  if (!vite) app.use(pageCacheMiddleware(services.pageCache, { secret: env.SESSION_SECRET }));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: typeof build === "function" ? async () => mapUnavailableErrors(await build(), logger) : mapUnavailableErrors(build, logger),
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        ...services,
        requestId: res.locals.requestId,
        cspNonce: res.locals.cspNonce,
        formToken: res.locals.formToken,
        clientIp: req.ip ?? "unknown",
      }),
    }),
  );

  // Last resort: never leak a stack trace or SQL text to the visitor.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error({ err: error, requestId: res.locals.requestId, url: req.originalUrl }, "unhandled error");
    if (res.headersSent) return res.end();
    if (isUnavailableError(error)) {
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return res.status(503).type("text/plain").send(UNAVAILABLE_MESSAGE);
    }
    const status = typeof (error as { status?: unknown })?.status === "number" ? (error as { status: number }).status : 500;
    res.status(status >= 400 && status < 600 ? status : 500).type("text/plain").send(status < 500 ? "Bad request" : "Internal Server Error");
  });

  return app;
}

/** The first name of a request path as express.static resolves it ("//images/./a.svg" → "images"). */
function decodeTopSegment(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // express.static answers nothing for it either.
  }
  return path.posix.normalize(decoded).split("/")[1] ?? "";
}
