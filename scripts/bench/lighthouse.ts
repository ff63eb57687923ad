/** Section 2: Lighthouse in Debian's Chromium, mobile on every public route and desktop on the main ones. */
import { fmt, type SectionResult } from "./report";
import { log } from "./session";
import { which } from "./tools";

const PUBLIC_ROUTES = (postSlug: string) => [
  "/",
  "/about",
  "/team",
  "/contact",
  "/services",
  "/services/custom-software",
  "/projects",
  "/projects/smart-glasses",
  "/blog",
  `/blog/${postSlug}`,
  "/careers",
  "/newsletter",
  "/privacy-policy",
  "/terms",
  "/cookies-policy",
];

export async function runLighthouse(siteUrl: string, postSlug: string): Promise<SectionResult> {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = process.env.CHROME_PATH ?? which("chromium") ?? which("chromium-browser");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const routes = PUBLIC_ROUTES(postSlug);
  const desktopRoutes = process.env.BENCH_LH_ALL === "1" ? routes : ["/", "/services/custom-software", "/blog", `/blog/${postSlug}`, "/careers"];
  const lines: string[] = [];
  const mobileScores: Array<{ route: string; perf: number; a11y: number; bp: number; seo: number; js: number }> = [];
  try {
    for (const [preset, list] of [["mobile", routes], ["desktop", desktopRoutes]] as const) {
      for (const route of list) {
        // A run that errors (e.g. a timeout on a busy machine) is tried once more, then reported as an error.
        let lhr;
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const result = await lighthouse(
            siteUrl + route,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
            preset === "desktop" ? desktopConfig : undefined,
          );
          lhr = result!.lhr;
          if (!lhr.runtimeError) break;
          log(`lighthouse ${preset} ${route}: ${lhr.runtimeError.code}${attempt === 1 ? ", trying again" : ""}`);
        }
        if (!lhr) continue;
        if (lhr.runtimeError) {
          lines.push(`| ${preset} | \`${route}\` | error: ${lhr.runtimeError.code} | | | | | | | |`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const items = ((lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? []);
        const js = items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
        const entry = { route, perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo"), js };
        if (preset === "mobile") mobileScores.push(entry);
        lines.push(
          `| ${preset} | \`${route}\` | ${entry.perf} | ${entry.a11y} | ${entry.bp} | ${entry.seo} | ${fmt(audit("largest-contentful-paint"), 0)} | ${fmt(audit("total-blocking-time"), 0)} | ${fmt(audit("cumulative-layout-shift"), 3)} | ${fmt(js, 1)} |`,
        );
        log(`lighthouse ${preset} ${route}: ${entry.perf}/${entry.a11y}/${entry.bp}/${entry.seo}, JS ${fmt(js, 1)} KB`);
      }
    }
  } finally {
    await chrome.kill();
  }
  const minOf = (key: "perf" | "a11y" | "bp" | "seo") => Math.min(...mobileScores.map((s) => s[key]));
  const below = (key: "perf" | "a11y" | "bp" | "seo", bar: number) => mobileScores.filter((s) => s[key] < bar).map((s) => `${s.route} ${s[key]}`);
  if (mobileScores.length === 0) mobileScores.push({ route: "(none)", perf: Number.NaN, a11y: Number.NaN, bp: Number.NaN, seo: Number.NaN, js: Number.NaN });
  const marketing = mobileScores.filter((s) => !s.route.startsWith("/blog") && !s.route.startsWith("/careers"));
  const maxJs = Math.max(...marketing.map((s) => s.js));
  return {
    section: `## 2. Lighthouse ${"(Debian Chromium, headless; Lighthouse's simulated throttling)"}

Mobile on every public route; desktop on the main ones (BENCH_LH_ALL=1 for all). JS is the transferred
(compressed) JavaScript of a first visit, in KB.

| Preset | Route | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | JS KB |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lines.join("\n")}`,
    rows: [
      {
        target: "Lighthouse mobile performance ≥ 95 on every public route",
        measured: `lowest ${minOf("perf")}`,
        met: minOf("perf") >= 95,
        note: below("perf", 95).length ? `Below: ${below("perf", 95).join(", ")}.` : "",
      },
      {
        target: "Lighthouse mobile accessibility, best practices, SEO = 100",
        measured: `lowest ${minOf("a11y")} / ${minOf("bp")} / ${minOf("seo")}`,
        met: minOf("a11y") === 100 && minOf("bp") === 100 && minOf("seo") === 100,
        note: [...below("a11y", 100).map((s) => `a11y ${s}`), ...below("bp", 100).map((s) => `best practices ${s}`), ...below("seo", 100).map((s) => `SEO ${s}`)].join(", "),
      },
      {
        target: "JS on a first visit to a marketing page ≤ 100 KB compressed",
        measured: `largest ${fmt(maxJs, 1)} KB`,
        met: maxJs <= 100,
        note: maxJs <= 100 ? "Reading pages load React only when a form is used (docs/decisions/0008)." : "React + React DOM + React Router alone are about 95 KB compressed; a page over budget loads React at once (see docs/decisions/0008).",
      },
    ],
  };
}

