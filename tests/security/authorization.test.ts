import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { can, type Permission, type Role } from "~/modules/auth/permissions";
import { adminCookie, roleCookie, userCookie } from "../support/auth";
import { concretePath, loadRouteTable, type BuiltRoute } from "./route-table";
import { API_SCOPE_NAMES, apiKeySchema, permissionsOfScopes, type ApiScope } from "~/modules/api-keys/api-keys.schema";
import { createApiKey } from "~/modules/api-keys/api-keys.server";
import { TEST_ADMIN } from "../support/auth";

/**
 * Generated from the route table of the real build: every route with an action must be listed below, either as
 * public (with the reason) or with the permission it needs (and the requests to try); every admin page's loader
 * too. Each is tried as each role (anonymous, reader, author, editor, admin) and must let through exactly the
 * roles that hold the permission. A new route in no list fails the first tests, so it cannot be forgotten.
 */
export const PUBLIC_ACTIONS: Record<string, string> = {
  "routes/marketing/contact": "visitors send contact messages (spam trap, rate limit)",
  "routes/marketing/contact.hi": "the same contact form under /hi (spam trap, rate limit)",
  "routes/newsletter/subscribe": "visitors subscribe to the newsletter (double opt-in)",
  "routes/newsletter/unsubscribe": "the signed token in the mail link is the authority",
  "routes/newsletter/subscribe.hi": "the same Subscribe box under /hi: the subscriber's language (double opt-in)",
  "routes/newsletter/unsubscribe.hi": "the unsubscribe page in a Hindi subscriber's language: the signed token is the authority",
  "routes/careers/position": "visitors apply for a position (HTML form)",
  "routes/careers/position.hi": "the same application form under /hi (spam trap, rate limit, upload checks)",
  "routes/api/careers-apply": "visitors apply for a position (SPEC section 7 multipart API)",
  "routes/auth/login": "signing in",
  "routes/auth/two-factor": "the second step of signing in: only a session waiting for its code gets anywhere (rate-limited per account)",
  "routes/auth/signup": "registering",
  "routes/auth/logout": "signing out ends only the caller's own session",
  "routes/auth/forgot-password": "asking for a reset link: the same answer for every address, rate-limited",
  "routes/auth/reset-password": "the single-use token from the mail is the authority",
  "routes/auth/confirm-email": "the single-use token mailed to the new address is the authority (a current password asked for it)",
  "routes/auth/invitation": "the single-use token from the invitation mail is the authority (rate-limited)",
  "routes/auth/invitation-passkey-options": "a WebAuthn challenge for accepting an invitation with a passkey: the invitation's token is the authority (rate-limited)",
  "routes/account": "any signed-in person, on their own account only (requireUser; tests/integration/account.test.ts)",
  "routes/account-two-step": "any signed-in person, on their own second factor only (requireUser; tests/integration/two-factor.test.ts)",
  "routes/account-passkey-options": "any signed-in person, a challenge for their own new passkey (requireUser; tests/integration/passkeys.test.ts)",
  "routes/auth/passkey-options": "a WebAuthn challenge (single-use, 5 minutes) for signing in; the second step's only for a session waiting for it",
};

type Method = "POST" | "PUT" | "DELETE" | "PATCH";
interface ProtectedAction {
  kind: "api" | "page";
  methods: readonly Method[];
  body?: "form" | "json";
  /** The permission it needs (app/modules/auth/permissions.ts); per method where they differ. */
  permission: Permission | Partial<Record<Method, Permission>>;
  /** Where a signed-in user without the permission is sent (pages); default: a team member to /admin, a reader to /. */
  deniedTo?: string;
}
const form = { kind: "page", methods: ["POST"], body: "form" } as const;

/** Every route whose action needs a permission, with that permission: the matrix below tries each role on each. */
export const ADMIN_ACTIONS: Record<string, ProtectedAction> = {
  "routes/careers/careers": { ...form, permission: "positions:write", deniedTo: "/careers" },
  "routes/careers/careers.hi": { ...form, permission: "positions:write", deniedTo: "/careers" },
  "routes/blog/create": { ...form, permission: "post:create", deniedTo: "/blog" },
  "routes/blog/edit": { ...form, permission: "post:update:own", deniedTo: "/blog" },
  "routes/admin/messages": { ...form, permission: "messages:read" },
  "routes/admin/subscribers": { ...form, permission: "subscribers:read" },
  "routes/admin/outbox": { ...form, permission: "outbox:read" },
  "routes/admin/newsletter": { ...form, permission: "newsletter:send" },
  "routes/admin/application": { ...form, permission: "applications:read" },
  "routes/admin/applications": { ...form, permission: "applications:read" },
  "routes/admin/privacy": { ...form, permission: "privacy:manage" },
  "routes/admin/privacy-export": { ...form, permission: "privacy:manage" },
  "routes/admin/users": { ...form, permission: "users:manage" },
  "routes/admin/integrations": { ...form, permission: "integrations:manage" },
  "routes/admin/integration": { ...form, permission: "integrations:manage" },
  "routes/admin/api-keys": { ...form, permission: "api-keys:manage" },
  "routes/admin/review": { ...form, permission: "post:publish:any" },
  "routes/admin/scheduled": { ...form, permission: "post:publish:any" },
  "routes/admin/profile": { ...form, permission: "post:create" },
  "routes/admin/media": { ...form, permission: "media:manage" },
  "routes/admin/content-settings": { ...form, permission: "settings:edit" },
  // Each collection names its own permission; a name that is none (the test's 999999) is asked for content:edit.
  "routes/admin/content-list": { ...form, permission: "content:edit" },
  "routes/admin/content-entry": { ...form, permission: "content:edit" },
  "routes/admin/page-editor": { ...form, permission: "pages:edit" },
  "routes/admin/page-preview": { ...form, permission: "pages:edit" },
  // The same preview under /hi, in the Hindi frame (decision 0044 as amended).
  "routes/admin/page-preview.hi": { ...form, permission: "pages:edit" },
  // Each kind's Translate also needs that kind's own permission (tests/integration/translation-overview.test.ts).
  "routes/admin/translations": { ...form, permission: "post:create" },
  "routes/admin/media-upload": { kind: "api", methods: ["POST"], body: "form", permission: "media:manage" },
  "routes/admin/post-preview": { kind: "api", methods: ["POST"], body: "json", permission: "post:create" },
  "routes/api/positions": { kind: "api", methods: ["POST"], body: "json", permission: "positions:write" },
  "routes/api/position": { kind: "api", methods: ["PUT", "DELETE"], body: "json", permission: "positions:write" },
  "routes/api/blogs": { kind: "api", methods: ["POST"], body: "json", permission: "post:create" },
  "routes/api/blog": { kind: "api", methods: ["PUT", "DELETE"], body: "json", permission: { PUT: "post:update:own", DELETE: "post:delete:any" } },
};

/** What each admin page's loader needs (every loader under /admin is listed; a new one fails the test until it is). */
export const ADMIN_LOADERS: Record<string, { permission: Permission; deniedTo?: string }> = {
  "routes/admin/layout": { permission: "admin:access" },
  "routes/admin/dashboard": { permission: "admin:access" },
  "routes/admin/posts": { permission: "post:create" },
  "routes/admin/accessibility": { permission: "accessibility:read" },
  "routes/admin/messages": { permission: "messages:read" },
  "routes/admin/subscribers": { permission: "subscribers:read" },
  "routes/admin/subscribers-export": { permission: "subscribers:read" },
  "routes/admin/newsletter": { permission: "newsletter:send" },
  "routes/admin/outbox": { permission: "outbox:read" },
  "routes/admin/applications": { permission: "applications:read" },
  "routes/admin/application": { permission: "applications:read" },
  "routes/admin/application-resume": { permission: "applications:read" },
  "routes/admin/privacy": { permission: "privacy:manage" },
  "routes/admin/users": { permission: "users:manage" },
  "routes/admin/review": { permission: "post:publish:any" },
  "routes/admin/scheduled": { permission: "post:publish:any" },
  "routes/admin/profile": { permission: "post:create" },
  "routes/admin/media": { permission: "media:manage" },
  "routes/admin/content-index": { permission: "content:edit" },
  "routes/admin/content-settings": { permission: "settings:edit" },
  "routes/admin/content-list": { permission: "content:edit" },
  "routes/admin/content-entry": { permission: "content:edit" },
  "routes/admin/pages": { permission: "pages:edit" },
  "routes/admin/page-editor": { permission: "pages:edit" },
  "routes/admin/page-preview": { permission: "pages:edit" },
  "routes/admin/page-preview.hi": { permission: "pages:edit" },
  "routes/admin/translations": { permission: "post:create" },
  "routes/admin/analytics": { permission: "analytics:read" },
  "routes/admin/analytics-export": { permission: "analytics:read" },
  "routes/admin/audit": { permission: "audit:read" },
  "routes/admin/audit-export": { permission: "audit:read" },
  "routes/admin/integrations": { permission: "integrations:manage" },
  "routes/admin/integration": { permission: "integrations:manage" },
  "routes/admin/api-keys": { permission: "api-keys:manage" },
  "routes/blog/create": { permission: "post:create", deniedTo: "/blog" },
  "routes/blog/edit": { permission: "post:update:own", deniedTo: "/blog" },
};

/** Admin JSON reads: 401 without a session and 403 without the permission, as the JSON API (no redirect). */
export const ADMIN_JSON_READS: Record<string, { permission: Permission }> = {
  "routes/admin/media-json": { permission: "media:manage" },
};

/** JSON API reads that need a permission: 401 without a caller, 403 without the permission, through with it (a key by its scopes). */
export const API_READS: Record<string, { permission: Permission }> = {
  "routes/api/applications": { permission: "applications:read" },
  "routes/api/application": { permission: "applications:read" },
  "routes/api/application-resume": { permission: "applications:read" },
};

/** JSON API reads anyone may make, with the reason (every /api/ loader is in one of the two lists). */
export const PUBLIC_API_READS: Record<string, string> = {
  "routes/api/positions": "open positions are public (SPEC section 7)",
  "routes/api/blogs": "published posts are public; drafts only to a caller with post:read:any (blog-api.test.ts)",
  "routes/api/blog": "a published post is public; a draft only to who may read it (blog-api.test.ts)",
  "routes/api/form-token": "the spam check's timestamp for public forms",
  "routes/api/openapi": "the API's own description",
  "routes/api/docs": "the API's reference page, read from that description",
  "routes/search/suggestions": "site search over public pages",
  "routes/api/careers-apply": "answers 405 to a read (POST only); a visitor's application is its public action",
};

const WHO = ["anonymous", "user", "author", "editor", "admin"] as const;
type Who = (typeof WHO)[number];
const roleOf = (who: Who): Role | null => (who === "anonymous" ? null : who);

let app: TestApp;
let routes: BuiltRoute[];
let cookies: Record<Who, string>;
beforeAll(async () => {
  routes = await loadRouteTable();
  app = await startTestApp();
  cookies = {
    anonymous: "",
    user: await userCookie(app),
    author: await roleCookie(app, "author"),
    editor: await roleCookie(app, "editor"),
    admin: await adminCookie(app),
  };
});
afterAll(() => app.close());

function bodyFor(action: Pick<ProtectedAction, "body">) {
  if (action.body === "json") return { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ intent: "delete", id: "999999" }) };
  return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "delete", id: "999999" }).toString() };
}

async function tryAs(who: Who, method: string, url: string, action: Pick<ProtectedAction, "body">, extra: Record<string, string> = {}) {
  const { headers, body } = bodyFor(action);
  const response = await app.fetch(url, {
    method,
    headers: { Origin: app.url, ...headers, ...(cookies[who] ? { Cookie: cookies[who] } : {}), ...extra },
    body: method === "DELETE" ? undefined : body,
  });
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location") ?? "", redirect: singleFetchRedirect(text) };
}

/** React Router's single-fetch answer (.data) carries a redirect in its body: [..., "redirect", "/login?...", ...]. */
function singleFetchRedirect(text: string): string {
  try {
    const values = JSON.parse(text) as unknown[];
    const at = values.indexOf("redirect");
    return at >= 0 && typeof values[at + 1] === "string" ? (values[at + 1] as string) : "";
  } catch {
    return "";
  }
}

/** Where a page sends someone without the permission. */
function deniedTarget(who: Who, deniedTo: string | undefined): string {
  const role = roleOf(who)!;
  return deniedTo ?? (can(role, "admin:access") ? "/admin" : "/");
}

describe("the route table", () => {
  it("lists every route with an action as public (with a reason) or with its permission", () => {
    const withAction = routes.filter((route) => route.hasAction).map((route) => route.id);
    const unclassified = withAction.filter((id) => !(id in PUBLIC_ACTIONS) && !(id in ADMIN_ACTIONS));
    expect(unclassified, "routes with an action in neither list").toEqual([]);
    const stale = [...Object.keys(PUBLIC_ACTIONS), ...Object.keys(ADMIN_ACTIONS)].filter((id) => !withAction.includes(id));
    expect(stale, "listed routes that no longer have an action").toEqual([]);
    expect(Object.keys(PUBLIC_ACTIONS).filter((id) => id in ADMIN_ACTIONS)).toEqual([]);
    // 53: the careers page and a position's page under /hi too (decision 0051); 54: the Translations overview (0053);
    // 55: the page preview under /hi (0044 as amended).
    expect(withAction.length).toBe(55);
  });

  it("lists every JSON API read as public (with a reason) or with its permission", () => {
    const apiLoaders = routes.filter((route) => route.hasLoader && route.pattern.startsWith("/api/")).map((route) => route.id);
    expect(apiLoaders.filter((id) => !(id in API_READS) && !(id in PUBLIC_API_READS)), "API loaders in neither list").toEqual([]);
    expect([...Object.keys(API_READS), ...Object.keys(PUBLIC_API_READS)].filter((id) => !apiLoaders.includes(id)), "listed API reads that are not API loaders").toEqual([]);
  });

  it("names the permission of every admin page's loader", () => {
    const adminLoaders = routes.filter((route) => route.hasLoader && route.underAdmin).map((route) => route.id);
    const unlisted = adminLoaders.filter((id) => !(id in ADMIN_LOADERS) && !(id in ADMIN_JSON_READS));
    expect(unlisted, "admin loaders without a permission in ADMIN_LOADERS or ADMIN_JSON_READS").toEqual([]);
  });
});

describe("every protected action: each role, anonymous to admin", () => {
  // One test per route: all of them in one test took past its 20 s on PostgreSQL with the cores busy.
  it.each(Object.keys(ADMIN_ACTIONS))("%s lets exactly the roles with the permission through (HTML and .data); the others are sent away or refused", async (id) => {
    const route = routes.find((candidate) => candidate.id === id);
    expect(route, `${id} is in the route table`).toBeDefined();
    const problems: string[] = [];
    let tried = 0;
    const action = ADMIN_ACTIONS[id]!;
    const url = concretePath(route!.pattern);
    for (const method of action.methods) {
      const permission = typeof action.permission === "string" ? action.permission : action.permission[method]!;
      // The document URL and React Router's single-fetch URL (what the browser's fetcher posts to).
      for (const target of action.kind === "page" ? [url, `${url}.data`] : [url]) {
        for (const who of WHO) {
          tried += 1;
          const { status, location, redirect } = await tryAs(who, method, target, action);
          const to = location || redirect;
          const label = `${who} ${method} ${target} (${permission}) -> ${status} ${to}`;
          const role = roleOf(who);
          if (status >= 500) problems.push(`${label} (server error)`);
          else if (role && can(role, permission)) {
            if (status === 401 || status === 403 || to.startsWith("/login") || (action.kind === "page" && to === deniedTarget(who, action.deniedTo))) problems.push(label);
          } else if (action.kind === "api") {
            if (status !== (who === "anonymous" ? 401 : 403)) problems.push(label);
          } else if (who === "anonymous") {
            if (!to.startsWith("/login")) problems.push(label);
          } else if (to !== deniedTarget(who, action.deniedTo)) problems.push(label);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(WHO.length);
  });

  it("reads of admin pages and downloads: anonymous to /login, each role by its permission", async () => {
    const adminReads = routes.filter((route) => route.hasLoader && route.id in ADMIN_LOADERS && route.id !== "routes/admin/layout");
    expect(adminReads.length).toBeGreaterThanOrEqual(16);
    const problems: string[] = [];
    for (const route of adminReads) {
      const { permission, deniedTo } = ADMIN_LOADERS[route.id]!;
      const url = concretePath(route.pattern);
      for (const who of WHO) {
        const response = await app.fetch(url, { headers: cookies[who] ? { Cookie: cookies[who] } : {} });
        await response.arrayBuffer();
        const location = response.headers.get("location") ?? "";
        const label = `${who} GET ${url} (${permission}) -> ${response.status} ${location}`;
        const role = roleOf(who);
        if (response.status >= 500) problems.push(label);
        else if (!role) {
          if (response.status !== 302 || !location.startsWith("/login")) problems.push(label);
        } else if (can(role, permission)) {
          if (location.startsWith("/login") || response.status === 401 || response.status === 403 || (response.status === 302 && location === deniedTarget(who, deniedTo))) problems.push(label);
        } else if (response.status !== 302 || location !== deniedTarget(who, deniedTo)) problems.push(label);
      }
    }
    expect(problems).toEqual([]);
  });

  it("admin JSON reads: 401 without a session, 403 without the permission, 200 with it", async () => {
    const problems: string[] = [];
    for (const [id, { permission }] of Object.entries(ADMIN_JSON_READS)) {
      const route = routes.find((candidate) => candidate.id === id);
      if (!route) {
        problems.push(`${id} is not in the route table`);
        continue;
      }
      for (const who of WHO) {
        const response = await app.fetch(concretePath(route.pattern), { headers: cookies[who] ? { Cookie: cookies[who] } : {} });
        await response.arrayBuffer();
        const role = roleOf(who);
        const expected = !role ? 401 : can(role, permission) ? 200 : 403;
        if (response.status !== expected) problems.push(`${who} GET ${route.pattern} (${permission}) -> ${response.status}, expected ${expected}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("JSON API reads: 401 without a caller, 403 without the permission, through with it", async () => {
    const problems: string[] = [];
    for (const [id, { permission }] of Object.entries(API_READS)) {
      const route = routes.find((candidate) => candidate.id === id)!;
      for (const who of WHO) {
        const response = await app.fetch(concretePath(route.pattern), { headers: cookies[who] ? { Cookie: cookies[who] } : {} });
        await response.arrayBuffer();
        const role = roleOf(who);
        const refused = !role ? 401 : can(role, permission) ? null : 403;
        // Through: the answer itself (200, or 404 for the test's id that names nothing), never a refusal.
        if (refused ? response.status !== refused : [401, 403].includes(response.status) || response.status >= 500) problems.push(`${who} GET ${route.pattern} (${permission}) -> ${response.status}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("does not let an unexpected method slip past the guard (PATCH) on API routes", async () => {
    for (const id of ["routes/api/positions", "routes/api/position", "routes/api/blogs", "routes/api/blog", "routes/admin/post-preview"]) {
      const route = routes.find((candidate) => candidate.id === id)!;
      const { status } = await tryAs("anonymous", "PATCH", concretePath(route.pattern), { body: "json" });
      expect([401, 405], `PATCH ${route.pattern}`).toContain(status);
    }
  });
});

describe("API keys: each scope on each protected route", () => {
  let keys: Record<ApiScope, string>;
  beforeAll(async () => {
    const adminId = (await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow()).id;
    const made = await Promise.all(API_SCOPE_NAMES.map(async (scope) => [scope, (await createApiKey(app.services, { fields: apiKeySchema.parse({ name: scope, scopes: [scope] }), createdBy: adminId, by: { userId: adminId } })).key] as const));
    keys = Object.fromEntries(made) as Record<ApiScope, string>;
  });

  // A key works on the JSON API under /api/ only, with exactly its scopes' permissions; everywhere else it is nobody.
  it.each(Object.keys(ADMIN_ACTIONS))("%s: a key gets through exactly with a scope that grants the permission, and never on a page or the admin", async (id) => {
    const route = routes.find((candidate) => candidate.id === id)!;
    const action = ADMIN_ACTIONS[id]!;
    const url = concretePath(route.pattern);
    const onApi = route.pattern.startsWith("/api/");
    const problems: string[] = [];
    for (const method of action.methods) {
      const permission = typeof action.permission === "string" ? action.permission : action.permission[method]!;
      for (const scope of API_SCOPE_NAMES) {
        const { status, location, redirect } = await tryAs("anonymous", method, url, action, { Authorization: `Bearer ${keys[scope]}` });
        const to = location || redirect;
        const label = `${scope} key ${method} ${url} (${permission}) -> ${status} ${to}`;
        if (status >= 500) problems.push(`${label} (server error)`);
        else if (!onApi) {
          if (action.kind === "api" ? status !== 401 : !to.startsWith("/login")) problems.push(label);
        } else if (permissionsOfScopes([scope]).has(permission)) {
          if (status === 401 || status === 403) problems.push(label);
        } else if (status !== 403) problems.push(label);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("API keys: each scope on each protected JSON API read", () => {
  let keys: Record<ApiScope, string>;
  beforeAll(async () => {
    const adminId = (await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow()).id;
    const made = await Promise.all(API_SCOPE_NAMES.map(async (scope) => [scope, (await createApiKey(app.services, { fields: apiKeySchema.parse({ name: `${scope} reader`, scopes: [scope] }), createdBy: adminId, by: { userId: adminId } })).key] as const));
    keys = Object.fromEntries(made) as Record<ApiScope, string>;
  });

  it.each(Object.keys(API_READS))("%s: a key gets through exactly with a scope that grants the permission", async (id) => {
    const route = routes.find((candidate) => candidate.id === id)!;
    const { permission } = API_READS[id]!;
    const problems: string[] = [];
    for (const scope of API_SCOPE_NAMES) {
      const response = await app.fetch(concretePath(route.pattern), { headers: { Authorization: `Bearer ${keys[scope]}` } });
      await response.arrayBuffer();
      const label = `${scope} key GET ${route.pattern} (${permission}) -> ${response.status}`;
      if (response.status >= 500) problems.push(label);
      else if (permissionsOfScopes([scope]).has(permission) ? [401, 403].includes(response.status) : response.status !== 403) problems.push(label);
    }
    expect(problems).toEqual([]);
  });
});

describe("cross-site posts are refused on every route with an action", () => {
  const crossSite: Array<[string, Record<string, string>]> = [
    ["foreign Origin", { Origin: "https://evil.example" }],
    ["Origin null (sandboxed frame)", { Origin: "null" }],
    ["look-alike Origin", { Origin: "http://127.0.0.1.evil.example" }],
    ["Sec-Fetch-Site cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site without Origin", { "Sec-Fetch-Site": "same-site" }],
  ];

  it("answers 403 before any action runs, with or without an admin session", async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const route of routes.filter((candidate) => candidate.hasAction)) {
      const url = concretePath(route.pattern, { position: "anything" });
      const methods = ADMIN_ACTIONS[route.id]?.methods ?? ["POST"];
      for (const method of methods) {
        for (const [name, headers] of crossSite) {
          for (const cookie of ["", cookies.admin]) {
            tried += 1;
            const response = await fetch(`${app.url}${url}`, {
              method,
              redirect: "manual",
              headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}), ...headers },
              body: method === "DELETE" ? undefined : "intent=delete&id=1&email=a%40b.example&password=x",
            });
            await response.arrayBuffer();
            if (response.status !== 403) problems.push(`${name}: ${method} ${url} -> ${response.status}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(20 * 5 * 2);
  });

  it("a cross-site DELETE with the admin's cookie deletes nothing", async () => {
    const before = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number }>;
    const target = before[0]!;
    const response = await fetch(`${app.url}/api/positions/${target.id}`, { method: "DELETE", headers: { Origin: "https://evil.example", Cookie: cookies.admin } });
    expect(response.status).toBe(403);
    const after = (await (await app.fetch("/api/positions")).json()) as Array<{ id: number }>;
    expect(after.map((position) => position.id)).toEqual(before.map((position) => position.id));
  });
});
