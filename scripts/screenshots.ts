// npm run screenshots -- [--base http://127.0.0.1:3000] [--login email:password] [--out dir] /path /other ...
// Full-page Chromium screenshots of pages at 1280 px and 375 px wide, for looking at the site as a person would.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/support/chromium.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { base: { type: "string", default: "http://127.0.0.1:3000" }, out: { type: "string", default: ".cache/screenshots" }, login: { type: "string" } },
});
const paths = positionals.length ? positionals : ["/"];
fs.mkdirSync(values.out!, { recursive: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
for (const [label, viewport] of [["desktop", { width: 1280, height: 800 }], ["phone", { width: 375, height: 740 }]] as const) {
  const context = await browser.newContext({ baseURL: values.base, viewport });
  const page = await context.newPage();
  if (values.login) {
    const [email, password] = values.login.split(":");
    await page.goto("/login");
    await page.locator("main").getByLabel("Email", { exact: true }).fill(email!);
    await page.locator("main").getByLabel("Password", { exact: true }).fill(password!);
    await page.locator("main").getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
  }
  for (const pagePath of paths) {
    await page.goto(pagePath);
    await page.waitForLoadState("networkidle");
    const file = path.join(values.out!, `${pagePath.replace(/[^a-z0-9]+/gi, "_") || "_"}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
