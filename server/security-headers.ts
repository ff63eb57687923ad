import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy } from "../app/modules/security/content-security-policy";

export interface SecurityHeaderOptions {
  /** Adds HSTS; only when the site is served over https in production. */
  hsts: boolean;
  /** Vite's dev server injects inline scripts and a websocket; relax the policy there only. */
  development: boolean;
}

/**
 * The security headers of every answer, the page cache's included. The CSP here allows no inline script; an HTML
 * page sets its own, with its inline scripts' hashes (app/entry.server.tsx), and that one stands.
 */
export function baseSecurityHeaders(options: SecurityHeaderOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["Content-Security-Policy", contentSecurityPolicy({ development: options.development })],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (options.hsts) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/** The security headers for answers that go through Express; the CSP only if the answer set none of its own. */
export function securityHeaders(options: SecurityHeaderOptions) {
  const [[cspName, defaultPolicy], ...fixed] = baseSecurityHeaders(options) as [[string, string], ...Array<[string, string]>];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    // Set as the head goes out: React Router appends a page's own CSP, and two CSP headers would both apply.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!this.hasHeader(cspName)) this.setHeader(cspName, defaultPolicy);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
