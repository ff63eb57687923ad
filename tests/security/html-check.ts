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

const RAW_TEXT = ["script", "style", "textarea", "title", "xmp", "noembed", "noframes", "iframe", "plaintext"];
// The end tag of each, in any case. (Lower-casing the whole page instead takes ~25 ms a page once it holds any
// character outside Latin-1, which every page does: most of the corpora's time.)
const RAW_TEXT_END = new Map(RAW_TEXT.map((name) => [name, new RegExp(`</${name}`, "gi")]));
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

// Runs of characters, matched in place (sticky): the corpora tokenize pages of 70-100 KB thousands of times.
const TAG_NAME = /[^\s/>]*/y;
const ATTRIBUTE_NAME = /[^\s/>=]*/y;
const UNQUOTED_VALUE = /[^\s>]*/y;
const SPACES = /\s*/y;
const SPACES_OR_SLASHES = /[\s/]*/y;

/** The index after the run of `run` that starts at `from` (`from` itself when there is none). */
function after(run: RegExp, html: string, from: number): number {
  run.lastIndex = from;
  run.test(html);
  return run.lastIndex;
}

export function tokenizeTags(html: string): Tag[] {
  const tags: Tag[] = [];
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
    let j = after(TAG_NAME, html, lt + 1);
    const name = html.slice(lt + 1, j).toLowerCase();
    const attributes: Array<[string, string]> = [];
    while (j < html.length && html[j] !== ">") {
      const next = after(SPACES_OR_SLASHES, html, j);
      if (next > j) {
        j = next;
        continue;
      }
      const start = j;
      // an attribute name may start with "=" or any other character but space, "/" and ">"
      j = after(ATTRIBUTE_NAME, html, j + 1);
      const attribute = html.slice(start, j).toLowerCase();
      j = after(SPACES, html, j);
      let value = "";
      if (html[j] === "=") {
        j = after(SPACES, html, j + 1);
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, end < 0 ? html.length : end);
          j = end < 0 ? html.length : end + 1;
        } else {
          const valueStart = j;
          j = after(UNQUOTED_VALUE, html, j);
          value = html.slice(valueStart, j);
        }
      }
      attributes.push([attribute, decodeEntities(value)]);
    }
    const tag: Tag = { name, attributes };
    tags.push(tag);
    i = j + 1;
    const rawTextEnd = RAW_TEXT_END.get(name);
    if (rawTextEnd) {
      rawTextEnd.lastIndex = i;
      const end = rawTextEnd.exec(html)?.index ?? -1;
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
    // Only a problem shows the tag, so it is written out then (there are thousands of clean tags per page).
    const tagText = () => `<${tag.name} ${tag.attributes.map(([name, value]) => `${name}="${value.slice(0, 60)}"`).join(" ")}>`;
    for (const [name, value] of tag.attributes) {
      if (/^on/.test(name)) problems.push(`event handler ${name}: ${tagText()}`);
      if (URL_ATTRIBUTES.has(name) && dangerousUrl(value) && !(name === "src" && tag.name === "img" && /^data:image\//.test(compact(value)))) {
        problems.push(`script URL in ${name}: ${tagText()}`);
      }
      if (name === "srcdoc") problems.push(`srcdoc: ${tagText()}`);
      if (name === "style" && /expression\(|javascript:|behavior:|-moz-binding/.test(compact(value))) problems.push(`script in style: ${tagText()}`);
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
          if (foreign) problems.push(`script from another host: ${tagText()}`);
        } else if (!scriptHashes.includes(`'sha256-${crypto.createHash("sha256").update(tag.text ?? "").digest("base64")}'`)) {
          problems.push(`inline script not allowed by the page's CSP hashes: ${tagText()} ${(tag.text ?? "").slice(0, 60)}`);
        }
        break;
      }
      case "iframe":
        if (!(attributes.get("src") ?? "").startsWith("https://www.openstreetmap.org/")) problems.push(`frame: ${tagText()}`);
        break;
      case "object":
      case "embed":
      case "applet":
      case "frame":
      case "frameset":
      case "base":
      case "portal":
        problems.push(`embedding element: ${tagText()}`);
        break;
      case "meta":
        if (attributes.has("http-equiv") && /refresh|set-cookie|content-security/i.test(attributes.get("http-equiv")!)) problems.push(`meta http-equiv: ${tagText()}`);
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
        if ((foreign && !image) || rel.includes("import")) problems.push(`foreign link: ${tagText()}`);
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
