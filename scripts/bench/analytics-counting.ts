/**
 * The counting path of a cached hit, in process (issue 36, decision 0033 "Cost on a cached hit"): CPU µs per call
 * (process.cpuUsage over many calls, median of rounds) of each step and of the whole listener (server/page-views.ts)
 * on real node:http request and response objects, against the same loop without a listener. Not part of
 * `npm run bench`: `npx tsx scripts/bench/analytics-counting.ts [rounds] [calls]`.
 */
import crypto from "node:crypto";
import http from "node:http";
import net from "node:net";
import pino from "pino";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { loadEnv } from "../../app/env.server";
import { isCountedRequest, pageViewOf } from "../../app/modules/analytics/page-view";
import { dayOf, PageViewCounter as CurrentCounter } from "../../app/modules/analytics/page-view-counter.server";
import { systemClock } from "../../app/modules/clock";
import { countPageViews as currentCountPageViews } from "../../server/page-views";

// BENCH_COUNTING_FROM=<module of a counter>,<module of countPageViews>: an earlier version, to compare (by hand).
const [counterModule, listenerModule] = process.env.BENCH_COUNTING_FROM?.split(",") ?? [];
const PageViewCounter: typeof CurrentCounter = counterModule ? (await import(counterModule)).PageViewCounter : CurrentCounter;
const countPageViews: typeof currentCountPageViews = listenerModule ? (await import(listenerModule)).countPageViews : currentCountPageViews;

const ROUNDS = Number(process.argv[2] ?? 9);
const CALLS = Number(process.argv[3] ?? 200_000);
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADERS = { host: "localhost:3200", "user-agent": BROWSER, accept: "text/html", "accept-encoding": "gzip, deflate, br", "accept-language": "en-GB,en;q=0.9" };

/** CPU µs per call of `step`, median of ROUNDS rounds of CALLS calls (user + system time of the process). */
function cpuMicros(step: (index: number) => void): number {
  for (let index = 0; index < CALLS / 10; index += 1) step(index); // warm up (and let V8 optimise)
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = process.cpuUsage();
    for (let index = 0; index < CALLS; index += 1) step(index);
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / CALLS);
  }
  rounds.sort((a, b) => a - b);
  return rounds[Math.floor(rounds.length / 2)]!;
}

function request(): http.IncomingMessage {
  const socket = new net.Socket();
  Object.defineProperty(socket, "remoteAddress", { value: "127.0.0.1" });
  const req = new http.IncomingMessage(socket);
  req.method = "GET";
  req.url = "/";
  req.headers = { ...HEADERS };
  return req;
}

async function main(): Promise<void> {
  const database = openDatabase({});
  await migrateToLatest(database);
  const env = loadEnv({ NODE_ENV: "production", DATA_DIR: "/tmp/unused-bench-data", ANALYTICS: "on", PUBLIC_URL: "http://localhost:3200", SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123" });
  const counter = new PageViewCounter({ database, env, clock: systemClock, logger: pino({ level: "silent" }) });
  if (process.env.VERBOSE) console.error("migrated");
  await counter.readySalt(dayOf(new Date()));
  const count = countPageViews(counter, "localhost:3200");
  const req = request();
  const salt = crypto.randomBytes(32);
  const identity = `127.0.0.1\n${BROWSER}\nlocalhost:3200`;
  const view = pageViewOf("/", req.headers, "localhost:3200");
  const results: Array<[string, number]> = [];
  const measure = (name: string, step: (index: number) => void) => {
    if (process.env.VERBOSE) console.error(name);
    results.push([name, cpuMicros(step)]);
  };

  // A response per call, as in the server (a listener stays on its response).
  const respond = () => {
    const response = new http.ServerResponse(req);
    response.statusCode = 200;
    return response;
  };
  measure("a response and its finish, no listener", () => respond().emit("finish"));
  measure("a response and its finish, counted (countPageViews)", () => {
    const response = respond();
    count(req, response);
    response.emit("finish");
  });
  measure("isCountedRequest", () => isCountedRequest({ method: "GET", url: "/", userAgent: BROWSER, headers: req.headers, signedIn: false }));
  measure("pageViewOf", () => pageViewOf("/", req.headers, "localhost:3200"));
  measure("recordView, the same visitor", () => counter.recordView(view, identity));
  measure("recordView, a new visitor each call", (index) => counter.recordView(view, `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}\n${BROWSER}\nlocalhost:3200`));
  measure("dayOf(new Date())", () => dayOf(new Date()));
  measure("createHmac sha256 hex, Buffer key", () => crypto.createHmac("sha256", salt).update(identity).digest("hex"));
  const saltKey = crypto.createSecretKey(salt);
  measure("createHmac sha256 hex, KeyObject key", () => crypto.createHmac("sha256", saltKey).update(identity).digest("hex"));
  measure("crypto.hash sha256 (salt hex + identity)", () => crypto.hash("sha256", salt.toString("hex") + identity));
  await counter.flush();
  await database.close();
  console.log(`Node ${process.version}, ${ROUNDS} rounds × ${CALLS} calls, median CPU µs per call`);
  for (const [name, micros] of results) console.log(`${micros.toFixed(3).padStart(8)}  ${name}`);
}

await main();
