/**
 * "Forgot password?" (issue 33): the same answer for every address, a single-use link valid 30 minutes whose token
 * is stored only as a hash, staff passwords of 12 characters, every session ended, a notice mailed, the reset in
 * the audit log, and rate limits per address and per network address.
 */
import { createHash } from "node:crypto";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { siteSettingsSeedValues } from "~/modules/content/content-seed";
import { adminCookie, cookieFrom, logInAs, postForm, roleUser } from "../support/auth";
import { TestClock } from "../support/clock";

let app: TestApp;
const clock = new TestClock();

beforeEach(async () => {
  clock.set("2027-03-10T06:00:00.000Z");
  app = await startTestApp({}, { clock, logger: pino({ level: "silent" }) });
});
afterEach(() => app.close());

const SAME_ANSWER = "If an account uses that address, we have mailed it a link to choose a new password.";
const outbox = () => app.database.db.selectFrom("mail_outbox").select(["to_address", "subject", "text_body", "html_body", "kind"]).orderBy("id").execute();
const forgot = (email: string, ip = "203.0.113.5") => postForm(app, "/forgot-password", { email }, { "X-Forwarded-For": ip });

async function resetLinkFor(email: string): Promise<string> {
  expect((await forgot(email)).status).toBe(200);
  const mail = (await outbox()).filter((row) => row.to_address === email && row.kind === "password-reset").at(-1)!;
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
}

/** Posts the form as the browser does: to the link's own URL. */
const submit = (token: string, password: string, confirmPassword = password) =>
  postForm(app, `/reset-password?token=${encodeURIComponent(token)}`, { token, password, confirmPassword });
const isDone = (response: Response) => response.status === 302 && response.headers.get("location") === "/reset-password?done";
const signedIn = async (cookie: string) => (await app.fetch("/admin", { headers: { Cookie: cookie } })).status === 200;

describe("asking for a link", () => {
  it("answers an unknown address exactly as a known one, and mails only the known one", async () => {
    const editor = await roleUser(app, "editor");
    const known = await forgot(editor.email);
    const unknown = await forgot("nobody@example.com");
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const [knownText, unknownText] = [await known.text(), await unknown.text()];
    expect(knownText).toContain(SAME_ANSWER);
    expect(unknownText).toContain(SAME_ANSWER);
    // Identical pages but for the per-response CSP nonce.
    const strip = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(strip(unknownText)).toBe(strip(knownText));
    const mails = await outbox();
    expect(mails.map((mail) => [mail.to_address, mail.kind])).toEqual([[editor.email, "password-reset"]]);
    expect(mails[0]!.subject).toBe("Reset your password - Vyoma Technologies");
    expect(mails[0]!.text_body).toContain("The link works once, within 30 minutes.");
  });

  it("stores only the token's SHA-256, and a newer link replaces the older one", async () => {
    const editor = await roleUser(app, "editor");
    const first = await resetLinkFor(editor.email);
    const second = await resetLinkFor(editor.email);
    const rows = await app.database.db.selectFrom("verification").select(["identifier", "value"]).execute();
    expect(rows).toEqual([{ identifier: `password-reset:${createHash("sha256").update(second).digest("hex")}`, value: editor.id }]);
    expect(JSON.stringify(rows)).not.toContain(second);
    expect((await app.fetch(`/reset-password?token=${first}`)).status).toBe(410);
    expect((await app.fetch(`/reset-password?token=${second}`)).status).toBe(200);
  });

  it("limits requests per address and per network address with 429 and Retry-After", async () => {
    for (let n = 0; n < 3; n += 1) expect((await forgot("target@example.com", `198.51.100.${n}`)).status).toBe(200);
    const limited = await forgot("target@example.com", "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let n = 0; n < 10; n += 1) expect((await forgot(`person${n}@example.com`, "192.0.2.7")).status).toBe(200);
    expect((await forgot("person-eleven@example.com", "192.0.2.7")).status).toBe(429);
  });
});

describe("using the link", () => {
  it("both mails name the company and its phone as the site settings say now (issue 34)", async () => {
    const saved = await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Vyoma Labs", legalName: "Vyoma Labs LLP", phone: "+91 20 4000 9876", email: "help@vyoma.example" }, { Cookie: await adminCookie(app) });
    expect(saved.status).toBe(200);
    const editor = await roleUser(app, "editor");
    const token = await resetLinkFor(editor.email);
    expect(isDone(await submit(token, "a-new-long-password"))).toBe(true);
    for (const kind of ["password-reset", "password-changed"]) {
      const mail = (await outbox()).find((row) => row.kind === kind && row.to_address === editor.email)!;
      expect(mail.subject, kind).toMatch(/ - Vyoma Labs$/);
      expect(mail.text_body, kind).toContain("your Vyoma Labs account");
      expect(mail.text_body, kind).toContain("Vyoma Labs LLP");
      expect(mail.text_body, kind).toContain("+91 20 4000 9876");
      expect(mail.html_body, kind).toContain("Vyoma Labs LLP");
      expect(mail.html_body, kind).not.toContain("Vyoma Technologies");
    }
    expect((await outbox()).find((row) => row.kind === "password-changed")!.text_body).toContain("tell us at help@vyoma.example");
  });

  it("sets the new password once, ends every session, mails a notice and records the reset", async () => {
    const editor = await roleUser(app, "editor");
    const otherDevice = await logInAs(app, editor.email, editor.password);
    expect(await signedIn(editor.cookie)).toBe(true);
    const token = await resetLinkFor(editor.email);
    const page = await app.fetch(`/reset-password?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("At least 12 characters; avoid common words, names, your email address and the company&#x27;s name.");

    expect(isDone(await submit(token, "a-new-long-password"))).toBe(true);
    expect(await (await app.fetch("/reset-password?done")).text()).toContain("Your password has been changed");
    expect(await signedIn(editor.cookie)).toBe(false);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await app.database.db.selectFrom("session").select("id").where("userId", "=", editor.id).execute()).toEqual([]);
    expect((await postForm(app, "/login", { email: editor.email, password: editor.password })).status).toBe(401);
    expect(await signedIn(await logInAs(app, editor.email, "a-new-long-password"))).toBe(true);

    const notice = (await outbox()).find((mail) => mail.kind === "password-changed")!;
    expect(notice.to_address).toBe(editor.email);
    expect(notice.text_body).toContain("every device signed in to it was signed out");
    expect(notice.text_body).toContain("127.0.0.0/24");
    const audit = await app.database.db.selectFrom("audit_events").select(["actor_id", "subject_id", "ip"]).where("action", "=", "auth.password_reset").execute();
    expect(audit).toEqual([{ actor_id: editor.id, subject_id: editor.id, ip: "127.0.0.0/24" }]);

    const again = await submit(token, "yet-another-password");
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("Request a new link");
    expect((await app.fetch(`/reset-password?token=${token}`)).status).toBe(410);
  });

  it("expires after 30 minutes on the server's clock", async () => {
    const editor = await roleUser(app, "editor");
    const token = await resetLinkFor(editor.email);
    clock.set("2027-03-10T06:29:00.000Z");
    expect((await app.fetch(`/reset-password?token=${token}`)).status).toBe(200);
    clock.set("2027-03-10T06:30:00.000Z");
    const page = await app.fetch(`/reset-password?token=${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("has expired or has already been used");
    expect((await submit(token, "a-new-long-password")).status).toBe(410);
    expect((await postForm(app, "/login", { email: editor.email, password: editor.password })).status).toBe(302);
  });

  it("asks staff for 12 characters and an unguessable password and readers for the SPEC's 6, keeping the link after a refusal", async () => {
    const editor = await roleUser(app, "editor");
    const staffToken = await resetLinkFor(editor.email);
    const short = await submit(staffToken, "only-11-chr");
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Staff passwords must be at least 12 characters");
    const guessable = await submit(staffToken, "exactly-12-c");
    expect(guessable.status).toBe(400);
    expect(await guessable.text()).toContain("This password is too easy to guess. Add more words that are less common.");
    const ownAddress = await submit(staffToken, `${editor.email}!`);
    expect(await ownAddress.text()).toContain("it is made of your name, your email address or the company&#x27;s name");
    // The company's name, as the site settings give it now, and the brand whatever they say.
    expect(await (await submit(staffToken, "VyomaTechnologies2027!")).text()).toContain("the company&#x27;s name");
    const admin = await adminCookie(app);
    expect((await postForm(app, "/admin/content/settings", { ...siteSettingsSeedValues(), name: "Zenith Robotics" }, { Cookie: admin })).status).toBe(200);
    expect(await (await submit(staffToken, "zenith-robotics-2027")).text()).toContain("the company&#x27;s name");
    expect(await (await submit(staffToken, "vyoma.vyoma.2027")).text()).toContain("too easy to guess");
    expect(isDone(await submit(staffToken, "exactly-12-c-plum-orbit"))).toBe(true);

    const signup = await postForm(app, "/signup", { name: "Asha Rao", email: "asha@example.com", password: "secret1", confirmPassword: "secret1" });
    const readerCookie = cookieFrom(signup);
    expect(await (await app.fetch("/", { headers: { Cookie: readerCookie } })).text()).toContain("asha@example.com");
    const readerToken = await resetLinkFor("asha@example.com");
    expect(await (await submit(readerToken, "abc12")).text()).toContain("Password must be at least 6 characters");
    expect(await (await submit(readerToken, "abc123", "abc124")).text()).toContain("Passwords do not match");
    expect(isDone(await submit(readerToken, "abc123"))).toBe(true);
    // The reader's session ended too: the header no longer names them.
    expect(await (await app.fetch("/", { headers: { Cookie: readerCookie } })).text()).not.toContain("asha@example.com");
    expect((await postForm(app, "/login", { email: "asha@example.com", password: "abc123" })).status).toBe(302);
    // Readers keep the SPEC's rule alone: a guessable password of 6 characters or more is theirs to choose.
    expect(isDone(await submit(await resetLinkFor("asha@example.com"), "password1"))).toBe(true);
  });

  it("gives an account without a password (one made with a passkey on its invitation) its first password", async () => {
    const person = await roleUser(app, "user");
    const token = await resetLinkFor(person.email);
    const user = await app.database.db.selectFrom("user").select("id").where("email", "=", person.email).executeTakeFirstOrThrow();
    await app.database.db.deleteFrom("account").where("userId", "=", user.id).where("providerId", "=", "credential").execute();
    expect(isDone(await submit(token, "a-new-long-password"))).toBe(true);
    expect(await app.database.db.selectFrom("account").select("providerId").where("userId", "=", user.id).execute()).toEqual([{ providerId: "credential" }]);
    expect((await postForm(app, "/login", { email: person.email, password: "a-new-long-password" })).status).toBe(302);
  });

  it("refuses a made-up or missing token with the request-a-new-link page, never a 500", async () => {
    for (const token of ["", "not-a-real-token", "x".repeat(5000)]) {
      expect((await app.fetch(`/reset-password?token=${encodeURIComponent(token)}`)).status).toBe(410);
      const posted = await submit(token, "a-new-long-password");
      expect([400, 410]).toContain(posted.status);
    }
  });
});

describe("the request log", () => {
  it("never writes a link's token: the reset, confirm and unsubscribe links' values are masked", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await startTestApp({}, { clock, logger: pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) }) });
    try {
      const email = (await roleUser(logged, "editor")).email;
      expect((await postForm(logged, "/forgot-password", { email })).status).toBe(200);
      const mail = await logged.database.db.selectFrom("mail_outbox").select("text_body").where("kind", "=", "password-reset").executeTakeFirstOrThrow();
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
      await (await logged.fetch(`/reset-password?token=${token}`)).text();
      await (await logged.fetch(`/reset-password.data?token=${token}&_routes=x`)).text();
      await (await logged.fetch(`/newsletter/unsubscribe?token=${token}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const urls = lines.filter((line) => line.msg === "request").map((line) => String(line.url));
      expect(urls).toContain("/reset-password?token=***");
      expect(urls).toContain("/reset-password.data?token=***&_routes=x");
      expect(JSON.stringify(lines)).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
