import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { pdfBytes } from "../support/careers";
import { imageBytes } from "../support/media";
import { startTestS3, type TestS3Server } from "../support/s3";
import { startServer, type RunningServer } from "../support/server";
import { createTestSmtpServer, waitUntil, type TestSmtpServer } from "../support/smtp";
import { sendApplication, sendContact, TEST_SECRET } from "../support/submissions";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";

// Two server processes on one PostgreSQL database and one S3-compatible object store (s3rver), each with its own
// DATA_DIR: they share no disk, as behind a load balancer on separate machines. Needs TEST_DATABASE_URL (scripts/pg-test-cluster.sh start); `npm test` runs this file with it.
const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) console.log("scale-out test skipped: TEST_DATABASE_URL is not set (scripts/pg-test-cluster.sh start prints one)");

const servers: RunningServer[] = [];
let smtp: TestSmtpServer | undefined;
let s3: TestS3Server | undefined;
let database: string | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.stop();
  await s3?.stop();
  if (baseUrl && database) {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});

function cookieFrom(response: Response): string {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

describe.skipIf(!baseUrl)("two instances on one PostgreSQL database", () => {
  it("share sessions (and their ending), content, uploads and the outbox (each mail sent once)", { timeout: 180_000 }, async () => {
    database = `scaleout_${crypto.randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${database}`;

    smtp = await createTestSmtpServer();
    await smtp.start();
    s3 = await startTestS3();
    const env = { DATABASE_URL: url.toString(), SESSION_SECRET: TEST_SECRET, SMTP_URL: smtp.url, MAIL_TO: "inbox@vyoma.test", STORAGE_URL: s3.storageUrl, ...s3.credentials };
    // The first instance migrates and seeds; the second finds the schema up to date. No shared folder.
    const a = await startServer({ env, dataDir: temporaryDirectory("site-a-") });
    servers.push(a);
    const b = await startServer({ env, dataDir: temporaryDirectory("site-b-") });
    servers.push(b);

    // A session created on A is valid on B (sessions are database rows).
    const login = await fetch(`${a.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: a.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "admin@example.com", password: "admin-password" }),
    });
    expect(login.status).toBe(302);
    const cookie = cookieFrom(login);
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${b.url}/admin`, { redirect: "manual" })).status).toBe(302);

    // A session ended on one instance is refused by the other at once: a second sign-in on B, then "Sign out
    // everywhere else" on A with the first session.
    const second = cookieFrom(
      await fetch(`${b.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: b.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "admin@example.com", password: "admin-password" }),
      }),
    );
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: second }, redirect: "manual" })).status).toBe(200);
    const endOthers = await fetch(`${a.url}/account`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: a.url, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "end-others" }),
    });
    expect(await endOthers.text()).toMatch(/Signed out \d+ other sessions?\./);
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: second }, redirect: "manual" })).status).toBe(302);
    expect((await fetch(`${b.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);

    // B's cached /careers page (a HIT on the second view) is dropped when A writes a position (LISTEN/NOTIFY).
    await fetch(`${b.url}/careers`);
    expect((await fetch(`${b.url}/careers`)).headers.get("x-cache")).toBe("HIT");

    // Content written on A is read on B.
    const created = await fetch(`${a.url}/api/positions`, {
      method: "POST",
      headers: { Origin: a.url, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "Platform Engineer (Scale-out)",
        department: "Engineering",
        location: "Remote",
        type: "Full-time",
        description: "Runs the site on many machines.",
        detailedDescription: "PostgreSQL, load balancers, shared volumes.",
        requirements: "PostgreSQL\nLinux",
      }),
    });
    expect(created.status).toBe(201);
    const position = (await created.json()) as { id: number; slug: string };
    const onB = (await (await fetch(`${b.url}/api/positions`)).json()) as Array<{ id: number; title: string }>;
    expect(onB.map((row) => row.title)).toContain("Platform Engineer (Scale-out)");
    expect((await fetch(`${b.url}/careers/${position.slug}`)).status).toBe(200);
    await expect
      .poll(async () => (await (await fetch(`${b.url}/careers`)).text()).includes("Platform Engineer (Scale-out)"), { timeout: 15_000 })
      .toBe(true);

    // A resume uploaded through B is downloaded through A: it lives in the object store, not on either disk.
    expect((await sendApplication(b.url, "Shared Upload", "10.3.0.1")).status).toBe(201);
    const inbox = await fetch(`${a.url}/admin/applications`, { headers: { Cookie: cookie } });
    const id = /\/admin\/applications\/(\d+)/.exec(await inbox.text())?.[1];
    expect(id, "the application is listed on A").toBeTruthy();
    const resume = await fetch(`${a.url}/admin/applications/${id}/resume`, { headers: { Cookie: cookie } });
    expect(resume.status).toBe(200);
    expect(Buffer.from(await resume.arrayBuffer()).equals(pdfBytes())).toBe(true);
    // An image uploaded to the media library through A is served, with every variant, by B.
    const image = new FormData();
    image.append("files", new Blob([new Uint8Array(await imageBytes("jpeg", 1200, 800))], { type: "image/jpeg" }), "shared.jpg");
    const uploaded = await fetch(`${a.url}/admin/media/upload`, { method: "POST", headers: { Origin: a.url, Cookie: cookie }, body: image });
    expect(uploaded.status).toBe(201);
    const item = ((await uploaded.json()) as { added: Array<{ url: string; thumbnailUrl: string }> }).added[0]!;
    for (const url of [item.url, item.thumbnailUrl, item.url.replace(/\.jpg$/, "-960.avif")]) expect((await fetch(`${b.url}${url}`)).status, url).toBe(200);
    for (const server of [a, b]) expect(fs.existsSync(path.join(server.dataDir, "uploads")), "nothing written to an instance's disk").toBe(false);

    // Contact messages to both instances: both mail workers poll the one outbox; every mail arrives once.
    const sent = 20;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) => sendContact(i % 2 ? a.url : b.url, `Visitor ${i}`, `10.3.1.${i}`)),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(sent).fill(200));
    // Each contact message and the application: the company's notification and the acknowledgement.
    const expected = (sent + 1) * 2;
    await smtp.waitForMails(expected, 60_000);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    try {
      await waitUntil(async () => (await check.query("select count(*)::int as n from mail_outbox where status = 'sent'")).rows[0].n === expected, 30_000, "all mails marked sent");
      // Two more poll rounds of both workers must not send anything again.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      expect(smtp.mails).toHaveLength(expected);
      expect(new Set(smtp.mails.map((mail) => mail.headers["message-id"])).size).toBe(expected);
      const attempts = await check.query("select attempts from mail_outbox");
      expect(attempts.rows.every((row: { attempts: number }) => row.attempts === 1)).toBe(true);
      // The company's notifications name the sender; the other half are the acknowledgements to the senders.
      const names = smtp.mails.flatMap((mail) => /Name: (.+)/.exec(mail.text)?.[1]?.trim() ?? []).sort();
      expect(names).toEqual([...Array.from({ length: sent }, (_, i) => `Visitor ${i}`), "Shared Upload"].sort());
    } finally {
      await check.end();
    }
    const logs = `${a.output()}\n${b.output()}`;
    expect(logs).not.toMatch(/"level":50/);
  });
});
