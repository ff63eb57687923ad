/**
 * Staff invitations (issue 33): an admin invites an address with a role from /admin/users; the mail (queued in the
 * invitation's transaction) carries a single-use link valid 48 hours whose token is stored only as its SHA-256;
 * the link's page creates the account with the role and signs the person in; revoking or sending again kills the
 * old link; an address with an account is refused; each step is in the audit log; the accept form is rate-limited.
 * Accepting with a passkey instead of a password (decision 0037), answered by a software authenticator: the token
 * is checked on both calls, the challenge is this invitation's and single-use, the account has no password (a
 * reset gives it one), and the link still works once.
 */
import { createHash } from "node:crypto";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { relyingParty } from "~/modules/auth/passkeys.server";
import { adminCookie, cookieFrom, postForm, roleUser, TEST_ADMIN } from "../support/auth";
import { TestClock } from "../support/clock";
import { SoftwarePasskey } from "../support/software-passkey";

let app: TestApp;
let admin: string;
const clock = new TestClock();

beforeEach(async () => {
  clock.set("2027-03-10T06:00:00.000Z");
  app = await startTestApp({}, { clock, logger: pino({ level: "silent" }) });
  admin = await adminCookie(app);
});
afterEach(() => app.close());

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const invitationMails = () => app.database.db.selectFrom("mail_outbox").select(["to_address", "subject", "text_body", "html_body"]).where("kind", "=", "invitation").orderBy("id").execute();
const invitations = () => app.database.db.selectFrom("invitations").selectAll().orderBy("id").execute();
const auditActions = async () => (await app.database.db.selectFrom("audit_events").select(["action", "summary"]).orderBy("id").execute()).filter((row) => row.action.startsWith("invitation."));

const invite = (email: string, role: string) => postForm(app, "/admin/users", { intent: "invite", email, role }, { Cookie: admin });
const rowAction = (intent: "resend" | "revoke", id: number) => postForm(app, "/admin/users", { intent, id: String(id) }, { Cookie: admin });
const accept = (token: string, fields: { name?: string; password?: string; confirmPassword?: string } = {}, ip = "203.0.113.9") => {
  const password = fields.password ?? "a-long-staff-passphrase";
  return postForm(app, `/invitation?token=${encodeURIComponent(token)}`, { token, name: fields.name ?? "Meera Iyer", password, confirmPassword: fields.confirmPassword ?? password }, { "X-Forwarded-For": ip });
};

async function tokenMailedTo(email: string): Promise<string> {
  const mail = (await invitationMails()).filter((row) => row.to_address === email).at(-1)!;
  return /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
}

describe("inviting", () => {
  it("queues the mail with a 48-hour link, stores only the token's SHA-256, lists the invitation as pending and records it", async () => {
    const response = await invite("Meera@Example.com", "editor");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Invitation sent.");
    const token = await tokenMailedTo("meera@example.com");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const [row] = await invitations();
    expect(row).toMatchObject({ email: "meera@example.com", role: "editor", token_hash: sha256(token), inviter_name: "Administrator", expires_at: "2027-03-12T06:00:00.000Z", accepted_at: null, revoked_at: null });
    expect(JSON.stringify(await invitations())).not.toContain(token);
    const [mail] = await invitationMails();
    expect(mail!.subject).toBe("You are invited to the Vyoma Technologies team");
    expect(mail!.text_body).toContain("Administrator invited you to join the Vyoma Technologies website team as Editor.");
    expect(mail!.text_body).toContain("The link works once, within 48 hours.");
    const page = await (await app.fetch("/admin/users", { headers: { Cookie: admin } })).text();
    expect(page).toContain("meera@example.com");
    expect(page).toContain("Pending");
    expect(await auditActions()).toEqual([{ action: "invitation.created", summary: "Invited meera@example.com as Editor" }]);
  });

  it("refuses a reader role, a bad address, an address that has an account and a second open invitation, with 4xx and clear messages", async () => {
    const reader = await invite("reader-to-be@example.com", "user");
    expect(reader.status).toBe(400);
    expect(await reader.text()).toContain("Choose the role: Author, Editor or Admin");
    expect((await invite("not-an-address", "author")).status).toBe(400);
    const taken = await invite(TEST_ADMIN.email, "author");
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("That address already has an account. Change its role in the list of users instead.");
    expect((await invite("twice@example.com", "author")).status).toBe(200);
    const twice = await invite("twice@example.com", "editor");
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("That address already has an invitation waiting.");
    expect(await invitationMails()).toHaveLength(1);
  });

  it("is for admins only", async () => {
    const editor = await roleUser(app, "editor");
    const response = await postForm(app, "/admin/users", { intent: "invite", email: "x@example.com", role: "admin" }, { Cookie: editor.cookie });
    expect([302, 403]).toContain(response.status);
    expect(await invitations()).toEqual([]);
  });
});

describe("accepting", () => {
  it("shows who invited whom as what, creates the account with the role, signs the person in, and the link then works no more", async () => {
    await invite("meera@example.com", "editor");
    const token = await tokenMailedTo("meera@example.com");
    const page = await app.fetch(`/invitation?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain("Administrator invited meera@example.com to join as Editor.");

    const accepted = await accept(token);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const cookie = cookieFrom(accepted);
    expect((await app.fetch("/admin/posts", { headers: { Cookie: cookie } })).status).toBe(200);
    const user = await app.database.db.selectFrom("user").select(["id", "name", "role"]).where("email", "=", "meera@example.com").executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: "Meera Iyer", role: "editor" });
    expect((await invitations())[0]).toMatchObject({ accepted_user_id: user.id, accepted_at: "2027-03-10T06:00:00.000Z" });
    // The password chosen works at the login form too.
    expect((await postForm(app, "/login", { email: "meera@example.com", password: "a-long-staff-passphrase" })).status).toBe(302);

    const again = await app.fetch(`/invitation?token=${token}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This invitation has already been accepted.");
    const reused = await accept(token, { name: "Someone Else" });
    expect(reused.status).toBe(410);
    expect(await app.database.db.selectFrom("user").select("id").where("email", "=", "meera@example.com").execute()).toHaveLength(1);
    expect((await auditActions()).map((row) => row.action)).toEqual(["invitation.created", "invitation.accepted"]);
    expect((await auditActions())[1]!.summary).toBe("Meera Iyer <meera@example.com> joined as Editor (invited by Administrator)");
    const listed = await (await app.fetch("/admin/users", { headers: { Cookie: admin } })).text();
    expect(listed).toContain("Accepted");
  });

  it("holds staff to 12 characters and an unguessable password without using up the link, and checks the confirmation", async () => {
    await invite("short@example.com", "author");
    const token = await tokenMailedTo("short@example.com");
    const short = await accept(token, { password: "only-11-chr" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Staff passwords must be at least 12 characters");
    // Long enough, but the invitee's own name with a digit (ASVS 6.2.11), then a common password with digits.
    const ownName = await accept(token, { name: "Meera Iyer", password: "meera.iyer.2027" });
    expect(ownName.status).toBe(400);
    expect(await ownName.text()).toContain("This password is too easy to guess: it is made of your name, your email address or the company&#x27;s name.");
    const common = await accept(token, { password: "password1234" });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("This password is too easy to guess. This is similar to a commonly used password.");
    const differ = await accept(token, { password: "a-long-staff-passphrase", confirmPassword: "another-long-passphrase" });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain("Passwords do not match");
    expect((await accept(token)).status).toBe(302);
  });

  it("answers an expired link (48 hours on the test clock) with 410 and a clear page, and sending again gives a new link that works", async () => {
    await invite("late@example.com", "author");
    const first = await tokenMailedTo("late@example.com");
    clock.set("2027-03-12T06:00:00.000Z");
    const expired = await app.fetch(`/invitation?token=${first}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This invitation has expired. Ask the person who invited you to send it again.");
    expect((await accept(first)).status).toBe(410);
    expect(await (await app.fetch("/admin/users", { headers: { Cookie: admin } })).text()).toContain("Expired");

    const [row] = await invitations();
    expect((await rowAction("resend", row!.id)).status).toBe(200);
    const second = await tokenMailedTo("late@example.com");
    expect(second).not.toBe(first);
    expect((await invitations())[0]).toMatchObject({ token_hash: sha256(second), expires_at: "2027-03-14T06:00:00.000Z" });
    expect((await app.fetch(`/invitation?token=${first}`)).status).toBe(410);
    expect((await accept(second)).status).toBe(302);
    expect((await auditActions()).map((r) => r.action)).toEqual(["invitation.created", "invitation.resent", "invitation.accepted"]);
  });

  it("sending again kills the older link while the invitation is still pending", async () => {
    await invite("resend@example.com", "author");
    const first = await tokenMailedTo("resend@example.com");
    const [row] = await invitations();
    await rowAction("resend", row!.id);
    expect((await accept(first)).status).toBe(410);
    expect((await app.fetch(`/invitation?token=${await tokenMailedTo("resend@example.com")}`)).status).toBe(200);
  });

  it("a revoked invitation's link is dead, it cannot be revoked or sent again, and the revocation is recorded", async () => {
    await invite("revoked@example.com", "admin");
    const token = await tokenMailedTo("revoked@example.com");
    const [row] = await invitations();
    const revoked = await rowAction("revoke", row!.id);
    expect(revoked.status).toBe(200);
    const page = await app.fetch(`/invitation?token=${token}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This invitation was withdrawn.");
    expect((await accept(token)).status).toBe(410);
    expect((await rowAction("revoke", row!.id)).status).toBe(409);
    expect((await rowAction("resend", row!.id)).status).toBe(409);
    expect((await rowAction("revoke", 999_999)).status).toBe(404);
    expect(await app.database.db.selectFrom("user").select("id").where("email", "=", "revoked@example.com").execute()).toEqual([]);
    expect((await auditActions()).map((r) => r.action)).toEqual(["invitation.created", "invitation.revoked"]);
    // The address may be invited again.
    expect((await invite("revoked@example.com", "author")).status).toBe(200);
  });

  it("refuses when the address got an account meanwhile (a reader signed up), and leaves that account as it was", async () => {
    await invite("meanwhile@example.com", "editor");
    const token = await tokenMailedTo("meanwhile@example.com");
    expect((await postForm(app, "/signup", { name: "Reader", email: "meanwhile@example.com", password: "reader-pass", confirmPassword: "reader-pass" })).status).toBe(302);
    const refused = await accept(token);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("An account with this address was created since the invitation was sent.");
    const user = await app.database.db.selectFrom("user").select(["role", "name"]).where("email", "=", "meanwhile@example.com").executeTakeFirstOrThrow();
    expect(user).toEqual({ role: "user", name: "Reader" });
  });

  it("an unknown token gets a clear 410 page; the accept form is rate-limited per address with 429 and Retry-After", async () => {
    const unknown = await app.fetch("/invitation?token=not-a-real-token");
    expect(unknown.status).toBe(410);
    expect(await unknown.text()).toContain("This invitation link is not valid.");
    for (let n = 0; n < 20; n += 1) expect((await accept("guess", {}, "192.0.2.44")).status).toBe(410);
    const limited = await accept("guess", {}, "192.0.2.44");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("accepting with a passkey", () => {
  type CreationOptions = { challenge: string; user: { id: string; name: string; displayName: string }; rp: { id: string }; authenticatorSelection: { residentKey: string; userVerification: string } };
  const newPasskey = () => new SoftwarePasskey(relyingParty(app.services.env));
  const passkeyOptions = (token: string, name = "Meera Iyer", ip = "203.0.113.9") => postForm(app, "/invitation/passkey-options", { token, name }, { "X-Forwarded-For": ip });
  async function optionsFor(token: string): Promise<CreationOptions> {
    const response = await passkeyOptions(token);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return (await response.json()) as CreationOptions;
  }
  const acceptWithPasskey = (token: string, answer: unknown, name = "Meera Iyer") =>
    postForm(app, `/invitation?token=${encodeURIComponent(token)}`, { intent: "passkey", token, name, response: JSON.stringify(answer) }, { "X-Forwarded-For": "203.0.113.9" });
  const userOf = (email: string) => app.database.db.selectFrom("user").select(["id", "name", "role"]).where("email", "=", email).executeTakeFirst();
  const allAudit = async () => (await app.database.db.selectFrom("audit_events").select(["action", "summary"]).orderBy("id").execute()).map((row) => `${row.action}: ${row.summary}`);

  it("creates the account with the role and the passkey (no password), signs the person in, and the link then works no more", async () => {
    await invite("meera@example.com", "editor");
    const token = await tokenMailedTo("meera@example.com");
    const options = await optionsFor(token);
    expect(options.rp.id).toBe(relyingParty(app.services.env).rpID);
    expect(options.user).toMatchObject({ name: "meera@example.com", displayName: "Meera Iyer" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });

    const passkey = newPasskey();
    const answer = passkey.register(options);
    const accepted = await acceptWithPasskey(token, answer);
    expect(accepted.status, await accepted.clone().text()).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const cookie = cookieFrom(accepted);
    expect((await app.fetch("/admin/posts", { headers: { Cookie: cookie } })).status).toBe(200);

    const user = (await userOf("meera@example.com"))!;
    expect(user).toMatchObject({ name: "Meera Iyer", role: "editor" });
    // The passkey's user handle is the account's id, fixed before the account existed.
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(user.id);
    const passkeys = await app.database.db.selectFrom("passkeys").select(["user_id", "credential_id", "name"]).execute();
    expect(passkeys).toEqual([{ user_id: user.id, credential_id: passkey.credentialId, name: "Passkey made when joining" }]);
    expect(await app.database.db.selectFrom("account").select("id").where("userId", "=", user.id).execute()).toEqual([]);
    expect((await invitations())[0]).toMatchObject({ accepted_user_id: user.id, accepted_at: "2027-03-10T06:00:00.000Z" });
    expect(await app.database.db.selectFrom("webauthn_challenges").select("challenge").execute()).toEqual([]);
    expect((await allAudit()).filter((line) => !line.includes(TEST_ADMIN.email))).toEqual([
      "invitation.created: Invited meera@example.com as Editor",
      "invitation.accepted: Meera Iyer <meera@example.com> joined as Editor with a passkey (invited by Administrator)",
      'auth.passkey_added: meera@example.com added a passkey "Passkey made when joining"',
      "auth.sign_in: Signed in as meera@example.com (passkey)",
    ]);

    // Used once: the options and the same answer again are refused, and no second account appears.
    expect((await passkeyOptions(token)).status).toBe(410);
    expect((await acceptWithPasskey(token, answer, "Someone Else")).status).toBe(410);
    expect(await app.database.db.selectFrom("user").select("id").where("email", "=", "meera@example.com").execute()).toHaveLength(1);

    // The passkey signs in on /login on its own.
    const signInOptions = (await (await postForm(app, "/login/passkey-options", { purpose: "sign-in" })).json()) as { challenge: string };
    const signedIn = await postForm(app, "/login", { intent: "passkey", response: JSON.stringify(passkey.authenticate(signInOptions)) });
    expect(signedIn.status).toBe(302);
  });

  it("checks the token on both calls: an unknown, revoked or expired link gets no options, and an answer to another invitation's challenge is refused", async () => {
    expect((await passkeyOptions("not-a-real-token")).status).toBe(410);
    await invite("first@example.com", "author");
    await invite("second@example.com", "author");
    const first = await tokenMailedTo("first@example.com");
    const second = await tokenMailedTo("second@example.com");

    // Without a name: 400, and no challenge is made.
    const nameless = await passkeyOptions(first, " ");
    expect(nameless.status).toBe(400);
    expect(await nameless.text()).toContain("Please enter your name");
    expect(await app.database.db.selectFrom("webauthn_challenges").select("challenge").execute()).toEqual([]);

    // A passkey made for the first invitation cannot accept the second (its challenge is spent either way).
    const crossed = await acceptWithPasskey(second, newPasskey().register(await optionsFor(first)));
    expect(crossed.status).toBe(400);
    expect(await crossed.text()).toContain("That passkey request has expired or was already used");
    // A signed-in person's registration challenge is not an invitation's either.
    const editor = await roleUser(app, "editor");
    const own = (await (await postForm(app, "/account/two-step/passkey-options", {}, { Cookie: editor.cookie })).json()) as CreationOptions;
    expect((await acceptWithPasskey(second, newPasskey().register(own))).status).toBe(400);
    // Without user verification, or unreadable: 400.
    expect((await acceptWithPasskey(second, newPasskey().register(await optionsFor(second), { userVerified: false }))).status).toBe(400);
    expect((await postForm(app, `/invitation?token=${second}`, { intent: "passkey", token: second, name: "X", response: "{" })).status).toBe(400);
    expect(await userOf("second@example.com")).toBeUndefined();
    expect((await invitations()).map((row) => row.accepted_at)).toEqual([null, null]);

    // A late answer (the challenge lives 5 minutes) leaves the invitation open.
    const late = newPasskey().register(await optionsFor(second));
    clock.set("2027-03-10T06:05:01.000Z");
    expect((await acceptWithPasskey(second, late)).status).toBe(400);
    expect(await userOf("second@example.com")).toBeUndefined();

    // Revoked between the two calls: the answer is refused with the link's reason.
    const pending = newPasskey().register(await optionsFor(second));
    await rowAction("revoke", (await invitations())[1]!.id);
    const revoked = await acceptWithPasskey(second, pending);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain("This invitation was withdrawn.");
    expect((await passkeyOptions(second)).status).toBe(410);

    // Expired (48 hours): no options.
    clock.set("2027-03-12T06:00:00.000Z");
    expect((await passkeyOptions(first)).status).toBe(410);
  });

  it("limits the options per network address as a passkey sign-in's (30 in 15 minutes), then 429 with Retry-After", async () => {
    await invite("limited@example.com", "author");
    const token = await tokenMailedTo("limited@example.com");
    for (let n = 0; n < 30; n += 1) expect((await passkeyOptions(token, "Meera Iyer", "192.0.2.50")).status).toBe(200);
    const limited = await passkeyOptions(token, "Meera Iyer", "192.0.2.50");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("an account made with a passkey gets a password from a reset link, after which the passkey is its second step", async () => {
    await invite("nopassword@example.com", "author");
    const token = await tokenMailedTo("nopassword@example.com");
    const accepted = await acceptWithPasskey(token, newPasskey().register(await optionsFor(token)));
    expect(accepted.status).toBe(302);
    // /account does not ask for a current password the account does not have: it says how to get one.
    const account = await (await app.fetch("/account", { headers: { Cookie: cookieFrom(accepted) } })).text();
    expect(account).toContain("You sign in with a passkey and have no password yet.");
    expect(account).not.toContain("Change password");
    expect(account).not.toContain("Send confirmation link");
    expect(account).toContain("a code from your authenticator app, or one of your passkeys, after your password");
    expect((await postForm(app, "/forgot-password", { email: "nopassword@example.com" })).status).toBe(200);
    const mail = await app.database.db.selectFrom("mail_outbox").select("text_body").where("to_address", "=", "nopassword@example.com").where("kind", "=", "password-reset").executeTakeFirstOrThrow();
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    const reset = await postForm(app, `/reset-password?token=${resetToken}`, { token: resetToken, password: "a-long-staff-passphrase", confirmPassword: "a-long-staff-passphrase" });
    expect(reset.headers.get("location")).toBe("/reset-password?done");
    // The passkey stays the second step: the password alone does not finish the sign-in.
    const signedIn = await postForm(app, "/login", { email: "nopassword@example.com", password: "a-long-staff-passphrase" });
    expect(signedIn.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fblog");
  });
});
