// Renders public/og-default.png (1200x630), the default share image of every page, with Chromium.
// Run after changing the brand: `node scripts/render-og-image.mjs`. The HTML below is the image's source.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/support/chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const font = fs.readFileSync(path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")).toString("base64");
const chips = ["Custom Software", "Web & Mobile", "AI & Cloud", "AR/VR", "Smart Glasses"];

const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format("woff2"); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: radial-gradient(circle at 85% 15%, #3b6cf6 0, transparent 45%), linear-gradient(135deg, #1d3fc4 0%, #1e327c 55%, #0f172a 100%); }
.wrap { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 20px; font-size: 34px; font-weight: 700; letter-spacing: -0.02em; }
.brand span { color: #bfd3fe; }
h1 { margin-top: 64px; font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.035em; max-width: 880px; }
p { margin-top: 26px; font-size: 30px; color: #dbe6fe; max-width: 860px; line-height: 1.35; }
ul { margin-top: auto; display: flex; flex-wrap: wrap; gap: 12px; list-style: none; padding: 0; }
li { padding: 10px 20px; border-radius: 999px; background: rgba(255,255,255,.12); border: 1px solid rgba(255,255,255,.25); font-size: 22px; font-weight: 600; }
.ring { position: absolute; right: -120px; bottom: -160px; width: 520px; height: 520px; border-radius: 50%; border: 70px solid rgba(255,255,255,.06); }
</style></head><body><div class="wrap">
<div class="brand"><svg width="64" height="64" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fff"/><path d="M8 9l8 15 8-15" fill="none" stroke="#2550e0" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="9" r="2" fill="#3b6cf6"/></svg>
<div>Vyoma <span>Technologies</span></div></div>
<h1>Technology that works for people</h1>
<p>Software, AI and assistive hardware, built with care.</p>
<ul>${chips.map((chip) => `<li>${chip}</li>`).join("")}</ul>
<div class="ring"></div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: "load" });
await page.evaluate(() => document.fonts.ready);
const target = path.join(root, "public/og-default.png");
await page.screenshot({ path: target, type: "png" });
await browser.close();
console.log(`wrote ${path.relative(root, target)}`);
