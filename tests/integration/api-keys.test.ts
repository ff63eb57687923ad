/** API keys (issue 37, step 2, decision 0036): made on /admin/integrations/keys, sent as Bearer to the JSON API. */
import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setUserRoleByEmail } from "~/modules/auth/users.repository.server";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, postForm, TEST_ADMIN } from "../support/auth";
import { createPostViaApi, samplePost } from "../support/blog";
import { TestClock } from "../support/clock";

let app: TestApp;
let admin: string;
let clock: TestClock;
async function start(env: Record<string, string> = {}) {
  clock = new TestClock("2026-11-20T10:00:00.000Z");
  app = await startTestApp(env, { clock });
  admin = await adminCookie(app);
}
afterEach(() => app.close());

async function createKey(name: string, scopes: string[], expiresInDays = "") {
  const fields: Array<[string, string]> = [["intent", "create"], ["name", name], ["expiresInDays", expiresInDays], ...scopes.map((scope): [string, string] => ["scopes", scope])];
  const response = await app.fetch("/admin/integrations/keys", { method: "POST", body: new URLSearchParams(fields), headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  const key = /vyk_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
  expect(key, "the key is shown once").toBeTruthy();
  return key!;
}

function withKey(key: string, method: string, path: string, body?: unknown) {
  return app.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const position = { title: "Key Engineer", department: "Engineering", location: "Remote", type: "Full-time", description: "Keys.", detailedDescription: "Keys and locks.", requirements: "Locks" };

describe("API keys", () => {
  beforeEach(() => start());

  it("is shown once, kept only as its SHA-256, listed with its scopes and creator, and its creation is audited", async () => {
    const refused = await postForm(app, "/admin/integrations/keys", { intent: "create", name: "" }, { Cookie: admin });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Name the key after what uses it");
    expect(refusedHtml).toContain("Choose at least one scope.");
    const key = await createKey("HR tool", ["posts:read", "positions:write"], "30");
    const row = await app.database.db.selectFrom("api_keys").selectAll().executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    expect(row.prefix).toBe(key.slice(0, 12));
    expect(JSON.parse(row.scopes)).toEqual(["posts:read", "positions:write"]);
    expect(row.expires_at).toBe("2026-12-20T10:00:00.000Z");
    const list = await (await app.fetch("/admin/integrations/keys", { headers: { Cookie: admin } })).text();
    expect(list).toContain("HR tool");
    expect(list).toContain(`${key.slice(0, 12)}…`);
    expect(list).toContain("Read posts, Write positions");
    expect(list).not.toContain(key);
    const audit = await app.database.db.selectFrom("audit_events").select(["action", "summary"]).where("action", "like", "api_key.%").execute();
    expect(audit).toEqual([{ action: "api_key.created", summary: expect.stringContaining("HR tool") }]);
    expect(audit[0]!.summary).not.toContain(key.slice(12));
  });

  it("each scope allows what it names and nothing else", async () => {
    const draft = await createPostViaApi(app, admin, { title: "Draft For Keys", status: "draft" });
    const positionId = ((await (await app.fetch("/api/positions")).json()) as Array<{ id: number }>)[0]!.id;
    const keys = { read: await createKey("Reader", ["posts:read"]), posts: await createKey("Writer", ["posts:write"]), positions: await createKey("Jobs", ["positions:write"]) };
    const tries = {
      "list drafts": async (key: string) => ((await (await withKey(key, "GET", "/api/blogs?limit=100")).json()) as Array<{ id: number }>).some((post) => post.id === draft.id),
      "read a draft": async (key: string) => (await withKey(key, "GET", `/api/blogs/${draft.id}`)).status === 200,
      "create a post": async (key: string) => (await withKey(key, "POST", "/api/blogs", samplePost({ title: `By key ${key.slice(4, 10)}` }))).status === 201,
      "edit a post": async (key: string) => (await withKey(key, "PUT", `/api/blogs/${draft.id}`, samplePost({ title: "Draft For Keys", status: "draft" }))).status === 200,
      "create a position": async (key: string) => (await withKey(key, "POST", "/api/positions", position)).status === 201,
      "edit a position": async (key: string) => (await withKey(key, "PUT", `/api/positions/${positionId}`, position)).status === 200,
    };
    const allowed: Record<string, string[]> = {};
    for (const [name, key] of Object.entries(keys)) {
      allowed[name] = [];
      for (const [what, attempt] of Object.entries(tries)) if (await attempt(key)) allowed[name].push(what);
    }
    expect(allowed).toEqual({
      read: ["list drafts", "read a draft"],
      posts: ["create a post", "edit a post"],
      positions: ["create a position", "edit a position"],
    });
    const denied = await withKey(keys.read, "POST", "/api/positions", position);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ error: "This API key's scopes do not allow this" });
    // Deleting: the writer deletes posts, not positions.
    expect((await withKey(keys.positions, "DELETE", `/api/blogs/${draft.id}`)).status).toBe(403);
    expect((await withKey(keys.posts, "DELETE", `/api/positions/${positionId}`)).status).toBe(403);
    expect((await withKey(keys.posts, "DELETE", `/api/blogs/${draft.id}`)).status).toBe(200);
    expect((await withKey(keys.positions, "DELETE", `/api/positions/${positionId}`)).status).toBe(200);
    // What a key writes, it writes as the admin who made it.
    const byKey = await app.database.db.selectFrom("posts").select(["author_id"]).where("title", "like", "By key%").executeTakeFirstOrThrow();
    const adminRow = await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow();
    expect(byKey.author_id).toBe(adminRow.id);
  });

  it("never opens a page, the admin or the admin's JSON", async () => {
    const key = await createKey("Everything", ["posts:read", "posts:write", "positions:write"]);
    const bearer = { Authorization: `Bearer ${key}` };
    const keysPage = await app.fetch("/admin/integrations/keys", { headers: bearer });
    expect(keysPage.status).toBe(302);
    expect(keysPage.headers.get("location")).toMatch(/^\/login/);
    const create = await app.fetch("/blog/create", { headers: bearer });
    expect(create.headers.get("location")).toMatch(/^\/login/);
    expect((await app.fetch("/admin/media.json", { headers: bearer })).status).toBe(401);
    const preview = await app.fetch("/admin/posts/preview", { method: "POST", headers: { ...bearer, "Content-Type": "application/json" }, body: JSON.stringify(samplePost()) });
    expect(preview.status).toBe(401);
  });

  it("refuses an unknown, malformed, revoked or expired key, or one whose admin is no longer one, with 401 and a clear JSON error", async () => {
    const attempt = async (authorization: string) => {
      const response = await app.fetch("/api/positions", { method: "POST", headers: { Authorization: authorization, "Content-Type": "application/json" }, body: JSON.stringify(position) });
      return { status: response.status, body: (await response.json()) as { error: string }, challenge: response.headers.get("www-authenticate") };
    };
    const unknown = await attempt(`Bearer vyk_${"A".repeat(43)}`);
    expect(unknown).toEqual({ status: 401, body: { error: expect.stringContaining("Unknown API key") }, challenge: 'Bearer error="invalid_token"' });
    expect((await attempt("Basic YWRtaW46YWRtaW4=")).body.error).toContain("must be Bearer");

    const revokedKey = await createKey("Soon revoked", ["positions:write"]);
    expect((await withKey(revokedKey, "POST", "/api/positions", position)).status).toBe(201);
    const id = (await app.database.db.selectFrom("api_keys").select("id").where("name", "=", "Soon revoked").executeTakeFirstOrThrow()).id;
    const revoke = await postForm(app, "/admin/integrations/keys", { intent: "revoke", id: String(id) }, { Cookie: admin });
    expect(revoke.status).toBe(200);
    expect(await attempt(`Bearer ${revokedKey}`)).toMatchObject({ status: 401, body: { error: "This API key was revoked. Ask an admin for a new one." } });
    expect((await postForm(app, "/admin/integrations/keys", { intent: "revoke", id: String(id) }, { Cookie: admin })).status).toBe(409);
    const audit = await app.database.db.selectFrom("audit_events").select("action").where("action", "=", "api_key.revoked").execute();
    expect(audit).toHaveLength(1);

    const expiring = await createKey("Expiring", ["positions:write"], "30");
    clock.advanceDays(30);
    expect(await attempt(`Bearer ${expiring}`)).toMatchObject({ status: 401, body: { error: "This API key has expired. Ask an admin for a new one." } });
    const list = await (await app.fetch("/admin/integrations/keys", { headers: { Cookie: admin } })).text();
    expect(list).toContain("Expired");
    expect(list).toContain("Revoked");

    const owned = await createKey("Owner demoted", ["positions:write"]);
    await setUserRoleByEmail(app.database.db, TEST_ADMIN.email, "editor");
    expect(await attempt(`Bearer ${owned}`)).toMatchObject({ status: 401, body: { error: expect.stringContaining("can no longer use it") } });
  });

  it("keeps 'last used' to the minute: one write for a burst, the next after a minute, shown in the list", async () => {
    const key = await createKey("Busy", ["posts:read"]);
    const lastUsed = async () => (await app.database.db.selectFrom("api_keys").select("last_used_at").executeTakeFirstOrThrow()).last_used_at;
    expect(await lastUsed()).toBeNull();
    expect((await withKey(key, "GET", "/api/blogs")).status).toBe(200);
    expect(await lastUsed()).toBe("2026-11-20T10:00:00.000Z");
    clock.set("2026-11-20T10:00:59.000Z");
    await withKey(key, "GET", "/api/blogs");
    expect(await lastUsed()).toBe("2026-11-20T10:00:00.000Z");
    clock.set("2026-11-20T10:01:01.000Z");
    await withKey(key, "GET", "/api/blogs");
    expect(await lastUsed()).toBe("2026-11-20T10:01:01.000Z");
    const list = await (await app.fetch("/admin/integrations/keys", { headers: { Cookie: admin } })).text();
    expect(list).toContain('dateTime="2026-11-20T10:01:01.000Z"');
  });
});

describe("API key rate limit", () => {
  beforeEach(() => start({ API_KEY_RATE_PER_MINUTE: "3" }));

  it("answers 429 with Retry-After past the key's requests per minute; another key and a session are not held back", async () => {
    const [busy, other] = [await createKey("Busy", ["posts:read"]), await createKey("Other", ["posts:read"])];
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await withKey(busy, "GET", "/api/blogs")).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await withKey(busy, "GET", "/api/blogs");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: "Too many requests with this API key. Try again in a minute." });
    expect((await withKey(other, "GET", "/api/blogs")).status).toBe(200);
    expect((await app.fetch("/api/blogs", { headers: { Cookie: admin } })).status).toBe(200);
    clock.set("2026-11-20T10:01:00.000Z");
    expect((await withKey(busy, "GET", "/api/blogs")).status).toBe(200);
  });
});
