/**
 * The tools the bench measures with: Debian's wrk, nginx and Chromium (installed with apt when missing), wrk's
 * output read into numbers, and a GET for the bench's own requests.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { aptInstall } from "../../tests/support/apt.mjs";
import { CONNECTIONS, LOAD_SECONDS, log, track, workDir } from "./session";

export function which(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(":").concat(["/usr/sbin", "/usr/bin"])) {
    const candidate = path.join(dir, command);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export function ensureDebianPackages(): void {
  const missing = [
    ["wrk", "wrk"],
    ["nginx", "nginx-light"],
    ["chromium", "chromium"],
  ].filter(([command]) => !which(command!) && !(command === "chromium" && (process.env.CHROME_PATH || which("chromium-browser"))));
  if (missing.length === 0) return;
  aptInstall(
    missing.map(([, name]) => name!),
    `The bench needs ${missing.map(([command]) => command).join(", ")}.`,
  );
}

/**
 * Starts a server process and waits until `probe` answers (any status). The function returned stops it with
 * `stopSignal` and resolves once it has exited; a process that does not start is named with what it wrote to stderr.
 */
export async function startProcess(
  command: string,
  args: string[],
  probe: string,
  stopSignal: NodeJS.Signals = "SIGTERM",
): Promise<() => Promise<void>> {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  track(child);
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  for (let tries = 0; tries < 100 && !exited(); tries += 1) {
    try {
      await fetch(probe);
      return () =>
        new Promise((resolve) => {
          if (exited()) return resolve();
          child.once("exit", () => resolve());
          child.kill(stopSignal);
        });
    } catch {
      await sleep(100);
    }
  }
  child.kill("SIGKILL");
  throw new Error(`${command} did not start:\n${errors}`);
}

/** A GET that retries: an idle keep-alive socket the server closed after a load run fails the first try. */
export async function get(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { ...init, headers: { Connection: "close", ...(init.headers as Record<string, string>) } });
    } catch (error) {
      if (attempt >= 3) throw error;
      await sleep(200);
    }
  }
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** The slowest answer of the run (wrk's Latency max). */
  max: number;
  errors: number;
  /** Requests wrk completed in the run. */
  requests: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "s" ? n * 1000 : n;
}

/**
 * wrk from a second process. `unique` renders every request: the page cache ignores query parameters a route does
 * not read (decision 0018), so it sends an Authorization header, which skips the cache (an anonymous render
 * through Express), and a ?bench=N as well.
 */
export function wrk(url: string, options: { connections?: number; seconds?: number; unique?: boolean; acceptEncoding?: string; script?: string; headers?: string[] } = {}): Load {
  const args = ["-t2", `-c${options.connections ?? CONNECTIONS}`, `-d${options.seconds ?? LOAD_SECONDS}s`, "--latency", "--timeout", "10s"];
  if (options.acceptEncoding) args.push("-H", `Accept-Encoding: ${options.acceptEncoding}`);
  for (const header of options.headers ?? []) args.push("-H", header);
  if (options.unique) args.push("-H", "Authorization: Bearer bench-uncached");
  // A Lua script of the caller's (e.g. a list of paths to cycle through).
  if (options.script) args.push("-s", options.script);
  else if (options.unique) {
    const script = path.join(workDir, "unique.lua");
    fs.writeFileSync(
      script,
      `local n = 0
request = function()
  n = n + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. sep .. "bench=" .. tostring(math.random(1, 1000000000)) .. "-" .. n)
end
`,
    );
    args.push("-s", script);
  }
  const out = execFileSync(which("wrk")!, [...args, url], { encoding: "utf8", timeout: 120_000 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const max = toMs(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? "");
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors:.*?(\d+).*?(\d+).*?(\d+).*?(\d+)/.exec(out);
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return { rps, p50, p99, max, errors, requests };
}

/** The run with the median throughput (its own p50 and p99 go with it). */
export function medianRun(runs: Load[]): Load {
  return [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;
}
