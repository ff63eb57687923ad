/**
 * The TOTP second factor's use cases (issue 33, decision 0030) on a real database: enrolment confirmed by a code
 * the test computes itself with node:crypto (RFC 6238), the secret sealed at rest, ten backup codes stored as
 * SHA-256 only and each usable once, a code used once, wrong codes limited to 5 per 15 minutes per account (then
 * 429), removal with the password, an admin's reset mailed and recorded, all in the audit log.
 */
import { createHash, createHmac } from "node:crypto";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sealTotpSecret } from "~/modules/auth/totp.server";
import { confirmTwoFactorEnrolment, hasSecondFactor, removeOwnSecondFactor, resetSecondFactorOfUser, startTwoFactorEnrolment, verifySecondFactor } from "~/modules/auth/two-factor.server";
import { startTestApp, type TestApp } from "../support/app";
import { cookieFrom, postForm, roleUser, signedInMinutesAgo } from "../support/auth";
import { TestClock } from "../support/clock";

let app: TestApp;
const clock = new TestClock();

beforeEach(async () => {
  clock.set("2027-03-10T06:00:10.000Z");
  app = await startTestApp({}, { clock, logger: pino({ level: "silent" }) });
});
afterEach(() => app.close());

/** RFC 6238 written out again here, so the test does not check the code with itself. */
function codeAt(base32: string, at: Date): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

const auditActions = async () => (await app.database.db.selectFrom("audit_events").select("action").orderBy("id").execute()).map((row) => row.action).filter((action) => action.includes("second_factor"));

async function enrolled() {
  const editor = await roleUser(app, "editor");
  const services = app.services;
  const started = await startTwoFactorEnrolment(services, { userId: editor.id, currentPassword: editor.password, email: editor.email });
  if (!started.ok) throw new Error(started.message);
  const secret = new URL(started.value.uri).searchParams.get("secret")!;
  expect(started.value.secretGroups.replace(/ /g, "")).toBe(secret);
  const confirmed = await confirmTwoFactorEnrolment(services, { userId: editor.id, email: editor.email, code: codeAt(secret, clock.now()), by: { userId: editor.id, ip: "203.0.113.5" } });
  if (!confirmed.ok) throw new Error(confirmed.message);
  return { editor, secret, backupCodes: confirmed.value.backupCodes };
}

describe("enrolment", () => {
  it("is on only after a right code, keeps the secret sealed and the ten backup codes as SHA-256 only, and is recorded", async () => {
    const editor = await roleUser(app, "editor");
    const started = await startTwoFactorEnrolment(app.services, { userId: editor.id, currentPassword: editor.password, email: editor.email });
    expect(started.ok).toBe(true);
    const uri = started.ok ? started.value.uri : "";
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vyoma%20Technologies%3Aeditor/);
    const secret = new URL(uri).searchParams.get("secret")!;
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(false);
    const wrong = await confirmTwoFactorEnrolment(app.services, { userId: editor.id, email: editor.email, code: "000000", by: { userId: editor.id } });
    expect(wrong.ok ? "" : wrong.code).toBe("invalid");
    const confirmed = await confirmTwoFactorEnrolment(app.services, { userId: editor.id, email: editor.email, code: codeAt(secret, clock.now()), by: { userId: editor.id } });
    expect(confirmed.ok).toBe(true);
    const codes = confirmed.ok ? confirmed.value.backupCodes : [];
    expect(codes).toHaveLength(10);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);

    const stored = await app.database.db.selectFrom("two_factor").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    const hashes = (await app.database.db.selectFrom("two_factor_backup_codes").select("code_hash").where("user_id", "=", editor.id).execute()).map((row) => row.code_hash).sort();
    expect(hashes).toEqual(codes.map((code) => createHash("sha256").update(code.replace(/-/g, "")).digest("hex")).sort());
    expect(JSON.stringify(await app.database.db.selectFrom("two_factor_backup_codes").selectAll().execute())).not.toContain(codes[0]!.replace(/-/g, "").slice(0, 8));
    // A second enrolment cannot replace a confirmed secret.
    expect((await startTwoFactorEnrolment(app.services, { userId: editor.id, currentPassword: editor.password, email: editor.email })).ok).toBe(false);
    expect(await auditActions()).toEqual(["auth.second_factor_enrolled"]);
  });
});

describe("the second step", () => {
  it("accepts the app's code of this step, the one before and after, each once, and refuses one two steps off", async () => {
    const { editor, secret } = await enrolled();
    clock.set("2027-03-10T06:05:10.000Z");
    const ip = "203.0.113.5";
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, new Date(clock.now().getTime() - 30_000)), clientIp: ip })).toMatchObject({ ok: true, value: { method: "totp" } });
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, clock.now()), clientIp: ip })).toMatchObject({ ok: true });
    // The same code again (a replay) is refused.
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, clock.now()), clientIp: ip })).toMatchObject({ ok: false, code: "invalid" });
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, new Date(clock.now().getTime() + 30_000)), clientIp: ip })).toMatchObject({ ok: true });
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, new Date(clock.now().getTime() + 90_000)), clientIp: ip })).toMatchObject({ ok: false, code: "invalid" });
  });

  it("spends a backup code once (any case, with or without the dash)", async () => {
    const { editor, backupCodes } = await enrolled();
    const code = backupCodes[3]!;
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: code.toUpperCase().replace("-", " "), clientIp: "203.0.113.5" })).toMatchObject({ ok: true, value: { method: "backup-code", backupCodesLeft: 9 } });
    expect(await verifySecondFactor(app.services, { userId: editor.id, code, clientIp: "203.0.113.5" })).toMatchObject({ ok: false, code: "invalid" });
    expect((await app.database.db.selectFrom("two_factor_backup_codes").select("used_at").where("used_at", "is not", null).execute()).length).toBe(1);
  });

  it("after 5 wrong codes in 15 minutes answers 429 with Retry-After, even to the right code, records each failure, and lets the person in again after the window", async () => {
    const { editor, secret } = await enrolled();
    for (let n = 1; n <= 5; n += 1) expect(await verifySecondFactor(app.services, { userId: editor.id, code: "123456", clientIp: "198.51.100.7" })).toMatchObject({ ok: false, code: "invalid" });
    clock.set("2027-03-10T06:01:10.000Z");
    const right = await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, clock.now()), clientIp: "198.51.100.7" });
    expect(right).toMatchObject({ ok: false, code: "rate-limited", message: "Too many wrong codes. Wait 15 minutes and try again, or ask an admin to reset your second factor." });
    expect(right.ok ? 0 : Number(right.retryAfterSeconds)).toBeGreaterThan(0);
    expect((await auditActions()).filter((action) => action === "auth.second_factor_failed")).toHaveLength(5);
    clock.set("2027-03-10T06:20:10.000Z");
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, clock.now()), clientIp: "198.51.100.7" })).toMatchObject({ ok: true });
  });
});

describe("a changed SESSION_SECRET", () => {
  it("answers a clear 'ask an admin' instead of failing, when the secret was sealed under another key", async () => {
    const { editor, secret } = await enrolled();
    await app.database.db.updateTable("two_factor").set({ secret: sealTotpSecret(secret, "a-different-session-secret-0123456789") }).where("user_id", "=", editor.id).execute();
    clock.set("2027-03-10T06:03:10.000Z");
    expect(await verifySecondFactor(app.services, { userId: editor.id, code: codeAt(secret, clock.now()), clientIp: "203.0.113.5" })).toMatchObject({
      ok: false,
      code: "conflict",
      message: "Your two-step sign-in can no longer be checked (the server's key changed). Ask an admin to reset it.",
    });
  });
});

describe("removal", () => {
  it("needs the person's current password", async () => {
    const { editor } = await enrolled();
    const by = { userId: editor.id };
    expect(await removeOwnSecondFactor(app.services, { userId: editor.id, email: editor.email, currentPassword: "wrong-password", by })).toMatchObject({ ok: false, code: "invalid" });
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);
    expect(await removeOwnSecondFactor(app.services, { userId: editor.id, email: editor.email, currentPassword: editor.password, by })).toMatchObject({ ok: true });
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(false);
    expect(await app.database.db.selectFrom("two_factor_backup_codes").selectAll().execute()).toEqual([]);
    expect(await auditActions()).toEqual(["auth.second_factor_enrolled", "auth.second_factor_removed"]);
  });

  it("counts wrong passwords like a password change: after 10 the right one is refused too, with a time to wait", async () => {
    const { editor } = await enrolled();
    const by = { userId: editor.id };
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await removeOwnSecondFactor(app.services, { userId: editor.id, email: editor.email, currentPassword: `guess-${attempt}`, by })).toMatchObject({ code: "invalid" });
    }
    const limited = await removeOwnSecondFactor(app.services, { userId: editor.id, email: editor.email, currentPassword: editor.password, by });
    expect(limited).toMatchObject({ ok: false, code: "rate-limited", retryAfterSeconds: expect.any(Number) });
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);
  });

  it("by an admin: the person is mailed and the reset recorded; a second reset finds nothing to reset", async () => {
    const { editor } = await enrolled();
    const admin = await roleUser(app, "admin");
    expect(await resetSecondFactorOfUser(app.services, { userId: editor.id, by: { userId: admin.id } })).toMatchObject({ ok: true });
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(false);
    const mails = await app.database.db.selectFrom("mail_outbox").select(["to_address", "subject"]).where("kind", "=", "second-factor-reset").execute();
    expect(mails).toEqual([{ to_address: editor.email, subject: "Two-step sign-in was reset - Vyoma Technologies" }]);
    const entry = await app.database.db.selectFrom("audit_events").select(["actor_id", "summary"]).where("action", "=", "auth.second_factor_removed").executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_id: admin.id, summary: `Two-step sign-in of ${editor.name} <${editor.email}> reset by an admin` });
    expect(await resetSecondFactorOfUser(app.services, { userId: editor.id, by: { userId: admin.id } })).toMatchObject({ ok: false, code: "conflict" });
  });
});

describe("signing in with a second factor (HTTP)", () => {
  const logIn = (email: string, password: string) => postForm(app, "/login", { email, password });
  const second = (cookie: string, code: string) => postForm(app, "/login/two-factor", { code, redirectTo: "/admin" }, { Cookie: cookie });
  const reachesAdmin = async (cookie: string) => (await app.fetch("/admin", { headers: { Cookie: cookie } })).status === 200;

  it("after the password asks for the code; until then the cookie signs nobody in; a wrong code is refused, the right one signs in and is recorded", async () => {
    const { editor, secret } = await enrolled();
    const first = await logIn(editor.email, editor.password);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fblog");
    const cookie = cookieFrom(first);
    expect(await reachesAdmin(cookie)).toBe(false);
    const page = await app.fetch("/login/two-factor", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Enter the 6-digit code your authenticator app shows now");
    // Without a waiting session the step is not offered.
    expect((await app.fetch("/login/two-factor")).headers.get("location")).toBe("/login");

    const wrong = await second(cookie, "000000");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");
    expect(await reachesAdmin(cookie)).toBe(false);
    clock.set("2027-03-10T06:01:10.000Z");
    const right = await second(cookie, codeAt(secret, clock.now()));
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect(await reachesAdmin(cookie)).toBe(true);
    const signIns = await app.database.db.selectFrom("audit_events").select("summary").where("action", "=", "auth.sign_in").where("actor_id", "=", editor.id).execute();
    expect(signIns.at(-1)!.summary).toBe(`Signed in as ${editor.email} (password and authenticator code)`);
  });

  it("answers 429 with Retry-After after 5 wrong codes", async () => {
    const { editor, secret } = await enrolled();
    const cookie = cookieFrom(await logIn(editor.email, editor.password));
    for (let n = 0; n < 5; n += 1) expect((await second(cookie, "111111")).status).toBe(400);
    const limited = await second(cookie, codeAt(secret, clock.now()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toContain("Too many wrong codes.");
    expect(await reachesAdmin(cookie)).toBe(false);
  });

  it("a password reset does not bypass it: the next sign-in with the new password still asks for the code", async () => {
    const { editor, secret } = await enrolled();
    expect((await postForm(app, "/forgot-password", { email: editor.email })).status).toBe(200);
    const mail = await app.database.db.selectFrom("mail_outbox").select("text_body").where("kind", "=", "password-reset").executeTakeFirstOrThrow();
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const newPassword = "a-brand-new-staff-password";
    expect((await postForm(app, `/reset-password?token=${token}`, { token, password: newPassword, confirmPassword: newPassword })).status).toBe(302);
    const after = await logIn(editor.email, newPassword);
    expect(after.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fblog");
    const cookie = cookieFrom(after);
    expect(await reachesAdmin(cookie)).toBe(false);
    clock.set("2027-03-10T06:02:10.000Z");
    expect((await second(cookie, codeAt(secret, clock.now()))).status).toBe(302);
    expect(await reachesAdmin(cookie)).toBe(true);
  });

  it("a backup code signs in once", async () => {
    const { editor, backupCodes } = await enrolled();
    const cookie = cookieFrom(await logIn(editor.email, editor.password));
    expect((await second(cookie, backupCodes[0]!)).status).toBe(302);
    const again = cookieFrom(await logIn(editor.email, editor.password));
    expect((await second(again, backupCodes[0]!)).status).toBe(400);
    expect(await reachesAdmin(again)).toBe(false);
  });
});

describe("an admin's reset on /admin/users (HTTP)", () => {
  it("shows who has it on, resets it for an admin only, and the person then signs in with the password alone", async () => {
    const { editor } = await enrolled();
    const admin = await roleUser(app, "admin");
    const list = await (await app.fetch(`/admin/users?q=${encodeURIComponent(editor.email)}`, { headers: { Cookie: admin.cookie } })).text();
    expect(list).toContain("Two-step on");
    expect(list).toContain(`Reset two-step: ${editor.name}`);
    const other = await roleUser(app, "editor");
    const refused = await postForm(app, "/admin/users", { intent: "reset-second-factor", id: editor.id }, { Cookie: other.cookie });
    expect(refused.status).not.toBe(200);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);
    const reset = await postForm(app, "/admin/users", { intent: "reset-second-factor", id: editor.id }, { Cookie: admin.cookie });
    expect(reset.status).toBe(200);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(false);
    expect((await postForm(app, "/admin/users", { intent: "reset-second-factor", id: editor.id }, { Cookie: admin.cookie })).status).toBe(409);
    const signIn = await postForm(app, "/login", { email: editor.email, password: editor.password });
    expect(signIn.headers.get("location")).toBe("/blog");
    const entry = await app.database.db.selectFrom("audit_events").select("actor_id").where("action", "=", "auth.second_factor_removed").executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(admin.id);
  });
});

describe("enrolment on /account/two-step (HTTP)", () => {
  const page = async (cookie: string) => (await app.fetch("/account/two-step", { headers: { Cookie: cookie } })).text();
  const post = (cookie: string, fields: Record<string, string>) => postForm(app, "/account/two-step", fields, { Cookie: cookie });

  it("shows the secret in fours, turns on with a code from the app, shows ten backup codes once, and is turned off only with the password and a confirmation", async () => {
    const reader = await roleUser(app, "user");
    expect(await (await app.fetch("/account", { headers: { Cookie: reader.cookie } })).text()).toContain("Set up two-step sign-in");
    expect(await page(reader.cookie)).toContain("Set up two-step sign-in");
    const started = await post(reader.cookie, { intent: "start" });
    expect(started.status).toBe(200);
    expect(started.headers.get("cache-control")).toContain("no-store");
    const html = await started.text();
    const groups = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(html)![1]!;
    expect(groups).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = groups.replace(/ /g, "");
    expect(html).toContain(`otpauth://totp/`);
    expect(html).toContain(`secret=${secret}`);
    // Reloading shows the same waiting secret; a wrong code is a 400 with the field's message.
    expect(await page(reader.cookie)).toContain(groups);
    const wrong = await post(reader.cookie, { intent: "confirm", code: "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");
    expect(await hasSecondFactor(app.services, { userId: reader.id })).toBe(false);

    const confirmed = await post(reader.cookie, { intent: "confirm", code: codeAt(secret, clock.now()) });
    expect(confirmed.status).toBe(200);
    const codesPage = await confirmed.text();
    const textarea = /<textarea[^>]*id="backup-codes"[^>]*>([^<]*)<\/textarea>/.exec(codesPage)![1]!;
    const backupCodes = textarea.trim().split("\n");
    expect(backupCodes).toHaveLength(10);
    expect(codesPage).toContain("Download as text");
    expect(codesPage).toContain("I have saved them");
    expect(await hasSecondFactor(app.services, { userId: reader.id })).toBe(true);
    // Never again: the page now says it is on, with the count, and no code.
    const after = await page(reader.cookie);
    expect(after).toContain("Two-step sign-in is on");
    expect(after).toContain("10 backup codes are left.");
    expect(after).not.toContain(backupCodes[0]!);

    const noConfirm = await post(reader.cookie, { intent: "remove", currentPassword: reader.password });
    expect(noConfirm.status).toBe(400);
    expect(await noConfirm.text()).toContain("Tick the box to confirm");
    const badPassword = await post(reader.cookie, { intent: "remove", currentPassword: "not-the-password", confirm: "on" });
    expect(badPassword.status).toBe(400);
    expect(await hasSecondFactor(app.services, { userId: reader.id })).toBe(true);
    const removed = await post(reader.cookie, { intent: "remove", currentPassword: reader.password, confirm: "on" });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Two-step sign-in is off.");
    expect(await hasSecondFactor(app.services, { userId: reader.id })).toBe(false);
    expect(await auditActions()).toEqual(["auth.second_factor_enrolled", "auth.second_factor_removed"]);
  });

  it("needs a signed-in person", async () => {
    expect((await app.fetch("/account/two-step")).status).toBe(302);
    expect((await postForm(app, "/account/two-step", { intent: "start" })).status).toBe(302);
  });
});

describe("STAFF_TWO_FACTOR", () => {
  it("required: an admin or editor without it is sent to set it up before any staff page or API; authors and readers are not; once set up, the admin opens", async () => {
    const strict = await startTestApp({ STAFF_TWO_FACTOR: "required" }, { clock, logger: pino({ level: "silent" }) });
    try {
      expect(strict.services.env.STAFF_TWO_FACTOR).toBe("required");
      const editor = await roleUser(strict, "editor");
      const signIn = await postForm(strict, "/login", { email: editor.email, password: editor.password });
      expect(signIn.headers.get("location")).toBe("/account/two-step");
      const cookie = cookieFrom(signIn);
      for (const path of ["/admin", "/admin/posts", "/blog/create"]) {
        const page = await strict.fetch(path, { headers: { Cookie: cookie } });
        expect(page.status, path).toBe(302);
        expect(page.headers.get("location"), path).toBe("/account/two-step");
      }
      const api = await strict.fetch("/admin/media.json", { headers: { Cookie: cookie } });
      expect(api.status).toBe(403);
      expect((await api.json()).error).toContain("requires two-step sign-in");
      const why = await (await strict.fetch("/account/two-step", { headers: { Cookie: cookie } })).text();
      expect(why).toContain("Required before you can use the admin");

      const admin = await roleUser(strict, "admin");
      expect((await strict.fetch("/admin/users", { headers: { Cookie: admin.cookie } })).headers.get("location")).toBe("/account/two-step");
      const author = await roleUser(strict, "author");
      expect((await strict.fetch("/admin", { headers: { Cookie: author.cookie } })).status).toBe(200);
      expect(await (await strict.fetch("/account/two-step", { headers: { Cookie: author.cookie } })).text()).not.toContain("Required before you can use the admin");
      const reader = await roleUser(strict, "user");
      expect((await postForm(strict, "/login", { email: reader.email, password: reader.password })).headers.get("location")).toBe("/blog");

      // Set up from the page it was sent to: then the password and a code open the admin.
      const started = await (await postForm(strict, "/account/two-step", { intent: "start" }, { Cookie: cookie })).text();
      const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(started)![1]!.replace(/ /g, "");
      expect((await postForm(strict, "/account/two-step", { intent: "confirm", code: codeAt(secret, clock.now()) }, { Cookie: cookie })).status).toBe(200);
      expect((await strict.fetch("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
      expect((await strict.fetch("/admin/media.json", { headers: { Cookie: cookie } })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("optional (the default on a loopback PUBLIC_URL): an editor without it reaches the admin with the password alone", async () => {
    expect(app.services.env.STAFF_TWO_FACTOR).toBe("optional");
    const editor = await roleUser(app, "editor");
    const signIn = await postForm(app, "/login", { email: editor.email, password: editor.password });
    expect(signIn.headers.get("location")).toBe("/blog");
    expect((await app.fetch("/admin", { headers: { Cookie: cookieFrom(signIn) } })).status).toBe(200);
    expect((await app.fetch("/admin/media.json", { headers: { Cookie: editor.cookie } })).status).toBe(200);
  });
});

describe("new backup codes on /account/two-step", () => {
  const makeCodes = (cookie: string, code: string) => postForm(app, "/account/two-step", { intent: "new-codes", code }, { Cookie: cookie });
  const codesIn = (html: string) => /<textarea[^>]*id="backup-codes"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1]?.split("\n") ?? [];

  it("needs a current code from the app, shows ten new codes once, and the old ones stop working", async () => {
    const { editor, secret, backupCodes } = await enrolled();
    const page = await (await app.fetch("/account/two-step", { headers: { Cookie: editor.cookie } })).text();
    expect(page).toContain("Make new backup codes");

    const wrong = await makeCodes(editor.cookie, "000000");
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right");
    // A backup code does not make new ones: the set it belongs to may be what leaked.
    expect((await makeCodes(editor.cookie, backupCodes[0]!)).status).toBe(400);

    clock.set(new Date(clock.now().getTime() + 30_000));
    const code = codeAt(secret, clock.now());
    const made = await makeCodes(editor.cookie, code);
    expect(made.status).toBe(200);
    expect(made.headers.get("cache-control")).toContain("no-store");
    const html = await made.text();
    expect(html).toContain("New backup codes made. The earlier ones no longer work.");
    const fresh = codesIn(html);
    expect(fresh).toHaveLength(10);
    expect(fresh.some((value) => backupCodes.includes(value))).toBe(false);
    // Shown only in that answer.
    expect(codesIn(await (await app.fetch("/account/two-step", { headers: { Cookie: editor.cookie } })).text())).toEqual([]);
    // The same app code cannot be used twice.
    expect((await makeCodes(editor.cookie, code)).status).toBe(400);

    const old = await verifySecondFactor(app.services, { userId: editor.id, code: backupCodes[1]!, clientIp: "203.0.113.5" });
    expect(old.ok).toBe(false);
    const spent = await verifySecondFactor(app.services, { userId: editor.id, code: fresh[0]!, clientIp: "203.0.113.5" });
    expect(spent.ok && spent.value).toEqual({ method: "backup-code", backupCodesLeft: 9 });
    const audit = await app.database.db.selectFrom("audit_events").select(["actor_id", "summary"]).where("action", "=", "auth.backup_codes_regenerated").execute();
    expect(audit).toEqual([{ actor_id: editor.id, summary: `${editor.email} made 10 new backup codes; the earlier ones no longer work` }]);
  });
});

describe("re-authentication before a change of factors (ASVS 5.0 V7.5.1, decision 0046)", () => {
  const post = (cookie: string, fields: Record<string, string>) => postForm(app, "/account/two-step", fields, { Cookie: cookie });
  const page = async (cookie: string) => (await app.fetch("/account/two-step", { headers: { Cookie: cookie } })).text();

  it("a sign-in older than 5 minutes needs the current password to set up the app: refused with 403 without it, 400 when wrong", async () => {
    const reader = await roleUser(app, "user");
    // Right after the sign-in the page asks for nothing more.
    expect(await page(reader.cookie)).not.toContain('name="currentPassword"');
    await signedInMinutesAgo(app, reader.id, 4);
    expect(await page(reader.cookie)).not.toContain('name="currentPassword"');

    await signedInMinutesAgo(app, reader.id, 6);
    expect(await page(reader.cookie)).toContain('name="currentPassword"');
    const refused = await post(reader.cookie, { intent: "start" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Enter your current password: you signed in more than 5 minutes ago");
    expect(await app.database.db.selectFrom("two_factor").selectAll().where("user_id", "=", reader.id).execute()).toEqual([]);
    expect((await post(reader.cookie, { intent: "start", currentPassword: "not-the-password" })).status).toBe(400);
    expect(await app.database.db.selectFrom("two_factor").selectAll().where("user_id", "=", reader.id).execute()).toEqual([]);

    const started = await post(reader.cookie, { intent: "start", currentPassword: reader.password });
    expect(started.status).toBe(200);
    expect(await started.text()).toContain('data-testid="totp-secret"');
  });

  it("new backup codes need it too, even with a right code from the app", async () => {
    const { editor, secret } = await enrolled();
    await signedInMinutesAgo(app, editor.id, 6);
    clock.set(new Date(clock.now().getTime() + 30_000));
    const refused = await post(editor.cookie, { intent: "new-codes", code: codeAt(secret, clock.now()) });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Enter your current password");
    expect(await app.database.db.selectFrom("audit_events").select("action").where("action", "=", "auth.backup_codes_regenerated").execute()).toEqual([]);
    const made = await post(editor.cookie, { intent: "new-codes", code: codeAt(secret, clock.now()), currentPassword: editor.password });
    expect(made.status).toBe(200);
    expect(await made.text()).toContain("New backup codes made.");
  });

  it("an account without a password (made with a passkey) is told to sign in again", async () => {
    const reader = await roleUser(app, "user");
    await app.database.db.deleteFrom("account").where("userId", "=", reader.id).where("providerId", "=", "credential").execute();
    await signedInMinutesAgo(app, reader.id, 6);
    const html = await page(reader.cookie);
    expect(html).toContain("Sign in again to make changes");
    expect(html).not.toContain('name="currentPassword"');
    const refused = await post(reader.cookie, { intent: "start" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Sign out and sign in again first");
  });
});
