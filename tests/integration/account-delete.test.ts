/**
 * A reader deletes their own account on /account (issue 33, decision 0037): the current password and a ticked
 * confirmation; the account and everything it holds go at once, every session ends, the deletion is in the audit
 * log (by id, not address). Staff accounts are refused: an admin removes them.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { cookieFrom, logInAs, postForm, roleUser } from "../support/auth";

let app: TestApp;
beforeEach(async () => {
  app = await startTestApp();
});
afterEach(() => app.close());

const reader = { name: "Asha Rao", email: "asha@example.com", password: "secret1" };
async function signUpReader() {
  const response = await postForm(app, "/signup", { ...reader, confirmPassword: reader.password });
  expect(response.status).toBe(302);
  const row = await app.database.db.selectFrom("user").select("id").where("email", "=", reader.email).executeTakeFirstOrThrow();
  return { id: row.id, cookie: cookieFrom(response) };
}
const remove = (cookie: string, fields: Record<string, string>) => postForm(app, "/account", { intent: "delete-account", ...fields }, { Cookie: cookie });
const signedIn = async (cookie: string) => (await app.fetch("/account", { headers: { Cookie: cookie } })).status === 200;
const rowsOf = async (id: string) => ({
  user: (await app.database.db.selectFrom("user").select("id").where("id", "=", id).execute()).length,
  sessions: (await app.database.db.selectFrom("session").select("id").where("userId", "=", id).execute()).length,
  accounts: (await app.database.db.selectFrom("account").select("id").where("userId", "=", id).execute()).length,
});

describe("deleting one's own account", () => {
  it("needs the password and the ticked box; then the account, its sessions and waiting links are gone, recorded by id", async () => {
    const { id, cookie } = await signUpReader();
    const phone = await logInAs(app, reader.email, reader.password);
    // A waiting email-change link goes with the account.
    expect((await postForm(app, "/account", { intent: "email", email: "new@example.com", currentPassword: reader.password }, { Cookie: cookie })).status).toBe(200);
    const page = await (await app.fetch("/account", { headers: { Cookie: cookie } })).text();
    expect(page).toContain("Delete your account");

    const unticked = await remove(cookie, { currentPassword: reader.password });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm that your account will be deleted for good");
    const wrong = await remove(cookie, { currentPassword: "not-it", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("Your current password is not right");
    expect(await rowsOf(id)).toEqual({ user: 1, sessions: 2, accounts: 1 });

    const done = await remove(cookie, { currentPassword: reader.password, confirm: "on" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account/deleted");
    expect(done.headers.getSetCookie().some((value) => /vyoma\.session_token=;/.test(value))).toBe(true);
    expect(await rowsOf(id)).toEqual({ user: 0, sessions: 0, accounts: 0 });
    expect(await app.database.db.selectFrom("verification").select("id").where("value", "like", `${id}%`).execute()).toEqual([]);
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(phone)).toBe(false);
    expect((await postForm(app, "/login", { email: reader.email, password: reader.password })).status).toBe(401);
    const landed = await app.fetch("/account/deleted");
    expect(landed.status).toBe(200);
    expect(await landed.text()).toContain("Your account has been deleted");

    const audit = await app.database.db.selectFrom("audit_events").select(["actor_id", "subject_id", "summary"]).where("action", "=", "user.deleted").execute();
    expect(audit).toEqual([{ actor_id: id, subject_id: id, summary: "A reader deleted their own account" }]);
    // The address may sign up again as a new reader.
    expect((await postForm(app, "/signup", { ...reader, confirmPassword: reader.password })).status).toBe(302);
  });

  it("is what the privacy policy says, with the audit log's configured period", async () => {
    const policy = (await (await app.fetch("/privacy-policy")).text()).replaceAll("<!-- -->", "");
    expect(policy).toContain("Accounts are kept until you delete yours on your account page");
    expect(policy).toContain(`is kept for ${app.services.env.AUDIT_RETENTION_DAYS} days.`);
  });

  it("refuses staff with 403 and offers them no such form", async () => {
    for (const role of ["author", "editor", "admin"] as const) {
      const person = await roleUser(app, role);
      expect(await (await app.fetch("/account", { headers: { Cookie: person.cookie } })).text()).not.toContain("Delete your account");
      const refused = await remove(person.cookie, { currentPassword: person.password, confirm: "on" });
      expect(refused.status, role).toBe(403);
      expect(await refused.text()).toContain("Staff accounts are removed by an admin");
      expect((await rowsOf(person.id)).user).toBe(1);
      expect(await signedIn(person.cookie)).toBe(true);
    }
  });
});
