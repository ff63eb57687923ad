import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

const INCOMING_ID = /^[\w.-]{1,64}$/;

/** The request's id: the incoming X-Request-Id when sane, else a new UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Logs one JSON line when the response has been sent. Shared by the middleware and the page cache's lean path. */
export function logWhenFinished(logger: Logger, req: IncomingMessage, res: ServerResponse, requestId: string, url: string): void {
  // Nothing to build or listen for when neither level would be written (e.g. LOG_LEVEL=error and no 5xx yet).
  if (!logger.isLevelEnabled("info") && !logger.isLevelEnabled("error")) return;
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? "error" : "info";
    logger[level]({ requestId, method: req.method, url: withoutTokens(url), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
}

/**
 * A link's token (password reset, newsletter confirm and unsubscribe) acts for its owner while it is valid: the log,
 * read by more people and kept longer, gets the path without it.
 */
function withoutTokens(url: string): string {
  return url.includes("token=") ? url.replace(/([?&]token=)[^&#]*/g, "$1***") : url;
}

/** Gives each request an id (kept from X-Request-Id when sane), echoes it, and logs one JSON line when done. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFor(req);
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    logWhenFinished(logger, req, res, requestId, req.originalUrl);
    next();
  };
}
