/**
 * Section 6: what the post editor costs. Chromium opens /blog/create as the admin, waits for the visual editor's
 * toolbar, and every JavaScript file it fetched is compressed here with gzip (level 9) and brotli (quality 11), as
 * the server's precompressed assets are. "Editor" is what the form loads on demand (not in the page's
 * modulepreload list); "route" adds the framework and the form. A public post page must fetch no script at all.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../../tests/support/chromium.mjs";
import { fmt, type SectionResult } from "./report";
import { log } from "./session";

const TARGET_KB = 150;

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(bodies: Buffer[]): Sizes {
  const sum = (f: (b: Buffer) => number) => bodies.reduce((total, body) => total + f(body), 0);
  return {
    files: bodies.length,
    raw: sum((b) => b.length),
    gzip: sum((b) => gzipSync(b, { level: 9 }).length),
    brotli: sum((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length),
  };
}

const kb = (bytes: number) => `${fmt(bytes / 1024)} KB`;

export async function editorWeight(siteUrl: string, postSlug: string): Promise<SectionResult> {
  log("editor: loading /blog/create in Chromium");
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: siteUrl });
    const page = await context.newPage();
    const publicScripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && publicScripts.push(request.url()));
    await page.goto(`/blog/${postSlug}`, { waitUntil: "networkidle" });
    const publicCount = publicScripts.length;

    await page.goto("/login");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("main").getByLabel("Email").fill("admin@example.com");
    await page.getByRole("main").getByLabel("Password").fill("admin-password");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    // Routing every request turns Playwright's HTTP cache off: the form's first visit, every file from the server.
    const editorPage = await context.newPage();
    await editorPage.route("**/*", (route) => route.continue());
    const scripts = new Map<string, Buffer>();
    editorPage.on("response", async (response) => {
      if (response.request().resourceType() !== "script" || !response.ok()) return;
      scripts.set(new URL(response.url()).pathname, await response.body());
    });
    const html = await (await editorPage.goto("/blog/create"))!.text();
    // Content opens as the SPEC's HTML textarea (decision 0025); the editor's chunk loads in the background, then one click shows it.
    await editorPage.getByRole("group", { name: "Edit as" }).getByRole("button", { name: "Visual editor" }).click();
    await editorPage.getByRole("toolbar", { name: "Formatting" }).waitFor();
    await editorPage.waitForLoadState("networkidle");
    const preloaded = new Set([...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*?(?:href|src)="([^"]+)"/g)].map((m) => new URL(m[1]!, siteUrl).pathname));
    for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) preloaded.add(new URL(match[1]!, siteUrl).pathname);
    const route = measure([...scripts.values()]);
    const editor = measure([...scripts].filter(([path]) => !preloaded.has(path)).map(([, body]) => body));
    const editorFiles = [...scripts.keys()].filter((path) => !preloaded.has(path)).map((path) => path.replace("/assets/", ""));

    const section = `## 6. The post editor's JavaScript

Chromium opened \`/blog/create\` as the admin, switched Content to the visual editor and waited for it; every script it fetched, compressed here
(gzip -9, brotli 11). The editor is loaded on demand by the form (decision 0016); the route adds React, React Router and
the form. A public post page fetched ${publicCount} script${publicCount === 1 ? "" : "s"}.

| what | files | raw | gzip | brotli |
| --- | ---: | ---: | ---: | ---: |
| the editor (loaded on demand: ${editorFiles.join(", ")}) | ${editor.files} | ${kb(editor.raw)} | ${kb(editor.gzip)} | ${kb(editor.brotli)} |
| the whole route (/blog/create with the editor open) | ${route.files} | ${kb(route.raw)} | ${kb(route.gzip)} | ${kb(route.brotli)} |`;
    return {
      section,
      rows: [
        {
          target: `Post editor JavaScript < ${TARGET_KB} KB compressed`,
          measured: `editor ${kb(editor.brotli)} brotli / ${kb(editor.gzip)} gzip; whole route ${kb(route.brotli)} brotli / ${kb(route.gzip)} gzip`,
          met: editor.gzip < TARGET_KB * 1024 && editor.brotli < TARGET_KB * 1024,
          note: "Judged on what the editor adds (loaded on demand, admin forms only); the route's total includes React and React Router, which every admin page loads.",
        },
        {
          target: "Public post page ships no JavaScript with the editor in the build",
          measured: `${publicCount} script files`,
          met: publicCount === 0,
          note: "",
        },
      ],
    };
  } finally {
    await browser.close();
  }
}
