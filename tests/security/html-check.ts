/**
 * A small HTML tokenizer that follows the browser's rules where they matter for script injection: tags,
 * attributes (quoted, unquoted), comments, and raw-text elements (script, style, textarea, title) whose content
 * runs to the matching end tag. It reports every construct in a page that could run script:
 * - an inline <script> whose text's SHA-256 is not in the page's CSP (JSON-LD data blocks excepted), or a script
 *   file from another host,
 * - any on* event-handler attribute (the site itself uses none),
 * - a javascript:/vbscript:/data:text/html URL in a URL attribute (after entity decoding, as the browser does),
 * - srcdoc, frames, object/embed/applet, base, meta refresh, style expressions, links to foreign hosts.
 */
import crypto from "node:crypto";

export interface Tag {
  name: string;
  attributes: Array<[string, string]>;
  /** The raw text of a raw-text element (a script's source). */
  text?: string;
}

const RAW_TEXT = new Set(["script", "style", "textarea", "title", "xmp", "noembed", "noframes", "iframe", "plaintext"]);
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "background", "poster", "dynsrc", "lowsrc", "code", "codebase", "cite", "ping"]);
const NAMED: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", lpar: "(", rpar: ")", amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", sol: "/", nbsp: " " };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return NAMED[body.toLowerCase()] ?? match;
  });
}

export function tokenizeTags(html: string): Tag[] {
  const tags: Tag[] = [];
  const lower = html.toLowerCase();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (!/[a-zA-Z]/.test(html[lt + 1] ?? "")) {
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < html.length && !/[\s/>]/.test(html[j]!)) j += 1;
    const name = lower.slice(lt + 1, j);
    const attributes: Array<[string, string]> = [];
    while (j < html.length && html[j] !== ">") {
      if (/[\s/]/.test(html[j]!)) {
        j += 1;
        continue;
      }
      const start = j;
      j += 1; // an attribute name may start with "=" or any other character but space, "/" and ">"
      while (j < html.length && !/[\s/>=]/.test(html[j]!)) j += 1;
      const attribute = lower.slice(start, j);
      while (j < html.length && /\s/.test(html[j]!)) j += 1;
      let value = "";
      if (html[j] === "=") {
        j += 1;
        while (j < html.length && /\s/.test(html[j]!)) j += 1;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, end < 0 ? html.length : end);
          j = end < 0 ? html.length : end + 1;
        } else {
          const valueStart = j;
          while (j < html.length && !/[\s>]/.test(html[j]!)) j += 1;
          value = html.slice(valueStart, j);
        }
      }
      attributes.push([attribute, decodeEntities(value)]);
    }
    const tag: Tag = { name, attributes };
    tags.push(tag);
    i = j + 1;
    if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, i);
      tag.text = html.slice(i, end < 0 ? html.length : end);
      i = end < 0 ? html.length : end;
    }
  }
  return tags;
}

const compact = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u00a0]/g, "").toLowerCase();

function dangerousUrl(value: string): boolean {
  const url = compact(value);
  return /^(javascript|vbscript|livescript):/.test(url) || (/^data:/.test(url) && !/^data:image\/(png|gif|jpe?g|webp|avif);/.test(url));
}

export interface CheckOptions {
  /** The 'sha256-...' sources of the page's CSP script-src (cspScriptHashes). */
  scriptHashes: string[];
  /** Our own origin: links to it are fine. */
  origin: string;
}

/** Every script-capable construct in a page, as readable lines; empty when the page is inert. */
export function findInjections(html: string, { scriptHashes, origin }: CheckOptions): string[] {
  const problems: string[] = [];
  const ownHost = new URL(origin).host;
  for (const tag of tokenizeTags(html)) {
    const attributes = new Map(tag.attributes);
    const show = `<${tag.name} ${tag.attributes.map(([name, value]) => `${name}="${value.slice(0, 60)}"`).join(" ")}>`;
    for (const [name, value] of tag.attributes) {
      if (/^on/.test(name)) problems.push(`event handler ${name}: ${show}`);
      if (URL_ATTRIBUTES.has(name) && dangerousUrl(value) && !(name === "src" && tag.name === "img" && /^data:image\//.test(compact(value)))) {
        problems.push(`script URL in ${name}: ${show}`);
      }
      if (name === "srcdoc") problems.push(`srcdoc: ${show}`);
      if (name === "style" && /expression\(|javascript:|behavior:|-moz-binding/.test(compact(value))) problems.push(`script in style: ${show}`);
    }
    switch (tag.name) {
      case "script": {
        const type = (attributes.get("type") ?? "").toLowerCase();
        const data = type === "application/ld+json" || type === "application/json";
        if (data) break;
        if (attributes.has("src")) {
          let foreign = true;
          try {
            foreign = new URL(attributes.get("src")!, origin).host !== ownHost;
          } catch {
            // An unparsable source counts as foreign.
          }
          if (foreign) problems.push(`script from another host: ${show}`);
        } else if (!scriptHashes.includes(`'sha256-${crypto.createHash("sha256").update(tag.text ?? "").digest("base64")}'`)) {
          problems.push(`inline script not allowed by the page's CSP hashes: ${show} ${(tag.text ?? "").slice(0, 60)}`);
        }
        break;
      }
      case "iframe":
        if (!(attributes.get("src") ?? "").startsWith("https://www.openstreetmap.org/")) problems.push(`frame: ${show}`);
        break;
      case "object":
      case "embed":
      case "applet":
      case "frame":
      case "frameset":
      case "base":
      case "portal":
        problems.push(`embedding element: ${show}`);
        break;
      case "meta":
        if (attributes.has("http-equiv") && /refresh|set-cookie|content-security/i.test(attributes.get("http-equiv")!)) problems.push(`meta http-equiv: ${show}`);
        break;
      case "link": {
        const href = attributes.get("href") ?? "";
        const rel = (attributes.get("rel") ?? "").toLowerCase();
        let foreign = false;
        try {
          foreign = new URL(href, origin).host !== ownHost && rel !== "alternate" && rel !== "canonical";
        } catch {
          foreign = true;
        }
        // A preloaded image is only an image (post covers may come from any https host, as img-src allows).
        const image = rel === "preload" && attributes.get("as") === "image";
        if ((foreign && !image) || rel.includes("import")) problems.push(`foreign link: ${show}`);
        break;
      }
    }
  }
  return problems;
}

/** The script hashes a response's CSP allows. */
export function cspScriptHashes(response: Response): string[] {
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
  return scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
}
