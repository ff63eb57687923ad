/**
 * Starts the real production server (the build in build/) as its own process on a free loopback port. One start for
 * everything that needs a running site: the browser and fault tests (through tests/support/server.ts) and
 * `npm run bench`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { temporaryDirectory } from "./temp-dir";

const root = path.resolve(import.meta.dirname, "../..");
/** The bundled server that `npm start` runs (scripts/build-server.mjs), the same for tests and the bench. */
const serverEntry = "build/server-main/main.mjs";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `env` is added to (and may override) the defaults below; without `dataDir` the server gets a fresh temporary
 * DATA_DIR. `publicHost` names the host of PUBLIC_URL and `url` (the server still listens on 127.0.0.1).
 * `startTimeoutMs` (60 s unless given) bounds the wait for the server's `LISTENING <port>` line.
 */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string; startTimeoutMs?: number; publicHost?: string; nodeFlags?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? temporaryDirectory("site-test-");
  // 60 s: at the start of a test run a start shares two cores with the typecheck and two other files; 30 s ran out
  // once (tests/e2e/blog.test.ts, docs/test-speed.md).
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  // The host PUBLIC_URL names: 127.0.0.1 unless told, "localhost" for WebAuthn, which refuses an IP address as RP ID.
  const url = `http://${options.publicHost ?? "127.0.0.1"}:${port}`;
  if (!fs.existsSync(path.join(root, serverEntry))) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  // Node 20's young generation (16 MB semi-spaces) on every Node, as `npm start` sets it (docs/deployment.md).
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "--enable-source-maps", ...(options.nodeFlags ?? []), serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      PRINT_PORT: "1",
      // glibc's per-thread malloc arenas keep sharp's freed image buffers: 2 arenas hold memory flat (decision 0015).
      MALLOC_ARENA_MAX: "2",
      ...options.env,
    },
    // The IPC channel is only a lifeline: the server stops when it closes (server/main.ts), so a test run that is
    // killed leaves no server behind. Unreferenced, so it keeps neither process alive.
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.channel?.unref();
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The caller never gets a handle on a server that did not start, so nothing else would stop it.
      child.kill("SIGTERM");
      reject(new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`));
    }, startTimeoutMs);
    const onData = () => {
      if (output.includes(`LISTENING ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
