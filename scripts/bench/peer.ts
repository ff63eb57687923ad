/**
 * npm run bench:peer (issue 16): our uncached post render side by side with Ghost's post page, in one run.
 *
 * Ghost 5.130.6 is installed once into .cache/ghost-5.130.6/ the way the issue says (`npm pack`, devDependencies
 * dropped, `resolutions` turned into `overrides`, `npm install --omit=dev --legacy-peer-deps`; sqlite3 compiles
 * with node-gyp against Node's own headers) and reused afterwards. Each run starts Ghost in production mode on
 * loopback with SQLite and a config of its own in the bench's work dir, publishes our sample post's text through
 * Ghost's Admin API, starts our production server as `npm run bench` does, and runs wrk on both, interleaved.
 * Separate from `npm run bench` because the first install alone takes minutes. Writes docs/benchmarks-peer.md.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../lib/start-server";
import { fmt, machineLine, targetRows, type Row } from "./report";
import { CONNECTIONS, log, quick, root, started, track, workDir, runBench } from "./session";
import { buildSite, prepareData, startSite } from "./site";
import { ensureDebianPackages, get, medianRun, wrk, type Load } from "./tools";

const GHOST_VERSION = "5.130.6";
const ghostHome = path.join(root, ".cache", `ghost-${GHOST_VERSION}`);
/** Written last by a finished install: a folder without it is a broken attempt and is started over. */
const installedMarker = path.join(ghostHome, ".bench-installed");
/**
 * Ghost 5 supports Node 18, 20 and 22, and its native modules (re2) are compiled for the Node that installed them:
 * it runs on the machine's Node (MACHINE_NODE, from scripts/node24.sh) while our server runs on Node 24, our
 * documented runtime (decision 0011). Run directly on the machine's Node, both use it.
 */
const ghostNode = process.env.MACHINE_NODE ?? process.execPath;
const ghostNodeVersion = () => execFileSync(ghostNode, ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
const INSTALL_TIMEOUT_MS = 30 * 60_000;
const BOOT_TIMEOUT_MS = 5 * 60_000;
/** Each side runs this many times, alternating which goes first; the median run of each is compared. */
const PEER_ROUNDS = quick ? 1 : 3;
/**
 * Longer than section 1's 4 s rounds: at 32 connections Ghost takes seconds per answer on these shared cores, and a
 * 4 s run would see each connection answered once or twice.
 */
const PEER_SECONDS = quick ? 4 : 10;

/** A command with its output in `logFile`, stopped if it outlives `timeoutMs` (npm passes the signal on to its scripts). */
async function runBounded(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string; timeoutMs: number }) {
  const out = fs.openSync(options.logFile, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", out, out] });
  fs.closeSync(out);
  const timer = setTimeout(() => child.kill("SIGTERM"), options.timeoutMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  }).finally(() => clearTimeout(timer));
  if (code !== 0) {
    const tail = fs.readFileSync(options.logFile, "utf8").split("\n").slice(-30).join("\n");
    throw new Error(
      `${command} ${args.join(" ")} ${code === null ? `was stopped after ${options.timeoutMs / 60_000} min` : `failed (exit ${code})`}; last lines of ${options.logFile}:\n${tail}`,
    );
  }
}

/** Installs Ghost into .cache/ once; returns how long it took (0 when it was already there). */
async function installGhost(): Promise<number> {
  if (fs.existsSync(installedMarker)) {
    log(`Ghost ${GHOST_VERSION}: reusing ${path.relative(root, ghostHome)}`);
    return 0;
  }
  const begin = Date.now();
  fs.rmSync(ghostHome, { recursive: true, force: true });
  fs.mkdirSync(ghostHome, { recursive: true });
  const logFile = path.join(ghostHome, "..", `ghost-${GHOST_VERSION}-install.log`);
  fs.writeFileSync(logFile, "");
  log(`Ghost ${GHOST_VERSION}: npm pack (log: ${path.relative(root, logFile)})`);
  const packDir = fs.mkdtempSync(path.join(os.tmpdir(), "ghost-pack-"));
  try {
    await runBounded("npm", ["pack", `ghost@${GHOST_VERSION}`, "--pack-destination", packDir], { cwd: packDir, logFile, timeoutMs: 5 * 60_000 });
    await runBounded("tar", ["-xzf", path.join(packDir, `ghost-${GHOST_VERSION}.tgz`), "-C", ghostHome, "--strip-components=1"], {
      cwd: packDir,
      logFile,
      timeoutMs: 2 * 60_000,
    });
  } finally {
    fs.rmSync(packDir, { recursive: true, force: true });
  }
  // As the issue says: a plain `npm install ghost` fails on the `file:` dependency in `resolutions` (yarn's field).
  const manifestPath = path.join(ghostHome, "package.json");
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
  delete manifest.devDependencies;
  manifest.overrides = manifest.resolutions;
  delete manifest.resolutions;
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));

  log(`Ghost ${GHOST_VERSION}: npm install --omit=dev --legacy-peer-deps (sqlite3 compiles from source; several minutes)`);
  // No GitHub here: sqlite3's prebuilt download fails and node-gyp builds it (re2 too), against Debian Node's own
  // headers. Not npm_config_build_from_source: that would make sharp try to build against a libvips we lack.
  // Built by (and for) the Node that will run Ghost: first on PATH for npm and node-gyp.
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${path.dirname(ghostNode)}:${process.env.PATH ?? ""}` };
  if (fs.existsSync("/usr/include/node/node.h")) env.npm_config_nodedir = "/usr";
  await runBounded("npm", ["install", "--omit=dev", "--legacy-peer-deps", "--no-audit", "--no-fund"], {
    cwd: ghostHome,
    env,
    logFile,
    timeoutMs: INSTALL_TIMEOUT_MS,
  });
  const binding = path.join(ghostHome, "node_modules/sqlite3/build/Release/node_sqlite3.node");
  if (!fs.existsSync(binding)) throw new Error(`Ghost installed, but sqlite3 was not built (${binding} is missing); see ${logFile}`);
  fs.writeFileSync(installedMarker, new Date().toISOString());
  const seconds = (Date.now() - begin) / 1000;
  log(`Ghost ${GHOST_VERSION}: installed in ${fmt(seconds, 0)} s`);
  return seconds;
}

/**
 * Ghost in production mode on a free loopback port, with its config (config.production.json, read from the working
 * directory) and content folder in the bench's work dir. Nothing leaves the machine: no update check (its URL is a
 * closed loopback port besides), Gravatar or RPC pings, and mail goes to a stub. Request logging is off, as ours is
 * (LOG_LEVEL=error); warnings and errors go to ghost/ghost.log. Ghost's in-process posts cache
 * (hostSettings.postsPublicCache) stays off, as by default.
 */
async function startGhost(): Promise<{ url: string; logFile: string }> {
  const dir = path.join(workDir, "ghost");
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(ghostHome, "content"), path.join(dir, "content"), { recursive: true });
  // Ghost-CLI's layout: Ghost finds its package.json through `current` in the working directory.
  fs.symlinkSync(ghostHome, path.join(dir, "current"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = {
    url,
    server: { host: "127.0.0.1", port, shutdownTimeout: 2000 },
    database: { client: "sqlite3", connection: { filename: path.join(dir, "ghost.db") } },
    paths: { contentPath: path.join(dir, "content") },
    updateCheck: { url: "http://127.0.0.1:9" },
    mail: { transport: "stub" },
    logging: { level: "warn", transports: ["stdout"] },
    privacy: { useUpdateCheck: false, useGravatar: false, useRpcPing: false, useStructuredData: true },
    security: { staffDeviceVerification: false },
    hostSettings: { postsPublicCache: { enabled: false } },
  };
  fs.writeFileSync(path.join(dir, "config.production.json"), JSON.stringify(config, null, 2));
  const logFile = path.join(dir, "ghost.log");
  const out = fs.openSync(logFile, "a");
  // An IPC channel, as Ghost-CLI runs it: Ghost sends {ready: true} once booted (before that it answers 503s).
  const child = spawn(ghostNode, [path.join(ghostHome, "index.js")], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", out, out, "ipc"],
  });
  fs.closeSync(out);
  track(child);
  log(`Ghost: booting on ${url} (a fresh database: migrations and fixtures first)`);
  const failure = await new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => resolve(`did not boot in ${BOOT_TIMEOUT_MS / 1000} s`), BOOT_TIMEOUT_MS);
    child.on("message", (message: { ready?: boolean; error?: unknown }) => {
      if (message.ready === undefined) return;
      clearTimeout(timer);
      resolve(message.ready ? null : `failed to boot: ${JSON.stringify(message.error)}`);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(`exited (${code})`);
    });
  });
  if (!failure) return { url, logFile };
  const tail = fs.readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`Ghost ${failure}; last lines of its log:\n${tail}`);
}

/** Ghost's owner account, a staff session, and one published post with `html` (Ghost turns it into Lexical); its path. */
async function publishOnGhost(url: string, title: string, html: string): Promise<string> {
  const api = `${url}/ghost/api/admin`;
  const owner = { name: "Bench", email: "bench@example.com", password: "Bench-peer-4815162342!" };
  const call = async (method: string, pathname: string, body: unknown, cookie = "") => {
    const response = await fetch(api + pathname, {
      method,
      headers: { "Content-Type": "application/json", Origin: url, Cookie: cookie },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok) throw new Error(`Ghost ${method} ${pathname}: ${response.status} ${await response.text()}`);
    return response;
  };
  await call("POST", "/authentication/setup/", { setup: [{ ...owner, blogTitle: "Bench" }] });
  // For a few seconds after setup Ghost answers 403 to a brand-new session (most runs here, up to 3 times in a row):
  // sign in again, for at most about 10 s.
  for (let attempt = 1; ; attempt += 1) {
    const session = await call("POST", "/session/", { username: owner.email, password: owner.password });
    const cookie = session.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    try {
      const created = (await (await call("POST", "/posts/?source=html", { posts: [{ title, html, status: "published" }] }, cookie)).json()) as {
        posts: Array<{ slug: string }>;
      };
      return `/${created.posts[0]!.slug}/`;
    } catch (error) {
      if (attempt >= 10 || !String(error).includes(": 403 ")) throw error;
      log(`Ghost: the new session was refused (attempt ${attempt}); signing in again`);
      await sleep(1000);
    }
  }
}

/** Our first post (what section 7 renders) with its title and content, through our JSON API. */
async function ourPost(siteUrl: string): Promise<{ slug: string; title: string; content: string }> {
  const list = (await (await get(`${siteUrl}/api/blogs?limit=1`)).json()) as Array<{ id: number | string }>;
  const post = (await (await get(`${siteUrl}/api/blogs/${list[0]!.id}`)).json()) as { slug: string; title: string; content: string };
  return post;
}

/** One cache-bypassing request, as wrk sends them: it must render a 200 (not come from a cache); the page and its headers. */
async function probe(pageUrl: string): Promise<{ bytes: number; cacheControl: string }> {
  const response = await get(`${pageUrl}?bench=probe`, { headers: { Authorization: "Bearer bench-uncached" } });
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${pageUrl}: ${response.status} instead of 200`);
  if (response.headers.get("x-cache") === "HIT") throw new Error(`${pageUrl}: answered from the page cache despite the Authorization header`);
  return { bytes: body.byteLength, cacheControl: response.headers.get("cache-control") ?? "none" };
}

const row = (name: string, load: Load, max: number, errors: number) =>
  `| ${name} | ${fmt(load.rps, 0)} | ${fmt(load.p50, 1)} | ${fmt(load.p99, 1)} | ${fmt(max, 0)} | ${errors} |`;

async function main() {
  ensureDebianPackages();
  const installSeconds = await installGhost();
  buildSite();
  log("preparing data: sample content topped up to 100 posts (as npm run bench)");
  const site = await startSite(await prepareData("small", 100));
  const post = await ourPost(site.url);
  const bootBegin = Date.now();
  const ghost = await startGhost();
  const bootSeconds = (Date.now() - bootBegin) / 1000;
  log(`Ghost: ready in ${fmt(bootSeconds, 0)} s`);
  const ghostPath = await publishOnGhost(ghost.url, post.title, post.content);
  const ours = `${site.url}/blog/${post.slug}`;
  const theirs = `${ghost.url}${ghostPath}`;
  const [ourPage, ghostPage] = [await probe(ours), await probe(theirs)];
  log(`ours ${ours} (${ourPage.bytes} bytes), Ghost ${theirs} (${ghostPage.bytes} bytes); warming both`);
  // Warm-up: JIT, templates and SQLite pages on both sides; not counted.
  for (const target of [ours, theirs]) wrk(target, { seconds: 2, unique: true });
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

  // Both the same way: wrk's `unique` sends a new query string every request and an Authorization header (which
  // steps past our page cache; Ghost has no page cache in process, and nothing in front of it).
  const ourRuns: Load[] = [];
  const ghostRuns: Load[] = [];
  for (let round = 0; round < PEER_ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ([ours, theirs] as const) : ([theirs, ours] as const);
    for (const target of order) {
      const load = wrk(target, { seconds: PEER_SECONDS, unique: true });
      (target === ours ? ourRuns : ghostRuns).push(load);
      log(
        `round ${round + 1}/${PEER_ROUNDS} ${target === ours ? "ours " : "Ghost"}: ${fmt(load.rps, 0)} req/s, p99 ${fmt(load.p99, 1)} ms, max ${fmt(load.max, 0)} ms, ${load.errors} errors`,
      );
    }
  }
  await site.stop();

  const [us, them] = [medianRun(ourRuns), medianRun(ghostRuns)];
  const worst = (runs: Load[]) => Math.max(...runs.map((run) => run.max));
  const errors = (runs: Load[]) => runs.reduce((sum, run) => sum + run.errors, 0);
  const ratio = us.rps / them.rps;
  const rows: Row[] = [
    {
      target: "Uncached post render ≥ 5× Ghost's post page (req/s)",
      measured: `${fmt(ratio, 2)}× (${fmt(us.rps, 0)} vs ${fmt(them.rps, 0)} req/s)`,
      met: ratio >= 5,
      note: "",
    },
    { target: "Uncached post render p99 < 250 ms", measured: `${fmt(us.p99, 1)} ms (Ghost ${fmt(them.p99, 1)} ms)`, met: us.p99 < 250, note: "" },
    {
      target: "Uncached post render: no answer over 1 s, no errors",
      measured: `slowest ${fmt(worst(ourRuns), 0)} ms, ${errors(ourRuns)} errors (Ghost ${fmt(worst(ghostRuns), 0)} ms, ${errors(ghostRuns)})`,
      met: worst(ourRuns) < 1000 && errors(ourRuns) === 0,
      note: "",
    },
  ];
  const report = `# Benchmarks: side by side with Ghost

Written by \`npm run bench:peer\` (scripts/bench/peer.ts) on ${new Date().toISOString()}, in ${fmt((Date.now() - started) / 1000, 0)} s${
    installSeconds ? ` (of which ${fmt(installSeconds, 0)} s installing Ghost)` : " (Ghost already installed in .cache/)"
  }.
${machineLine()}

## Targets (issue 16)

| Target | Measured | Status | Reason / what would close it |
| --- | --- | --- | --- |
${targetRows(rows)}

## Uncached post page, ours vs Ghost ${GHOST_VERSION} (${CONNECTIONS} connections, wrk -t2, ${PEER_ROUNDS} × ${PEER_SECONDS} s per side, interleaved)

Same run, same machine, both on loopback in production mode with SQLite, one Node process each: ours on Node
${process.versions.node}, Ghost on Node ${ghostNodeVersion()} (decision 0022: each on a runtime its makers support). Every request has
a new query string and an \`Authorization\` header, so our page cache steps aside and renders (as section 7 of
docs/benchmarks.md); Ghost keeps no page cache in its process (its posts cache, \`hostSettings.postsPublicCache\`, is
off, as by default) and has no proxy in front, so it renders every request too. Request logging is off on both.
The same post on both sides: our sample post "${post.title}", published on Ghost through its Admin API with our HTML
(Ghost converts it to Lexical and renders it with its default theme, Casper). Pages: ours ${ourPage.bytes} bytes, Ghost's
${ghostPage.bytes} bytes (no compression asked; Ghost's \`Cache-Control: ${ghostPage.cacheControl}\`).
Each side's median run by req/s; "max" and "errors" cover all its runs.
Ghost booted from a fresh database in this run, in ${fmt(bootSeconds, 0)} s.

| Side | req/s | p50 ms | p99 ms | max ms | errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${row(`ours, \`/blog/${post.slug}\``, us, worst(ourRuns), errors(ourRuns))}
${row(`Ghost ${GHOST_VERSION}, \`${ghostPath}\``, them, worst(ghostRuns), errors(ghostRuns))}
| ours / Ghost | ${fmt(ratio, 2)}× | | | | |

Every round (req/s; odd rounds ours first, even rounds Ghost first): ${ourRuns.map((run, i) => `${i + 1}: ours ${fmt(run.rps, 0)}, Ghost ${fmt(ghostRuns[i]!.rps, 0)}`).join("; ")}.
Load average before the load runs: ${loadBefore} (at the end: see the top).
`;
  fs.writeFileSync(path.join(root, "docs/benchmarks-peer.md"), report);
  console.log(`\n${targetRows(rows)}\n`);
  log("wrote docs/benchmarks-peer.md");
}

await runBench(main);
