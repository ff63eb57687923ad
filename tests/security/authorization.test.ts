import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, userCookie } from "../support/auth";
import { concretePath, loadRouteTable, type BuiltRoute } from "./route-table";

/**
 * Generated from the route table of the real build: every route with an action must be listed below, either as
 * public (with the reason) or as admin-only (with the requests to try). A new route with an action that is in
 * neither list fails the first test, so it cannot be forgotten.
 */
export const PUBLIC_ACTIONS: Record<string, string> = {
  "routes/marketing/contact": "visitors send contact messages (spam trap, rate limit)",
  "routes/newsletter/subscribe": "visitors subscribe to the newsletter (double opt-in)",
  "routes/newsletter/unsubscribe": "the signed token in the mail link is the authority",
  "routes/careers/position": "visitors apply for a position (HTML form)",
  "routes/api/careers-apply": "visitors apply for a position (SPEC section 7 multipart API)",
  "routes/auth/login": "signing in",
  "routes/auth/signup": "registering",
  "routes/auth/logout": "signing out ends only the caller's own session",
};

type Method = "POST" | "PUT" | "DELETE" | "PATCH";
interface AdminAction {
  kind: "api" | "page";
  methods: readonly Method[];
  body?: "form" | "json";
  /** Where a signed-in non-admin is sent (pages). */
  nonAdminTo?: string;
}
const form = { kind: "page", methods: ["POST"], body: "form" } as const;

export const ADMIN_ACTIONS: Record<string, AdminAction> = {
  "routes/careers/careers": { ...form, nonAdminTo: "/careers" },
  "routes/blog/create": { ...form, nonAdminTo: "/blog" },
  "routes/blog/edit": { ...form, nonAdminTo: "/blog" },
  "routes/admin/messages": form,
  "routes/admin/subscribers": form,
  "routes/admin/outbox": form,
  "routes/admin/newsletter": form,
  "routes/admin/application": form,
  "routes/admin/applications": form,
  "routes/admin/privacy": form,
  "routes/admin/privacy-export": form,
  "routes/admin/media": form,
  "routes/admin/media-upload": { kind: "api", methods: ["POST"], body: "form" },
  "routes/admin/post-preview": { kind: "api", methods: ["POST"], body: "json" },
  "routes/api/positions": { kind: "api", methods: ["POST"], body: "json" },
  "routes/api/position": { kind: "api", methods: ["PUT", "DELETE"], body: "json" },
  "routes/api/blogs": { kind: "api", methods: ["POST"], body: "json" },
  "routes/api/blog": { kind: "api", methods: ["PUT", "DELETE"], body: "json" },
};

/** Loaders outside /admin that are admin-only too (every loader under /admin is, without a list). */
const ADMIN_LOADERS_OUTSIDE_ADMIN = new Set(["routes/blog/create", "routes/blog/edit"]);
/** Admin-only JSON reads: 401 without a session and 403 for a non-admin, as the JSON API (no redirect). */
const ADMIN_JSON_READS = new Set(["routes/admin/media-json"]);

let app: TestApp;
let routes: BuiltRoute[];
let cookies: { anonymous: string; user: string; admin: string };
beforeAll(async () => {
  routes = await loadRouteTable();
  app = await startTestApp();
  cookies = { anonymous: "", user: await userCookie(app), admin: await adminCookie(app) };
});
afterAll(() => app.close());

function bodyFor(action: AdminAction) {
  if (action.body === "json") return { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ intent: "delete", id: "999999" }) };
  return { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ intent: "delete", id: "999999" }).toString() };
}

async function tryAs(who: keyof typeof cookies, method: string, url: string, action: AdminAction, extra: Record<string, string> = {}) {
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

describe("the route table", () => {
  it("classifies every route with an action as public (with a reason) or admin-only", () => {
    const withAction = routes.filter((route) => route.hasAction).map((route) => route.id);
    const unclassified = withAction.filter((id) => !(id in PUBLIC_ACTIONS) && !(id in ADMIN_ACTIONS));
    expect(unclassified, "routes with an action in neither list").toEqual([]);
    const stale = [...Object.keys(PUBLIC_ACTIONS), ...Object.keys(ADMIN_ACTIONS)].filter((id) => !withAction.includes(id));
    expect(stale, "listed routes that no longer have an action").toEqual([]);
    expect(Object.keys(PUBLIC_ACTIONS).filter((id) => id in ADMIN_ACTIONS)).toEqual([]);
    expect(withAction.length).toBe(26);
  });
});

describe("every admin-only action: anonymous, non-admin, admin", () => {
  it("refuses the anonymous visitor and the non-admin and lets the admin through (HTML and .data)", async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const route of routes.filter((candidate) => candidate.id in ADMIN_ACTIONS)) {
      const action = ADMIN_ACTIONS[route.id]!;
      const url = concretePath(route.pattern);
      for (const method of action.methods) {
        // The document URL and React Router's single-fetch URL (what the browser's fetcher posts to).
        for (const target of action.kind === "page" ? [url, `${url}.data`] : [url]) {
          for (const who of ["anonymous", "user", "admin"] as const) {
            tried += 1;
            const { status, location, redirect } = await tryAs(who, method, target, action);
            const to = location || redirect;
            const label = `${who} ${method} ${target} -> ${status} ${to}`;
            if (status >= 500) problems.push(`${label} (server error)`);
            else if (who === "admin") {
              if (status === 401 || status === 403 || to.startsWith("/login")) problems.push(label);
            } else if (action.kind === "api") {
              if (status !== (who === "anonymous" ? 401 : 403)) problems.push(label);
            } else if (who === "anonymous") {
              if (!to.startsWith("/login")) problems.push(label);
            } else if (to !== (action.nonAdminTo ?? "/")) problems.push(label);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(3 * 12);
  });

  it("reads of admin-only pages and downloads: anonymous to /login, non-admin away, admin allowed", async () => {
    const adminReads = routes.filter((route) => route.hasLoader && (route.underAdmin || ADMIN_LOADERS_OUTSIDE_ADMIN.has(route.id)));
    expect(adminReads.length).toBeGreaterThanOrEqual(11);
    const problems: string[] = [];
    for (const route of adminReads) {
      const url = concretePath(route.pattern);
      for (const who of ["anonymous", "user", "admin"] as const) {
        const response = await app.fetch(url, { headers: cookies[who] ? { Cookie: cookies[who] } : {} });
        await response.arrayBuffer();
        const location = response.headers.get("location") ?? "";
        const label = `${who} GET ${url} -> ${response.status} ${location}`;
        if (response.status >= 500) problems.push(label);
        else if (ADMIN_JSON_READS.has(route.id)) {
          if (response.status !== { anonymous: 401, user: 403, admin: 200 }[who]) problems.push(label);
        } else if (who === "admin" ? location.startsWith("/login") || response.status === 401 || response.status === 403 : response.status !== 302 || (who === "anonymous" && !location.startsWith("/login"))) {
          problems.push(label);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("does not let an unexpected method slip past the guard (PATCH) on API routes", async () => {
    for (const id of ["routes/api/positions", "routes/api/position", "routes/api/blogs", "routes/api/blog", "routes/admin/post-preview"]) {
      const route = routes.find((candidate) => candidate.id === id)!;
      const { status } = await tryAs("anonymous", "PATCH", concretePath(route.pattern), { kind: "api", methods: ["PATCH"], body: "json" });
      expect([401, 405], `PATCH ${route.pattern}`).toContain(status);
    }
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
