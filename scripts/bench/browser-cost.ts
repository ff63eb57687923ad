// npx tsx scripts/bench/browser-cost.ts [--rounds 3] [--contexts 10] [--variant name ...] [--args "--switch ..."] [--list]
// npx tsx scripts/bench/browser-cost.ts --launch [--rounds 3] [--contexts 10]
// Chromium's CPU for a fixed browser-test workload, per launch variant (decision 0048). Needs `npm run build`.
// `--launch` measures instead what a browser file pays for its own browser: a launch and a first page against the
// same page in a browser that is already running.
//
// One test server (as the browser tests start it), then for each round and each variant in turn (interleaved, so a
// busy minute on this shared machine falls on every variant alike): launch the browser as tests/support/browser.ts
// does, plus the variant's switches, and run `--contexts` times: a new context, a marketing page + axe, the login
// page + sign in (logInAsAdmin), an admin page + axe. The context alternates between 1280 and 375 px.
// CPU is read from /proc over the browser's whole tree: Playwright starts Chromium in its own session, and every
// Chromium process stays in that session however it is reparented; a process that has exited is counted in its
// parent's cutime once reaped (zygotes reap renderers, the browser reaps utilities).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../../tests/support/chromium.mjs";
import { axeViolations, DESKTOP, logInAsAdmin, newContext, PHONE, waitForHydration } from "../../tests/support/browser";
import { startServer } from "../../tests/support/server";

/** Switches added to CHROMIUM_ARGS ("none": the switches as they are). None that changes what a page renders. */
const VARIANTS: Record<string, string[]> = {
  none: [],
  "no-opt": ["--js-flags=--no-opt"],
  "max-lazy": ["--js-flags=--max-lazy"],
  "semi-space": ["--js-flags=--min-semi-space-size=16"],
  "single-threaded": ["--js-flags=--single-threaded"],
  "in-process-gpu": ["--in-process-gpu"],
  "gpu-compositing-off": ["--disable-gpu-compositing"],
  "process-limit": ["--renderer-process-limit=1"],
};

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    contexts: { type: "string", default: "10" },
    variant: { type: "string", multiple: true },
    args: { type: "string", multiple: true },
    list: { type: "boolean", default: false },
    launch: { type: "boolean", default: false },
  },
});
if (values.list) {
  for (const [name, args] of Object.entries(VARIANTS)) console.log(`${name}: ${args.join(" ") || "(CHROMIUM_ARGS only)"}`);
  process.exit(0);
}
// `--args "--foo --bar"` measures switches not listed above, as the variant "custom".
if (values.args) VARIANTS.custom = values.args.flatMap((arg) => arg.split(" ").filter(Boolean));
const variants = values.variant ?? (values.args ? ["none", "custom"] : Object.keys(VARIANTS));
for (const name of variants) if (!VARIANTS[name]) throw new Error(`unknown variant ${name} (--list names them)`);
const rounds = Number(values.rounds);
const contexts = Number(values.contexts);

const MARKETING = ["/", "/services/web-development", "/about", "/careers", "/services/ai-integration"];
const ADMIN = ["/admin", "/admin/posts", "/admin/messages", "/admin/content", "/admin/audit"];

type Kind = "browser" | "renderer" | "gpu" | "utility" | "zygote" | "other";
const TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

interface ProcessTimes {
  pid: number;
  ppid: number;
  session: number;
  self: number;
  children: number;
  kind: Kind;
  zygoteFor?: Kind;
}

function readProcess(pid: number): ProcessTimes | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Chromium rewrites the command line of the processes it forks (setproctitle): one string, spaces between.
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split(/[\0 ]/);
    const type = argv.find((arg) => arg.startsWith("--type="))?.slice(7);
    const kind: Kind = !argv[0]!.includes("chrom")
      ? "other"
      : type === undefined
        ? "browser"
        : type === "renderer"
          ? "renderer"
          : type === "gpu-process"
            ? "gpu"
            : type === "utility"
              ? "utility"
              : type === "zygote"
                ? "zygote"
                : "other";
    return {
      pid,
      ppid: Number(fields[1]),
      session: Number(fields[3]),
      self: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
      kind,
      // The zygote without a sandbox starts the GPU process; the other one, the renderers.
      zygoteFor: kind === "zygote" ? (argv.includes("--no-zygote-sandbox") ? "gpu" : "renderer") : undefined,
    };
  } catch {
    return undefined; // exited while being read
  }
}

function sessionProcesses(session: number): ProcessTimes[] {
  return fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((times): times is ProcessTimes => times?.session === session);
}

/** CPU-s of the session by kind: each process's own time, and the time of its reaped children by their kind. */
function cpuByKind(session: number): Record<Kind | "total", number> {
  const totals = { browser: 0, renderer: 0, gpu: 0, utility: 0, zygote: 0, other: 0, total: 0 };
  for (const times of sessionProcesses(session)) {
    totals[times.kind] += times.self / TICKS_PER_SECOND;
    const reapedKind = times.zygoteFor ?? (times.kind === "browser" ? "utility" : "other");
    totals[reapedKind] += times.children / TICKS_PER_SECOND;
    totals.total += (times.self + times.children) / TICKS_PER_SECOND;
  }
  return totals;
}

/** Launches the browser as the tests do, plus `extraArgs`; answers it with the session its processes share. */
async function launch(extraArgs: string[]) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_ARGS, ...extraArgs] });
  // Playwright spawns the browser detached: its first process (Debian's wrapper script) leads a new session.
  const leader = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .find((times) => times?.ppid === process.pid && times.session === times.pid);
  if (!leader) throw new Error("cannot find the browser's session");
  return { browser, session: leader.session };
}

/** Lets the zygote reap the closed contexts' renderers, so their time is in its cutime, not lost with the browser. */
async function waitForRenderersToExit(session: number) {
  const deadline = Date.now() + 5000;
  while (sessionProcesses(session).some((times) => times.kind === "renderer") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(baseURL: string, extraArgs: string[]) {
  const started = Date.now();
  const { browser, session } = await launch(extraArgs);
  let violations = 0;
  for (let index = 0; index < contexts; index += 1) {
    const { context } = await newContext(browser, baseURL, index % 2 === 0 ? DESKTOP : PHONE);
    const page = await context.newPage();
    await page.goto(MARKETING[index % MARKETING.length]!);
    violations += (await axeViolations(page)).length;
    await logInAsAdmin(page);
    await page.goto(ADMIN[index % ADMIN.length]!);
    await waitForHydration(page);
    violations += (await axeViolations(page)).length;
    await context.close();
  }
  await waitForRenderersToExit(session);
  if (process.env.BROWSER_COST_DEBUG) for (const times of sessionProcesses(session)) console.log(times);
  const cpu = cpuByKind(session);
  await browser.close();
  return { ...cpu, wall: (Date.now() - started) / 1000, violations };
}

/** One page in a context of its own, as a browser file's first test opens it. */
async function visitOnce(browser: Browser, baseURL: string) {
  const { context } = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto("/");
  await context.close();
}

/** CPU-s of `contexts` launches with a first page each, against `contexts` such pages in one running browser. */
async function measureLaunches(baseURL: string) {
  let launched = 0;
  for (let index = 0; index < contexts; index += 1) {
    const { browser, session } = await launch([]);
    await visitOnce(browser, baseURL);
    await waitForRenderersToExit(session);
    launched += cpuByKind(session).total;
    await browser.close();
  }
  const { browser, session } = await launch([]);
  await visitOnce(browser, baseURL);
  await waitForRenderersToExit(session);
  const before = cpuByKind(session).total;
  for (let index = 0; index < contexts; index += 1) await visitOnce(browser, baseURL);
  await waitForRenderersToExit(session);
  const running = cpuByKind(session).total - before;
  await browser.close();
  return { launched, running };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

async function reportLaunches(baseURL: string) {
  const results = [];
  for (let round = 1; round <= rounds; round += 1) {
    const result = await measureLaunches(baseURL);
    results.push(result);
    console.log(`round ${round}: ${contexts} launches with a page ${result.launched.toFixed(2)} CPU-s, the pages in a running browser ${result.running.toFixed(2)}`);
  }
  const launched = median(results.map((result) => result.launched)) / contexts;
  const running = median(results.map((result) => result.running)) / contexts;
  console.log(`medians: a launch and its first page ${launched.toFixed(3)} CPU-s, the page in a running browser ${running.toFixed(3)}`);
}

async function reportVariants(baseURL: string) {
  // One untimed pass fills the server's page cache, so every variant meets the same server.
  await measure(baseURL, []);
  const results: Record<string, Awaited<ReturnType<typeof measure>>[]> = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of variants) {
      const result = await measure(baseURL, VARIANTS[name]!);
      (results[name] ??= []).push(result);
      console.log(`round ${round} ${name}: ${result.total.toFixed(2)} CPU-s, ${result.wall.toFixed(1)} s, ${result.violations} violations`);
    }
  }
  const columns = ["total", "renderer", "browser", "gpu", "utility", "zygote", "other", "wall"] as const;
  console.log(`\nmedians of ${rounds} rounds, ${contexts} contexts each (CPU-s; wall in s)`);
  console.log(`| variant | ${columns.join(" | ")} |\n| --- |${columns.map(() => " ---: |").join("")}`);
  for (const name of variants) {
    const cells = columns.map((column) => median(results[name]!.map((result) => result[column])).toFixed(2));
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
}

const server = await startServer();
try {
  await (values.launch ? reportLaunches(server.url) : reportVariants(server.url));
} finally {
  await server.stop();
}
