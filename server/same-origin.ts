import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site requests that could change state: a mutation whose Origin (or, lacking it, Sec-Fetch-Site)
 * says it came from another site is answered 403 before it reaches any action or API. Requests with neither
 * header (curl, server-to-server) carry no browser cookies by accident and pass.
 */
export function sameOriginMutations(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (origin !== undefined) {
      if (origin === publicOrigin || origin === ownOrigin) return next();
      return refuse(res);
    }
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite === "cross-site" || fetchSite === "same-site") return refuse(res);
    next();
  };
}

function refuse(res: Response) {
  res.status(403).type("application/json").send(JSON.stringify({ error: "Cross-site request refused" }));
}
