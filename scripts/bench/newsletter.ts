/**
 * Section 5: a newsletter to 10,000 confirmed subscribers. The production server sends through the outbox to a
 * local SMTP sink (smtp-server, counting recipients only); measured: the time until the send is queued (the
 * admin's POST returns once the recipient list is taken), the delivery rate against NEWSLETTER_RATE_PER_MINUTE,
 * the server's memory (RSS) over the send, and that each subscriber got exactly one copy.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { SMTPServer } from "smtp-server";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { freePort, startServer } from "../lib/start-server";
import { fmt, type SectionResult } from "./report";
import { log, track, workDir } from "./session";

const SUBSCRIBERS = 10_000;
const RATE = Number(process.env.BENCH_NEWSLETTER_RATE ?? 6000);

export async function newsletterSend(): Promise<SectionResult> {
  const dataDir = path.join(workDir, "newsletter");
  fs.mkdirSync(dataDir, { recursive: true });
  const database = openDatabase({ sqlitePath: path.join(dataDir, "site.sqlite") });
  await migrateToLatest(database);
  const now = new Date().toISOString();
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, n) => ({
      email: `reader${String(i + n).padStart(5, "0")}@bench.example`,
      status: "confirmed" as const,
      created_at: now,
      updated_at: now,
      confirmed_at: now,
    }));
    await database.db.insertInto("newsletter_subscribers").values(rows).execute();
  }
  await database.close();

  const copies = new Map<string, number>();
  const arrivals: number[] = [];
  const port = await freePort();
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        for (const rcpt of session.envelope.rcptTo) copies.set(rcpt.address, (copies.get(rcpt.address) ?? 0) + 1);
        arrivals.push(Date.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", () => resolve()));

  const admin = { ADMIN_EMAIL: "bench-admin@bench.example", ADMIN_PASSWORD: "bench-admin-password" };
  const site = await startServer({ dataDir, env: { ...admin, SMTP_URL: `smtp://127.0.0.1:${port}`, NEWSLETTER_RATE_PER_MINUTE: String(RATE), LOG_LEVEL: "warn" } });
  track(site.process);
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${site.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  try {
    const login = await fetch(`${site.url}/login`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      redirect: "manual",
    });
    const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    log(`newsletter: sending to ${SUBSCRIBERS} subscribers at ${RATE} per minute`);
    const t0 = performance.now();
    const answer = await fetch(`${site.url}/admin/newsletter`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "send", source: "message", subject: "Bench issue", message: "Hello,\n\none copy each." }),
    });
    const queuedMs = performance.now() - t0;
    const queuedText = await answer.text();
    if (answer.status !== 200 || !queuedText.includes(`Sending to ${SUBSCRIBERS}`)) throw new Error(`send answered ${answer.status}`);

    const samples: number[] = [];
    const deadline = Date.now() + ((SUBSCRIBERS / RATE) * 60 + 120) * 1000;
    while (arrivals.length < SUBSCRIBERS && Date.now() < deadline) {
      samples.push(rss());
      await sleep(1000);
    }
    await sleep(3000);
    const total = [...copies.values()].reduce((sum, n) => sum + n, 0);
    const duplicates = [...copies.values()].filter((n) => n > 1).length;
    const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
    const measuredRate = ((arrivals.length - 1) / seconds) * 60;
    const quarter = Math.max(1, Math.floor(samples.length / 4));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const early = median(samples.slice(0, quarter));
    const late = median(samples.slice(-quarter));
    const growth = late - early;
    log(`newsletter: queued in ${fmt(queuedMs, 0)} ms; ${total} mails to ${copies.size} addresses in ${fmt(seconds, 0)} s (${fmt(measuredRate, 0)}/min); RSS ${fmt(early, 0)} -> ${fmt(late, 0)} MB`);

    const exact = copies.size === SUBSCRIBERS && total === SUBSCRIBERS;
    const rateMet = measuredRate >= RATE * 0.9 && measuredRate <= RATE * 1.1;
    const section = `## 5. Newsletter: 10,000 confirmed subscribers

The production server (SQLite) with ${SUBSCRIBERS} confirmed subscribers and \`NEWSLETTER_RATE_PER_MINUTE=${RATE}\`
sends one newsletter through the outbox to a local SMTP sink (smtp-server on loopback).

| measure | value |
| --- | --- |
| send queued (admin's POST until the recipient list is stored) | ${fmt(queuedMs, 0)} ms |
| mails received / distinct addresses / duplicates | ${total} / ${copies.size} / ${duplicates} |
| delivery: first to last mail | ${fmt(seconds, 1)} s, ${fmt(measuredRate, 0)} mails/min (configured ${RATE}) |
| server RSS: median of the first / last quarter of the send, peak | ${fmt(early, 0)} / ${fmt(late, 0)} MB, peak ${fmt(Math.max(...samples), 0)} MB |
`;
    return {
      section,
      rows: [
        { target: "Newsletter to 10,000: send queued in under 5 s", measured: `${fmt(queuedMs / 1000, 2)} s`, met: queuedMs < 5000, note: "" },
        {
          target: "Newsletter: delivered at the configured rate",
          measured: `${fmt(measuredRate, 0)}/min vs ${RATE}/min`,
          met: rateMet,
          note: rateMet ? "" : "The worker sends one mail at a time over a new SMTP connection; on a busy shared machine it falls behind the slots.",
        },
        { target: "Newsletter: no memory growth over the send", measured: `${fmt(growth, 0)} MB (first vs last quarter)`, met: growth < 20, note: "" },
        { target: "Newsletter: each subscriber gets exactly one copy", measured: `${copies.size} addresses, ${total} mails, ${duplicates} duplicates`, met: exact, note: "" },
      ],
    };
  } finally {
    await site.stop();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
}
