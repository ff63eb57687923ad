import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityHeaderOptions {
  /** Adds HSTS; only when the site is served over https in production. */
  hsts: boolean;
  /** Vite's dev server injects inline scripts and a websocket; relax the policy there only. */
  development: boolean;
}

const NONCE_BYTES = 16;
/** Random bytes for 512 nonces, drawn at once: each slice is used for one response only (as randomUUID does). */
const NONCE_POOL_BYTES = NONCE_BYTES * 512;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh CSP nonce (16 random bytes, base64) for one response. */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = crypto.randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * The Content-Security-Policy of a response whose inline scripts carry `nonce`. Images may come from any https
 * host because blog posts name their image by URL.
 */
export function contentSecurityPolicy(nonce: string, options: SecurityHeaderOptions): string {
  const scriptSrc = options.development ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
  const connectSrc = options.development ? "'self' ws: wss:" : "'self'";
  return [
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
  ].join("; ");
}

/** The security headers that are the same on every response (all but the CSP). */
export function staticSecurityHeaders(options: SecurityHeaderOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ];
  if (options.hsts) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

/**
 * Sets a per-request CSP nonce (res.locals.cspNonce) and the security headers every response carries. The page
 * cache's lean path (server/cached-page.ts) sends the same headers from the same functions.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const fixed = staticSecurityHeaders(options);
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
