import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createRouterHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "../app/context";
import { pingDatabase } from "../app/db/database.server";
import { isUnavailableError, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../app/db/unavailable.server";
import { anonymousCacheControl } from "../app/modules/cache/cache-control";
import { staticPagePaths } from "../app/modules/cache/static-pages";
import { createPageCacheHandler, privateWhenSignedIn } from "./page-cache";
import { countPageViews } from "./page-views";
import { mediaFiles } from "./media-files";
import { precompressedAssets } from "./precompressed-assets";
import { requestLog } from "./request-log";
import { sameOriginMutations } from "./same-origin";
import { baseSecurityHeaders, securityHeaders } from "./security-headers";
import { createTurns } from "./turns";
import { mapUnavailableErrors } from "./unavailable";

export interface AppOptions {
  services: AppServices;
  /** The production server build, or a loader for it (Vite dev server). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the built browser assets (production). */
  clientDir?: string;
  vite?: ViteDevServer;
  /** Renders the pages that depend on no database row into the page cache at once (production start). */
  prerender?: boolean;
}

/**
 * The site's HTTP server: anonymous GET/HEAD requests for pages go to the page cache (server/page-cache.ts) before
 * Express, hit or miss; everything else goes through the Express app below.
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
  const { services, build, clientDir, vite } = options;
  const { env, logger, pageCache } = services;
  const countView = services.analytics.enabled ? countPageViews(services.analytics, new URL(env.PUBLIC_URL).host) : () => {};
  if (vite || typeof build === "function") {
    return http.createServer((req, res) => {
      countView(req, res);
      app(req, res);
    });
  }
  const renderPage = createRouterHandler(mapUnavailableErrors(build, logger), "production");
  const clientFiles = new Set(clientDir ? fs.readdirSync(clientDir) : []);
  let renders = 0;
  // Everything but a page-cache hit starts in a turn of the event loop of its own (server/turns.ts).
  const nextTurn = createTurns();
  const { servePage, prerender } = createPageCacheHandler({
    cache: pageCache,
    logger,
    // As an anonymous visitor without cookies: the answer is the same for every one of them.
    render: async (key) => {
      await nextTurn();
      return renderPage(new Request(`${env.PUBLIC_URL}${key}`), { ...services, requestId: `page-cache-${++renders}`, clientIp: "page-cache" });
    },
    baseHeaders: baseSecurityHeaders({ hsts: env.strict, development: false }),
    cacheControl: anonymousCacheControl(env),
    servedBeforeRouter: (pathname) => pathname === "/healthz" || pathname.startsWith("/assets/") || pathname.startsWith("/media/") || clientFiles.has(decodeTopSegment(pathname)),
  });
  if (options.prerender) {
    void prerender(staticPagePaths()).then(() => logger.info({ pages: pageCache.snapshot().entries }, "static pages rendered"));
  }
  const toExpress = (req: http.IncomingMessage, res: http.ServerResponse) =>
    void nextTurn()
      .then(() => app(req, res))
      .catch((error: unknown) => {
        logger.error({ err: error, url: req.url }, "request failed before Express");
        res.destroy();
      });
  return http.createServer((req, res) => {
    countView(req, res);
    try {
      servePage(req, res, () => toExpress(req, res));
    } catch (error) {
      // A fault in the cache must not take the process down: the full path still knows how to answer.
      logger.error({ err: error, url: req.url }, "page cache failed");
      if (res.headersSent) return void res.destroy();
      app(req, res);
    }
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

  // Anonymous pages mostly come from the page cache before Express; what reaches React Router here is rendered
  // per request: signed-in visits (never stored anywhere), forms posted, answers not for a cache.
  app.use(privateWhenSignedIn());

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: typeof build === "function" ? async () => mapUnavailableErrors(await build(), logger) : mapUnavailableErrors(build, logger),
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        ...services,
        requestId: res.locals.requestId,
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
