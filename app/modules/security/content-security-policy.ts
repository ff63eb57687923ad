import crypto from "node:crypto";

/**
 * The site's Content-Security-Policy. Scripts: files from our origin ('self') and, on an HTML page, exactly the
 * inline scripts that page carries, each allowed by its SHA-256 hash. No nonce: a page's bytes and its policy are
 * the same for every anonymous visitor, so any cache or CDN can serve both (decision 0018). Images may come from
 * any https host because blog posts name their image by URL.
 */
export interface PolicyOptions {
  /** Vite's dev server injects inline scripts and a websocket; relax the policy there only. */
  development: boolean;
  /** 'sha256-...' sources of the page's inline scripts (inlineScriptHashes). */
  scriptHashes?: readonly string[];
}

export function contentSecurityPolicy({ development, scriptHashes = [] }: PolicyOptions): string {
  const scriptSrc = development ? "'self' 'unsafe-inline'" : ["'self'", ...scriptHashes].join(" ");
  const connectSrc = development ? "'self' ws: wss:" : "'self'";
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

/** Every `<script>` element with content and no src, wherever it sits (also parked inside `<noscript>`). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are never executed, so CSP does not apply to them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The CSP hash sources of a rendered page's executable inline scripts, deduplicated, in order. A script's text in
 * HTML is raw (no entities), so the hash of the bytes between the tags is what the browser computes. Scripts the
 * page script later turns live from `<noscript id="app-scripts">` are covered too, since they are in the HTML.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || DATA_BLOCK.test(attributes!) || text === "") continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
