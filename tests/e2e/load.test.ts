import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { applyRateRule } from "~/modules/careers/submit-application.server";
import { contactRateRule } from "~/modules/contact/contact.server";
import { startServer, type RunningServer } from "../support/server";
import { sendApplication, sendContact, TEST_SECRET } from "../support/submissions";

// 200 applicants and 200 people writing to us, spread over 30 seconds, on loopback. The server trusts
// X-Forwarded-For only from a loopback proxy (server/app.ts, trust proxy "loopback"), which is what this test is to
// it: each visitor gets an address of their own, as behind the reverse proxy of a deployment. Then one address goes
// over each per-address limit.
const VISITORS = 200;
const SPREAD_MS = 30_000;

let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  kind: "contact" | "application";
  name: string;
  status: number;
  ms: number;
  phase: "spread" | "burst";
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

describe("load: 200 applicants and 200 contact messages over 30 seconds, then 200 + 200 at once", () => {
  it("stores every submission it confirms, answers no 500, and the per-address limits answer where they should", { timeout: 180_000 }, async () => {
    server = await startServer({ env: { SESSION_SECRET: TEST_SECRET } });
    const { url } = server;
    const answers: Answer[] = [];
    let inFlight = 0;
    let peak = 0;

    async function visit(kind: Answer["kind"], index: number, ip: string, startAt: number, phase: Answer["phase"] = "spread") {
      await new Promise((resolve) => setTimeout(resolve, startAt));
      const name = `${kind} ${index}`;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      const started = performance.now();
      try {
        const response = kind === "contact" ? await sendContact(url, name, ip) : await sendApplication(url, name, ip);
        await response.arrayBuffer();
        answers.push({ kind, name, status: response.status, ms: performance.now() - started, phase });
      } finally {
        inFlight -= 1;
      }
    }

    // Phase 1, spread: a new visitor about every 75 ms for 30 s, applications and messages interleaved.
    const began = performance.now();
    const visits: Promise<void>[] = [];
    for (let i = 0; i < VISITORS; i += 1) {
      visits.push(visit("application", i, `10.50.0.${i}`, (2 * i * SPREAD_MS) / (2 * VISITORS)));
      visits.push(visit("contact", i, `10.60.0.${i}`, ((2 * i + 1) * SPREAD_MS) / (2 * VISITORS)));
    }
    await Promise.all(visits);
    const seconds = (performance.now() - began) / 1000;
    const spreadPeak = peak;

    // Phase 2, burst: 200 applicants and 200 messages sent at the same instant.
    peak = 0;
    const burstBegan = performance.now();
    await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => [
        visit("application", VISITORS + i, `10.51.0.${i}`, 0, "burst"),
        visit("contact", VISITORS + i, `10.61.0.${i}`, 0, "burst"),
      ]).flat(),
    );
    const burstSeconds = (performance.now() - burstBegan) / 1000;

    // One address over each limit: applications are refused with 429 and Retry-After; contact messages over the
    // limit are answered like any other (bots learn nothing) but filed as spam and not mailed.
    const burst = applyRateRule.limit + 5;
    const limited: number[] = [];
    for (let i = 0; i < burst; i += 1) {
      const response = await sendApplication(url, `burst application ${i}`, "10.70.0.1");
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      limited.push(response.status);
    }
    expect(limited).toEqual([...Array(applyRateRule.limit).fill(201), ...Array(5).fill(429)]);
    const contactBurst: number[] = [];
    for (let i = 0; i < contactRateRule.limit + 3; i += 1) contactBurst.push((await sendContact(url, `burst contact ${i}`, "10.70.0.2")).status);
    expect(contactBurst).toEqual(Array(contactRateRule.limit + 3).fill(200));

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.kind === "application").map((answer) => answer.status)).toEqual(Array(2 * VISITORS).fill(201));
    expect(answers.filter((answer) => answer.kind === "contact").map((answer) => answer.status)).toEqual(Array(2 * VISITORS).fill(200));

    const db = new SQLite(path.join(server.dataDir, "site.sqlite"), { readonly: true });
    try {
      const applications = (db.prepare("select name from applications").all() as Array<{ name: string }>).map((row) => row.name).sort();
      const expectedApplications = [
        ...answers.filter((answer) => answer.kind === "application" && answer.status === 201).map((answer) => answer.name),
        ...Array.from({ length: applyRateRule.limit }, (_, i) => `burst application ${i}`),
      ].sort();
      expect(applications).toEqual(expectedApplications);
      const messages = db.prepare("select name, spam_reason from contact_messages").all() as Array<{ name: string; spam_reason: string | null }>;
      expect(messages.filter((row) => !row.spam_reason).map((row) => row.name).sort()).toEqual(
        [...answers.filter((answer) => answer.kind === "contact").map((answer) => answer.name), ...Array.from({ length: contactRateRule.limit }, (_, i) => `burst contact ${i}`)].sort(),
      );
      expect(messages.filter((row) => row.spam_reason).map((row) => row.spam_reason)).toEqual(Array(3).fill("rate-limit"));
      const mails = (db.prepare("select count(*) as n from mail_outbox").get() as { n: number }).n;
      // A company notification and an acknowledgement per stored, unflagged submission.
      expect(mails).toBe(2 * (applications.length + messages.filter((row) => !row.spam_reason).length));
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      db.close();
    }

    const line = (phase: Answer["phase"], kind: Answer["kind"]) => {
      const times = answers.filter((answer) => answer.phase === phase && answer.kind === kind).map((answer) => answer.ms);
      return `${kind} p50 ${percentile(times, 0.5).toFixed(0)} / p95 ${percentile(times, 0.95).toFixed(0)} / max ${Math.max(...times).toFixed(0)} ms`;
    };
    console.log(
      `load: ${2 * VISITORS} spread over ${seconds.toFixed(1)} s (peak ${spreadPeak} in flight; ${line("spread", "application")}; ` +
        `${line("spread", "contact")}), ${2 * VISITORS} in one burst answered in ${burstSeconds.toFixed(1)} s ` +
        `(peak ${peak} in flight; ${line("burst", "application")}; ${line("burst", "contact")})`,
    );
  });
});
