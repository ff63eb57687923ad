import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server";
import { logInAs } from "../support/auth";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";
import { openDatabase } from "../../app/db/database.server";

const NGINX = "/usr/sbin/nginx";
const ADMIN = { email: "admin@vyoma.example", password: "admin-password-1" };

let server: RunningServer;
let nginx: ChildProcess | undefined;
let front: string;
let prefix: string;

/** docs/deployment.md's nginx block, as written, pointed at this test's server, port and cache folder. */
function documentedConfig(upstreamPort: number, listenPort: number, cacheDir: string): string {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/deployment.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deployment.md has no nginx block");
  const replaced = block
    .replace("/var/cache/nginx/site", cacheDir)
    .replace("/var/log/nginx/site-analytics.log", path.join(path.dirname(cacheDir), "site-analytics.log"))
    .replace(/    server 127\.0\.0\.1:3000;\n    server 127\.0\.0\.1:3001;/, `    server 127.0.0.1:${upstreamPort};`)
    .replace("listen 80;", `listen 127.0.0.1:${listenPort};`);
  expect(replaced).not.toBe(block);
  return replaced;
}

beforeAll(async () => {
  // s-maxage 2 s, so the test sees a write reach the proxy's visitors without waiting a minute.
  server = await startServer({ env: { ...ADMIN_ENV(), CACHE_SHARED_MAX_AGE_SECONDS: "2", CACHE_STALE_WHILE_REVALIDATE_SECONDS: "60" }, startTimeoutMs: 90_000 });
  prefix = temporaryDirectory("nginx-front-");
  // Run as root, nginx's workers switch to "nobody", who must reach the cache folder.
  fs.chmodSync(prefix, 0o755);
  const port = await freePort();
  const temp = ["body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${name === "body" ? "client_body" : name}_temp_path ${prefix}/${name};`).join("\n");
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\ndaemon off;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n${temp}\n${documentedConfig(Number(new URL(server.url).port), port, path.join(prefix, "cache"))}\n}\n`,
  );
  nginx = spawn(NGINX, ["-c", path.join(prefix, "nginx.conf"), "-p", prefix], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  nginx.stderr!.on("data", (chunk) => (output += chunk));
  front = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (nginx.exitCode !== null || tries > 100) throw new Error(`nginx did not start:\n${output}`);
    try {
      await fetch(`${front}/healthz`);
      break;
    } catch {
      await sleep(100);
    }
  }
}, 120_000);

function ADMIN_ENV() {
  return { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
}

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await server?.stop();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

const viaProxy = (pathname: string, headers: Record<string, string> = {}) => fetch(`${front}${pathname}`, { headers });

describe("nginx in front, configured as docs/deployment.md says", () => {
  it("serves an anonymous page from its cache, and shows a content write once s-maxage has passed", async () => {
    const first = await viaProxy("/blog");
    expect(first.status, `${[...first.headers].join(" | ")} ${fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8") : ""}`).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=2, stale-while-revalidate=60");
    await first.text();
    const second = await viaProxy("/blog");
    expect(second.headers.get("x-proxy-cache")).toBe("HIT");
    const cachedHtml = await second.text();

    const cookie = await logInAs({ url: server.url, fetch: (p, init) => fetch(`${server.url}${p}`, { redirect: "manual", ...init }) }, ADMIN.email, ADMIN.password);
    const created = await fetch(`${server.url}/api/blogs`, {
      method: "POST",
      headers: { Origin: server.url, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ title: "Seen through nginx", excerpt: "x", category: "Testing", image: "https://images.example/a.png", content: "<p>b</p>", tags: "" }),
    });
    expect(created.status).toBe(201);
    expect(cachedHtml).not.toContain("Seen through nginx");

    // Within s-maxage nginx may still answer from its copy; after it, one request refreshes it (stale meanwhile).
    const states: string[] = [];
    let html = "";
    for (let tries = 0; tries < 40 && !html.includes("Seen through nginx"); tries += 1) {
      await sleep(250);
      const response = await viaProxy("/blog");
      states.push(String(response.headers.get("x-proxy-cache")));
      html = await response.text();
    }
    expect(html, states.join(" ")).toContain("Seen through nginx");
    expect((await viaProxy("/blog")).headers.get("x-proxy-cache"), states.join(" ")).toMatch(/HIT|UPDATING|REVALIDATED/);
  }, 60_000);

  it("never stores a signed-in visitor's page, and never serves them the anonymous one", async () => {
    await (await viaProxy("/about")).text();
    expect((await viaProxy("/about")).headers.get("x-proxy-cache")).toBe("HIT");
    const cookie = await logInAs({ url: server.url, fetch: (p, init) => fetch(`${server.url}${p}`, { redirect: "manual", ...init }) }, ADMIN.email, ADMIN.password);
    for (let view = 0; view < 2; view += 1) {
      const response = await viaProxy("/about", { Cookie: cookie });
      expect(response.headers.get("x-proxy-cache")).toBe("BYPASS");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain(ADMIN.email);
    }
    // Still the anonymous copy from nginx's cache. Any cached state, not only HIT: with s-maxage at 2 s a loaded
    // machine can take longer than that to sign in, and nginx then answers STALE or UPDATING while it refreshes.
    const after = await viaProxy("/about");
    expect(after.headers.get("x-proxy-cache")).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED)$/);
    expect(await after.text()).not.toContain(ADMIN.email);
  }, 60_000);
});

describe("page views nginx answers from its cache (log_format analytics, npm run analytics:import)", () => {
  const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const PAGE = "/services?utm_source=nginx-test";

  /** `npm run analytics:import` against the test server's database, as a deployment's timer runs it. */
  function runImport(): { lines: number; views: number } {
    const output = execFileSync("npx", ["tsx", "scripts/analytics-import.ts", "--log", path.join(prefix, "site-analytics.log")], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: server.dataDir, PUBLIC_URL: server.url, LOG_LEVEL: "warn", NODE_ENV: "development" },
      encoding: "utf8",
    });
    return JSON.parse(output.trim().split("\n").pop()!) as { lines: number; views: number };
  }

  async function counted(): Promise<{ views: number; visitors: number; campaigns: string[]; languages: string[] }> {
    const database = openDatabase({ sqlitePath: path.join(server.dataDir, "site.sqlite") });
    try {
      const { db } = database;
      const rows = await db.selectFrom("analytics_pages").select("views").where("path", "=", "/services").execute();
      const visitors = await db.selectFrom("analytics_visits").select("visitor").where("path", "=", "/services").execute();
      const campaigns = await db.selectFrom("analytics_page_campaigns").select("utm_source").where("path", "=", "/services").execute();
      const languages = await db.selectFrom("analytics_languages").select("language").execute();
      return {
        views: rows.reduce((sum, row) => sum + Number(row.views), 0),
        visitors: visitors.length,
        campaigns: campaigns.map((row) => row.utm_source),
        languages: languages.map((row) => row.language),
      };
    } finally {
      await database.close();
    }
  }

  it("counts a cached answer once after the import (the server counted the miss), never a bot's or a signed-in person's, and an import run twice adds nothing", async () => {
    const visitor = { "User-Agent": BROWSER, "Accept-Language": "hi-IN,hi;q=0.9" };
    const states: string[] = [];
    for (let view = 0; view < 4; view += 1) {
      const response = await viaProxy(PAGE, visitor);
      states.push(String(response.headers.get("x-proxy-cache")));
      await response.text();
    }
    expect(states).toEqual(["MISS", "HIT", "HIT", "HIT"]);
    // A crawler gets the cached page too (logged as a HIT), and a signed-in person bypasses the cache: neither counts.
    await (await viaProxy(PAGE, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).text();
    const cookie = await logInAs({ url: server.url, fetch: (p, init) => fetch(`${server.url}${p}`, { redirect: "manual", ...init }) }, ADMIN.email, ADMIN.password);
    expect((await viaProxy(PAGE, { ...visitor, Cookie: cookie })).headers.get("x-proxy-cache")).toBe("BYPASS");

    // The server counts the miss at its next flush (every 10 s); the hits only the import can count.
    await expect.poll(async () => (await counted()).views, { timeout: 20_000, interval: 1_000 }).toBe(1);
    const first = runImport();
    expect(first.views).toBeGreaterThanOrEqual(3);
    const after = await counted();
    expect(after.views).toBe(4);
    // The same person by the server's hash and the import's: one visitor.
    expect(after.visitors).toBe(1);
    expect(after).toMatchObject({ campaigns: ["nginx-test"], languages: ["hi"] });

    const second = runImport();
    expect(second).toMatchObject({ lines: 0, views: 0 });
    expect((await counted()).views).toBe(4);
  }, 90_000);
});
