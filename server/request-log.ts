import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";

const INCOMING_ID = /^[\w.-]{1,64}$/;

/** Gives each request an id (kept from X-Request-Id when sane), echoes it, and logs one JSON line when done. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? "error" : "info";
      logger[level]({ requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  };
}
