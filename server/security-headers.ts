import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityHeaderOptions {
  /** Adds HSTS; only when the site is served over https in production. */
  hsts: boolean;
  /** Vite's dev server injects inline scripts and a websocket; relax the policy there only. */
  development: boolean;
}

/**
 * Sets a per-request CSP nonce (res.locals.cspNonce) and the security headers every response carries.
 * Images may come from any https host because blog posts name their image by URL.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const scriptSrc = options.development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
    const connectSrc = options.development ? "'self' ws: wss:" : "'self'";
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src ${scriptSrc}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        `connect-src ${connectSrc}`,
        "frame-src https://www.openstreetmap.org",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    if (options.hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
