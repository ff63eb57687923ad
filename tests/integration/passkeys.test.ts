/**
 * Passkeys through HTTP on the real server build and a real database (issue 33, decision 0037), answered by a
 * software authenticator (tests/support/software-passkey.ts): registered on /account/two-step (only the public key
 * stored, recorded), a challenge used once and for 5 minutes only (a replayed or late answer is refused, and counts
 * as a failed sign-in), user verification required, sign-in with the passkey alone, the passkey as the second step
 * (another account's passkey refused and counted), a passkey counted as a second factor where STAFF_TWO_FACTOR
 * requires one, removal by its owner only; bad input answers 400, never 500.
 */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { relyingParty } from "~/modules/auth/passkeys.server";
import { base32Decode, hotp, totpStep } from "~/modules/auth/totp.server";
import { confirmTwoFactorEnrolment, hasSecondFactor, mustEnrolSecondFactor, resetSecondFactorOfUser, startTwoFactorEnrolment } from "~/modules/auth/two-factor.server";
import { startTestApp, type TestApp } from "../support/app";
import { cookieFrom, logInAs, postForm, roleUser, signedInMinutesAgo } from "../support/auth";
import { TestClock } from "../support/clock";
import { SoftwarePasskey } from "../support/software-passkey";

let app: TestApp;
const clock = new TestClock();

beforeEach(async () => {
  clock.set(new Date());
  app = await startTestApp({ STAFF_TWO_FACTOR: "required" }, { clock, logger: pino({ level: "silent" }) });
});
afterEach(() => app.close());

const newPasskey = () => new SoftwarePasskey(relyingParty(app.services.env));

async function jsonOf<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function registrationOptions(cookie: string) {
  return jsonOf<{ challenge: string; user: { id: string }; rp: { id: string }; authenticatorSelection: { residentKey: string; userVerification: string } }>(
    await postForm(app, "/account/two-step/passkey-options", {}, { Cookie: cookie }),
  );
}

async function register(cookie: string, passkey: SoftwarePasskey, name = "Work laptop") {
  const answer = passkey.register(await registrationOptions(cookie));
  return { answer, response: await postForm(app, "/account/two-step", { intent: "passkey-add", name, response: JSON.stringify(answer) }, { Cookie: cookie }) };
}

async function signInOptions(purpose: "sign-in" | "second-factor", cookie?: string) {
  return jsonOf<{ challenge: string; allowCredentials?: { id: string }[]; userVerification: string }>(
    await postForm(app, "/login/passkey-options", { purpose }, cookie ? { Cookie: cookie } : {}),
  );
}

const postSignIn = (answer: unknown) => postForm(app, "/login", { intent: "passkey", response: JSON.stringify(answer) });

const passkeyRows = () => app.database.db.selectFrom("passkeys").selectAll().execute();
const auditOf = async (action: string) => (await app.database.db.selectFrom("audit_events").select(["summary"]).where("action", "=", action).orderBy("id").execute()).map((row) => row.summary);

describe("the other devices after a way of signing in changes (ASVS 7.4.3)", () => {
  it("are offered to be signed out once a passkey is added, and then are, this device staying signed in", async () => {
    const editor = await roleUser(app, "editor");
    const laptop = await logInAs(app, editor.email, editor.password);
    // Besides the laptop, whatever sessions making the test user left (roleUser signs in as it creates them).
    const others = (await app.database.db.selectFrom("session").select("id").where("userId", "=", editor.id).execute()).length - 1;
    expect(others).toBeGreaterThanOrEqual(1);
    const offer = others === 1 ? "You are still signed in on 1 other device" : `You are still signed in on ${others} other devices`;
    // Nothing changed yet: no offer.
    expect(await (await app.fetch("/account/two-step", { headers: { Cookie: editor.cookie } })).text()).not.toContain(offer);

    const { response } = await register(editor.cookie, newPasskey());
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(offer);
    expect(page).toContain('name="intent" value="end-others"');

    const ended = await postForm(app, "/account/two-step", { intent: "end-others" }, { Cookie: editor.cookie });
    expect(ended.status).toBe(200);
    expect(await ended.text()).toContain(others === 1 ? "Signed out 1 other session." : `Signed out ${others} other sessions.`);
    expect((await app.fetch("/account", { headers: { Cookie: laptop } })).status).toBe(302);
    expect((await app.fetch("/account", { headers: { Cookie: editor.cookie } })).status).toBe(200);
    expect(await auditOf("session.revoked")).toEqual([`${editor.email} signed out everywhere else (${others} sessions)`]);
    // With no other device left, a further change offers nothing.
    const again = await register(editor.cookie, newPasskey(), "Phone");
    expect(await again.response.text()).not.toContain("other device");
  });
});

describe("registering a passkey", () => {
  it("stores the public key under the name given and records it; the same answer again is refused", async () => {
    const editor = await roleUser(app, "editor");
    const options = await registrationOptions(editor.cookie);
    const { rpID } = relyingParty(app.services.env);
    expect(options.rp.id).toBe(rpID);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(Buffer.from(options.user.id, "base64url").toString()).toBe(editor.id);

    const passkey = newPasskey();
    const answer = passkey.register(options);
    const added = await postForm(app, "/account/two-step", { intent: "passkey-add", name: "  Work laptop ", response: JSON.stringify(answer) }, { Cookie: editor.cookie });
    expect(added.status).toBe(200);
    const [row] = await passkeyRows();
    expect(row).toMatchObject({ user_id: editor.id, name: "Work laptop", credential_id: passkey.credentialId, last_used_at: null });
    expect(await auditOf("auth.passkey_added")).toEqual([`${editor.email} added a passkey "Work laptop"`]);
    expect(await (await app.fetch("/account/two-step", { headers: { Cookie: editor.cookie } })).text()).toContain("Work laptop");

    const replayed = await postForm(app, "/account/two-step", { intent: "passkey-add", name: "Again", response: JSON.stringify(answer) }, { Cookie: editor.cookie });
    expect(replayed.status).toBe(400);
    expect(await replayed.text()).toContain("expired or was already used");
    expect(await passkeyRows()).toHaveLength(1);
  });

  it("refuses a passkey without user verification, a late answer, a missing name and unreadable input with 400", async () => {
    const editor = await roleUser(app, "editor");
    const unverified = newPasskey().register(await registrationOptions(editor.cookie), { userVerified: false });
    expect((await postForm(app, "/account/two-step", { intent: "passkey-add", name: "No PIN", response: JSON.stringify(unverified) }, { Cookie: editor.cookie })).status).toBe(400);

    const late = newPasskey().register(await registrationOptions(editor.cookie));
    clock.set(new Date(clock.now().getTime() + 5 * 60_000 + 1000));
    const refused = await postForm(app, "/account/two-step", { intent: "passkey-add", name: "Late", response: JSON.stringify(late) }, { Cookie: editor.cookie });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("expired or was already used");

    const fresh = newPasskey().register(await registrationOptions(editor.cookie));
    expect((await postForm(app, "/account/two-step", { intent: "passkey-add", name: " ", response: JSON.stringify(fresh) }, { Cookie: editor.cookie })).status).toBe(400);
    for (const response of ["", "not json", "{}", JSON.stringify({ ...fresh, type: "other" })]) {
      expect((await postForm(app, "/account/two-step", { intent: "passkey-add", name: "Bad", response }, { Cookie: editor.cookie })).status).toBe(400);
    }
    expect(await passkeyRows()).toHaveLength(0);
    // Nobody signed in gets no options.
    expect((await postForm(app, "/account/two-step/passkey-options", {})).status).toBe(302);
  });

  it("needs the current password once the sign-in is more than 5 minutes old (decision 0046): no options, so nothing to register, without it", async () => {
    const editor = await roleUser(app, "editor");
    await signedInMinutesAgo(app, editor.id, 6);
    const options = (fields: Record<string, string>) => postForm(app, "/account/two-step/passkey-options", fields, { Cookie: editor.cookie });
    const refused = await options({});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain("Enter your current password");
    expect((await options({ currentPassword: "not-the-password" })).status).toBe(400);
    expect(await app.database.db.selectFrom("webauthn_challenges").selectAll().execute()).toEqual([]);
    const allowed = await options({ currentPassword: editor.password });
    expect(allowed.status).toBe(200);
    const answer = newPasskey().register((await allowed.json()) as { challenge: string; user: { id: string } });
    expect((await postForm(app, "/account/two-step", { intent: "passkey-add", name: "Phone", response: JSON.stringify(answer) }, { Cookie: editor.cookie })).status).toBe(200);
    expect(await passkeyRows()).toHaveLength(1);
  });
});

describe("signing in with a passkey", () => {
  it("signs in with the passkey alone; a replayed or late answer is refused and counted as a failed sign-in", async () => {
    const editor = await roleUser(app, "editor");
    const passkey = newPasskey();
    expect((await register(editor.cookie, passkey)).response.status).toBe(200);

    const options = await signInOptions("sign-in");
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials ?? []).toEqual([]);
    const answer = passkey.authenticate(options);
    const signedIn = await postSignIn(answer);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/blog");
    const cookie = cookieFrom(signedIn);
    // A full session: the account page opens, and the admin too (the passkey is the second factor it requires).
    expect((await app.fetch("/account", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await app.fetch("/admin", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await passkeyRows())[0]!.last_used_at).not.toBeNull();
    expect(await auditOf("auth.sign_in")).toContain(`Signed in as ${editor.email} (passkey)`);

    const replayed = await postSignIn(answer);
    expect(replayed.status).toBe(400);
    expect(replayed.headers.getSetCookie()).toEqual([]);
    expect(await replayed.text()).toContain("expired or was already used");

    const lateOptions = await signInOptions("sign-in");
    clock.set(new Date(clock.now().getTime() + 5 * 60_000 + 1000));
    expect((await postSignIn(passkey.authenticate(lateOptions))).status).toBe(400);

    expect(await auditOf("auth.sign_in_failed")).toEqual([`Passkey sign-in refused for ${editor.email}`, `Passkey sign-in refused for ${editor.email}`]);
  });

  it("hands out at most 30 sign-in challenges per address in 15 minutes (each is a stored row), then 429 with Retry-After", async () => {
    const ask = (ip: string) => postForm(app, "/login/passkey-options", { purpose: "sign-in" }, { "X-Forwarded-For": ip });
    for (let request = 0; request < 30; request += 1) expect((await ask("203.0.113.40")).status).toBe(200);
    const refused = await ask("203.0.113.40");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect((await ask("203.0.113.41")).status).toBe(200);
    expect(await app.database.db.selectFrom("webauthn_challenges").select("challenge").execute()).toHaveLength(31);
  });

  it("refuses an answer without user verification, from another origin, or of an unknown passkey, and limits refusals like passwords", async () => {
    const editor = await roleUser(app, "editor");
    const passkey = newPasskey();
    await register(editor.cookie, passkey);
    expect((await postSignIn(passkey.authenticate(await signInOptions("sign-in"), { userVerified: false }))).status).toBe(401);
    expect((await postSignIn(passkey.authenticate(await signInOptions("sign-in"), { origin: "https://evil.example" }))).status).toBe(401);
    const stranger = newPasskey();
    stranger.register({ challenge: "unused", user: { id: Buffer.from(editor.id).toString("base64url") } });
    const unknown = await postSignIn(stranger.authenticate(await signInOptions("sign-in")));
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain("That passkey was not accepted");
    expect((await postForm(app, "/login", { intent: "passkey", response: "{" })).status).toBe(400);

    // 10 refusals per address in 15 minutes (loginFailureRule, shared with passwords): then 429, a right passkey too.
    for (let attempt = 3; attempt < 10; attempt += 1) await postSignIn(stranger.authenticate(await signInOptions("sign-in")));
    const limited = await postSignIn(passkey.authenticate(await signInOptions("sign-in")));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
  });
});

describe("a passkey as the second factor", () => {
  it("counts as one for STAFF_TWO_FACTOR, is asked for after the password, and another account's passkey is refused and counted", async () => {
    const editor = await roleUser(app, "editor");
    expect(await mustEnrolSecondFactor(app.services, { userId: editor.id, role: "editor" })).toBe(true);
    const passkey = newPasskey();
    await register(editor.cookie, passkey);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);
    expect(await mustEnrolSecondFactor(app.services, { userId: editor.id, role: "editor" })).toBe(false);

    const other = await roleUser(app, "editor");
    const othersPasskey = newPasskey();
    await register(other.cookie, othersPasskey);

    const password = await postForm(app, "/login", { email: editor.email, password: editor.password });
    expect(password.headers.get("location")).toBe("/login/two-factor?redirectTo=%2Fblog");
    const pending = cookieFrom(password);
    expect((await app.fetch("/account", { headers: { Cookie: pending } })).status).toBe(302);
    // A passkey is this account's only second step: the page speaks of passkeys, not of a phone and codes.
    const step = await (await app.fetch("/login/two-factor", { headers: { Cookie: pending } })).text();
    expect(step).toContain("Use one of the passkeys saved for this account.");
    expect(step).toContain("Lost the devices that hold your passkeys?");
    expect(step).not.toContain("backup codes");
    // Nobody waiting: no second-factor options.
    expect((await postForm(app, "/login/passkey-options", { purpose: "second-factor" })).status).toBe(401);

    const options = await signInOptions("second-factor", pending);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([passkey.credentialId]);
    const wrong = await postForm(app, "/login/two-factor", { intent: "passkey", response: JSON.stringify(othersPasskey.authenticate(options)) }, { Cookie: pending });
    expect(wrong.status).toBe(400);
    expect(await auditOf("auth.second_factor_failed")).toEqual([`Passkey refused for ${editor.email} (1 of 5)`]);

    // A sign-in challenge is not a second step's (and the one above is spent).
    const crossed = await postForm(app, "/login/two-factor", { intent: "passkey", response: JSON.stringify(passkey.authenticate(await signInOptions("sign-in"))) }, { Cookie: pending });
    expect(crossed.status).toBe(400);

    const right = await postForm(app, "/login/two-factor", { intent: "passkey", response: JSON.stringify(passkey.authenticate(await signInOptions("second-factor", pending))), redirectTo: "/admin" }, { Cookie: pending });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin");
    expect((await app.fetch("/admin", { headers: { Cookie: pending } })).status).toBe(200);
    expect(await auditOf("auth.sign_in")).toContain(`Signed in as ${editor.email} (password and passkey)`);
  });
});

describe("removing a passkey", () => {
  it("removes the owner's passkey only, records it, and it signs nobody in after", async () => {
    const editor = await roleUser(app, "editor");
    const other = await roleUser(app, "editor");
    const passkey = newPasskey();
    await register(editor.cookie, passkey, "Phone");
    const [row] = await passkeyRows();

    expect((await postForm(app, "/account/two-step", { intent: "passkey-remove", id: row!.id }, { Cookie: other.cookie })).status).toBe(404);
    expect(await passkeyRows()).toHaveLength(1);
    // Without script the removal is a plain form post: the page it answers says it worked.
    const removed = await postForm(app, "/account/two-step", { intent: "passkey-remove", id: row!.id }, { Cookie: editor.cookie });
    expect(removed.status).toBe(200);
    expect(await removed.text()).toMatch(/role="status"[^>]*>Passkey &quot;Phone&quot; removed\.</);
    expect(await passkeyRows()).toHaveLength(0);
    expect(await auditOf("auth.passkey_removed")).toEqual([`${editor.email} removed the passkey "Phone"`]);
    expect((await postSignIn(passkey.authenticate(await signInOptions("sign-in")))).status).toBe(401);
  });

  it("stays when the person turns off codes from the app: the page says so, and the passkey is still asked for", async () => {
    const editor = await roleUser(app, "editor");
    await register(editor.cookie, newPasskey(), "Phone");
    const started = await startTwoFactorEnrolment(app.services, { userId: editor.id, currentPassword: editor.password, email: editor.email });
    if (!started.ok) throw new Error(started.message);
    const secret = base32Decode(new URL(started.value.uri).searchParams.get("secret")!);
    const confirmed = await confirmTwoFactorEnrolment(app.services, { userId: editor.id, email: editor.email, code: hotp(secret, totpStep(clock.now())), by: { userId: editor.id, ip: "203.0.113.5" } });
    expect(confirmed.ok).toBe(true);
    const page = await (await app.fetch("/account/two-step", { headers: { Cookie: editor.cookie } })).text();
    expect(page).toContain("Yes, turn off codes from the app (my passkeys still work)");
    expect(page).not.toContain("signing in will need only my password");
    const off = await postForm(app, "/account/two-step", { intent: "remove", currentPassword: editor.password, confirm: "on" }, { Cookie: editor.cookie });
    expect(await off.text()).toContain("Codes from the app are off. Your passkeys still work as the second step.");
    expect(await passkeyRows()).toHaveLength(1);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(true);
  });

  it("goes with an admin's reset of the person's two-step sign-in (a lost laptop), which is recorded", async () => {
    const editor = await roleUser(app, "editor");
    await register(editor.cookie, newPasskey(), "Old laptop");
    await register(editor.cookie, newPasskey(), "Old phone");
    expect(await passkeyRows()).toHaveLength(2);
    const reset = await resetSecondFactorOfUser(app.services, { userId: editor.id, by: { userId: null, ip: "203.0.113.9" } });
    expect(reset.ok).toBe(true);
    expect(await passkeyRows()).toHaveLength(0);
    expect(await hasSecondFactor(app.services, { userId: editor.id })).toBe(false);
    expect(await auditOf("auth.second_factor_removed")).toEqual([`Two-step sign-in of ${editor.name} <${editor.email}> reset by an admin (2 passkeys removed)`]);
  });
});
