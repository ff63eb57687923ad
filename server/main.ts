import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { PID_FILE } from "../app/db/backup.server";
import { EnvError, loadEnv } from "../app/env.server";
import { startCacheBroadcast } from "../app/modules/cache/cache-broadcast.server";
import { startMailWorker, type MailWorker } from "../app/modules/mail/mail-worker.server";
import { startWebhookWorker, type WebhookWorker } from "../app/modules/webhooks/webhook-worker.server";
import type { PeriodicJob } from "../app/modules/jobs/periodic.server";
import { startCareersJobs } from "../app/modules/careers/retention.server";
import { startBlogJobs } from "../app/modules/blog/publishing-jobs.server";
import { startNewsletterDispatcher, type NewsletterDispatcher } from "../app/modules/newsletter/newsletter-dispatch.server";
import { startQuarantinePurge } from "../app/modules/quarantine/quarantine.server";
import { startAnalyticsJobs } from "../app/modules/analytics/analytics.server";
import { createServer } from "./app";
import { closeServices, createServices } from "./services";

/** A configuration error is the operator's to fix: its message and exit 1, not a stack trace. */
async function exitOnEnvError<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

if (fs.existsSync(".env")) process.loadEnvFile(".env");
const env = await exitOnEnvError(() => loadEnv());
// ADMIN_PASSWORD's strength is checked here, once the settings (the company's name) can be read.
const services = await exitOnEnvError(() => createServices(env));
const development = env.NODE_ENV === "development" && process.argv.includes("--dev");
// Instances sharing one PostgreSQL database tell each other when content changes (their page caches).
const cacheBroadcast =
  services.database.kind === "postgres" && env.DATABASE_URL
    ? startCacheBroadcast({ databaseUrl: env.DATABASE_URL, database: services.database, pageCache: services.pageCache, logger: services.logger })
    : undefined;

let site;
if (development) {
  const vite = await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }));
  site = createServer({
    services,
    vite,
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
} else {
  const buildDir = path.resolve("build");
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  site = createServer({ services, build, clientDir: path.join(buildDir, "client"), prerender: true });
}

let mailWorker: MailWorker | undefined;
let newsletterDispatcher: NewsletterDispatcher | undefined;
let webhookWorker: WebhookWorker | undefined;
let jobs: PeriodicJob[] = [];
const pidFile = path.join(env.DATA_DIR, PID_FILE);
const server = site.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  services.logger.info({ url: `http://${env.HOST}:${port}`, database: services.database.kind }, "listening");
  // Test fixtures wait for this exact line to learn the port.
  if (process.env.PRINT_PORT) console.log(`LISTENING ${port}`);
  // Lets db:restore refuse to replace the database under a running server (SQLite: one server per DATA_DIR).
  if (services.database.kind === "sqlite") {
    try {
      fs.writeFileSync(pidFile, String(process.pid));
    } catch (error) {
      services.logger.warn({ err: error, pidFile }, "could not write the pid file");
    }
  }
  mailWorker = startMailWorker({ db: services.database.db, env, logger: services.logger, leaseMs: env.MAIL_LEASE_SECONDS * 1000 });
  newsletterDispatcher = startNewsletterDispatcher(services);
  webhookWorker = startWebhookWorker(services);
  jobs = [startQuarantinePurge(services), startCareersJobs(services), startBlogJobs(services)];
  // Page views counted in memory are written every few seconds, and once more when the job stops (shutdown).
  if (services.analytics.enabled) jobs.push(startAnalyticsJobs(services));
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  services.logger.info({ signal }, "shutting down");
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  // A mail or webhook being sent finishes (and is marked) before the database closes.
  const workerStopped = Promise.all([mailWorker?.stop(), newsletterDispatcher?.stop(), webhookWorker?.stop()]);
  const jobsStopped = Promise.all(jobs.map((job) => job.stop()));
  server.close(async () => {
    await workerStopped;
    await jobsStopped;
    // Views answered during the grace period, after the analytics job's last flush.
    await services.analytics.flush().catch((error: unknown) => services.logger.error({ err: error }, "analytics: last flush failed"));
    await cacheBroadcast?.stop();
    await closeServices(services);
    if (services.database.kind === "sqlite") fs.rmSync(pidFile, { force: true });
    process.exit(0);
  });
  server.closeIdleConnections();
  // Kept-alive connections that were busy at close() stay open until they idle out (KEEP_ALIVE_TIMEOUT_MS): the
  // requests in flight get a few seconds to finish, then every connection is closed.
  setTimeout(() => server.closeAllConnections(), 5_000).unref();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
// Started with an IPC channel (scripts/lib/start-server.ts: the tests and the bench): a parent that dies, killed or
// crashed, takes the server with it instead of leaving it on its port. `npm start` has no channel.
if (process.channel) {
  process.channel.unref();
  process.on("disconnect", () => void shutdown("parent gone"));
}
