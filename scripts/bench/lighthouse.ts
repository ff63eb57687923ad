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
  // The Hindi pages (issue 35: Lighthouse 100 with the Devanagari font too).
  "/hi",
  "/hi/about",
  "/hi/team",
  "/hi/contact",
  "/hi/services",
  "/hi/services/smart-glasses",
  "/hi/projects",
  "/hi/blog",
  "/hi/careers",
  "/hi/newsletter",
  "/hi/terms",
];

export interface LighthouseScores {
  route: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  /** Transferred (compressed) JavaScript of a first visit, KB. */
  js: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Debian's Chromium, headless, for Lighthouse runs; `work` gets an `audit` bound to it. */
export async function withLighthouse<T>(
  work: (audit: (url: string, preset: "mobile" | "desktop") => Promise<LighthouseScores | { error: string }>) => Promise<T>,
): Promise<T> {
  const { default: lighthouse } = await import("lighthouse");
  const { default: desktopConfig } = await import("lighthouse/core/config/desktop-config.js");
  const chromeLauncher = await import("chrome-launcher");
  const chromePath = process.env.CHROME_PATH ?? which("chromium") ?? which("chromium-browser");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const audit = async (url: string, preset: "mobile" | "desktop") => {
    // A run that errors (e.g. a timeout on a busy machine) is tried once more, then reported as an error.
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] },
        preset === "desktop" ? desktopConfig : undefined,
      );
      lhr = result!.lhr;
      if (!lhr.runtimeError) break;
      log(`lighthouse ${preset} ${url}: ${lhr.runtimeError.code}${attempt === 1 ? ", trying again" : ""}`);
    }
    if (!lhr || lhr.runtimeError) return { error: lhr?.runtimeError?.code ?? "no result" };
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items = (lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? [];
    const js = items.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    const route = new URL(url).pathname;
    const scores = { route, perf: score("performance"), a11y: score("accessibility"), bp: score("best-practices"), seo: score("seo"), js };
    log(`lighthouse ${preset} ${route}: ${scores.perf}/${scores.a11y}/${scores.bp}/${scores.seo}, JS ${fmt(js, 1)} KB`);
    return { ...scores, lcp: numeric("largest-contentful-paint"), tbt: numeric("total-blocking-time"), cls: numeric("cumulative-layout-shift") };
  };
  try {
    return await work(audit);
  } finally {
    await chrome.kill();
  }
}

/** One row of the Lighthouse tables. */
export function lighthouseLine(preset: string, route: string, result: LighthouseScores | { error: string }): string {
  if ("error" in result) return `| ${preset} | \`${route}\` | error: ${result.error} | | | | | | | |`;
  return `| ${preset} | \`${route}\` | ${result.perf} | ${result.a11y} | ${result.bp} | ${result.seo} | ${fmt(result.lcp, 0)} | ${fmt(result.tbt, 0)} | ${fmt(result.cls, 3)} | ${fmt(result.js, 1)} |`;
}

export async function runLighthouse(siteUrl: string, postSlug: string): Promise<SectionResult> {
  const routes = PUBLIC_ROUTES(postSlug);
  const desktopRoutes = process.env.BENCH_LH_ALL === "1" ? routes : ["/", "/services/custom-software", "/blog", `/blog/${postSlug}`, "/careers"];
  const lines: string[] = [];
  const mobileScores: LighthouseScores[] = [];
  await withLighthouse(async (audit) => {
    for (const [preset, list] of [
      ["mobile", routes],
      ["desktop", desktopRoutes],
    ] as const) {
      for (const route of list) {
        const result = await audit(siteUrl + route, preset);
        if (preset === "mobile" && !("error" in result)) mobileScores.push(result);
        lines.push(lighthouseLine(preset, route, result));
      }
    }
  });
  const minOf = (key: "perf" | "a11y" | "bp" | "seo") => Math.min(...mobileScores.map((s) => s[key]));
  const below = (key: "perf" | "a11y" | "bp" | "seo", bar: number) => mobileScores.filter((s) => s[key] < bar).map((s) => `${s.route} ${s[key]}`);
  if (mobileScores.length === 0) {
    mobileScores.push({
      route: "(none)",
      perf: Number.NaN,
      a11y: Number.NaN,
      bp: Number.NaN,
      seo: Number.NaN,
      js: Number.NaN,
      lcp: Number.NaN,
      tbt: Number.NaN,
      cls: Number.NaN,
    });
  }
  const marketing = mobileScores.filter((s) => !/^(\/hi)?\/(blog|careers)/.test(s.route));
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
        note: [
          ...below("a11y", 100).map((s) => `a11y ${s}`),
          ...below("bp", 100).map((s) => `best practices ${s}`),
          ...below("seo", 100).map((s) => `SEO ${s}`),
        ].join(", "),
      },
      {
        target: "JS on a first visit to a marketing page ≤ 100 KB compressed",
        measured: `largest ${fmt(maxJs, 1)} KB`,
        met: maxJs <= 100,
        note:
          maxJs <= 100
            ? "Reading pages load React only when a form is used (docs/decisions/0008)."
            : "React + React DOM + React Router alone are about 95 KB compressed; a page over budget loads React at once (see docs/decisions/0008).",
      },
    ],
  };
}
