/**
 * The OpenAPI document (issue 37, decision 0036): every documented operation is called on the real app, its
 * success and its main refusals, and each answer's status and body must be what the document says (ajv, JSON
 * Schema 2020-12, the dialect of OpenAPI 3.1). An API route the document does not name fails the first test.
 */
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeySchema, type ApiScope } from "~/modules/api-keys/api-keys.schema";
import { createApiKey } from "~/modules/api-keys/api-keys.server";
import { WEBHOOK_EVENTS } from "~/modules/webhooks/webhooks.schema";
import { startTestApp, type TestApp } from "../support/app";
import { adminCookie, TEST_ADMIN } from "../support/auth";
import { samplePost } from "../support/blog";
import { applicationForm, apply } from "../support/careers";
import { loadRouteTable } from "../security/route-table";
import { apiAnswerProblem, checkApiAnswer } from "../support/openapi-conformance";

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let app: TestApp;
let admin: string;
let doc: Document;
let ajv: Ajv2020;
const seen = new Set<string>();
const problems: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ API_KEY_RATE_PER_MINUTE: "2" });
  admin = await adminCookie(app);
  const response = await app.fetch("/api/openapi.json");
  expect(response.status).toBe(200);
  doc = (await response.json()) as Document;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc as object, "openapi");
});
afterAll(() => app.close());

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** Checks one answer against the document: its status is documented for the operation, and its body fits. */
async function expectDocumented(response: Response, method: string, template: string): Promise<unknown> {
  const text = await response.text();
  const label = `${method.toUpperCase()} ${template} -> ${response.status}`;
  seen.add(label);
  const operation = doc.paths[template]?.[method];
  const documented = operation?.responses[String(response.status)];
  if (!documented) {
    problems.push(`${label}: status not in the document (${text.slice(0, 200)})`);
    return undefined;
  }
  if (!documented.content?.["application/json"]) {
    const type = response.headers.get("content-type")?.split(";")[0] ?? "";
    if (documented.content && !(type in documented.content)) problems.push(`${label}: ${type} is not a documented content type`);
    return undefined;
  }
  const body = text ? JSON.parse(text) : undefined;
  const validate = ajv.getSchema(`openapi#/${pointer("paths", template, method, "responses", String(response.status), "content", "application/json", "schema")}`)!;
  if (!validate(body)) problems.push(`${label}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
  return body;
}

async function keyWith(scopes: ApiScope[]): Promise<string> {
  const adminId = (await app.database.db.selectFrom("user").select("id").where("email", "=", TEST_ADMIN.email).executeTakeFirstOrThrow()).id;
  return (await createApiKey(app.services, { fields: apiKeySchema.parse({ name: scopes.join(" "), scopes }), createdBy: adminId, by: { userId: adminId } })).key;
}

function send(method: string, path: string, options: { body?: unknown; cookie?: string; key?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: app.url, ...options.headers };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.key) headers.Authorization = `Bearer ${options.key}`;
  if (options.body !== undefined && !headers["Content-Type"]) headers["Content-Type"] = "application/json";
  return app.fetch(path, { method, headers, body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body) });
}

const position = { title: "Documented Engineer", department: "Engineering", location: "Remote", type: "Full-time", description: "Docs.", detailedDescription: "Documents.", requirements: "Reading" };

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with both ways to call, and names every API route of the build", async () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["apiKey", "session"]);
    const apiRoutes = (await loadRouteTable()).map((route) => route.pattern).filter((pattern) => pattern.startsWith("/api/"));
    const templates = apiRoutes.map((pattern) => pattern.replace(/:(\w+)/g, "{$1}")).sort();
    // The checker reads the document's $refs: a position without its fields is refused.
    const positions = ajv.getSchema(`openapi#/${pointer("paths", "/api/positions", "get", "responses", "200", "content", "application/json", "schema")}`)!;
    expect(positions([{ id: 1 }])).toBe(false);
    expect(templates, "API routes the document does not name, or documented paths with no route").toEqual(Object.keys(doc.paths).sort());
  });

  it("every /api/ answer a test receives through app.fetch is checked against it: one that does not fit fails", async () => {
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    expect(await apiAnswerProblem("GET", "/api/positions", answer(200, []))).toBeNull();
    expect(await apiAnswerProblem("GET", "/api/positions", answer(200, [{ id: 1 }]))).toMatch(/GET \/api\/positions -> 200: .*must have required property/);
    expect(await apiAnswerProblem("GET", "/api/blogs/12", answer(418, { error: "teapot" }))).toMatch(/status not in the document/);
    expect(await apiAnswerProblem("PATCH", "/api/blogs/12", answer(200, {}))).toMatch(/PATCH \/api\/blogs\/\{id\} is not in the document/);
    expect(await apiAnswerProblem("GET", "/api/applications/3/resume", new Response("%PDF", { headers: { "Content-Type": "text/html" } }))).toMatch(/text\/html is not a documented content type/);
    await expect(checkApiAnswer("GET", "/api/form-token", answer(200, { token: 1 }))).rejects.toThrow(/does not describe/);
  });

  it("is linked from both integrations pages, with the readable reference", async () => {
    for (const page of ["/admin/integrations", "/admin/integrations/keys"]) {
      const html = await (await app.fetch(page, { headers: { Cookie: admin } })).text();
      expect(html, page).toContain('href="/api/openapi.json"');
      expect(html, page).toContain('href="/api/docs"');
    }
  });

  it("describes every answer of every documented operation, success and refusals, on the real app", async () => {
    // An endpoint for every event, with personal data: what the calls below queue is checked against `webhooks`.
    const events = [...WEBHOOK_EVENTS].map((event): [string, string] => ["events", event]);
    const endpoint = await app.fetch("/admin/integrations", { method: "POST", body: new URLSearchParams([["url", "https://hooks.example.com/all"], ["personalData", "on"], ...events]), headers: { Origin: app.url, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" } });
    expect(endpoint.status).toBe(200);
    // Positions
    await expectDocumented(await send("GET", "/api/positions"), "get", "/api/positions");
    const created = (await expectDocumented(await send("POST", "/api/positions", { body: position, cookie: admin }), "post", "/api/positions")) as { id: number };
    await expectDocumented(await send("POST", "/api/positions", { body: { ...position, type: "Forever" }, cookie: admin }), "post", "/api/positions");
    await expectDocumented(await send("POST", "/api/positions", { body: "title=x", cookie: admin, headers: { "Content-Type": "text/plain" } }), "post", "/api/positions");
    await expectDocumented(await send("POST", "/api/positions", { body: position }), "post", "/api/positions");
    await expectDocumented(await send("POST", "/api/positions", { body: position, key: await keyWith(["posts:read"]) }), "post", "/api/positions");
    const limited = await keyWith(["positions:write"]);
    for (let i = 0; i < 3; i += 1) await expectDocumented(await send("POST", "/api/positions", { body: { ...position, type: "Forever" }, key: limited }), "post", "/api/positions");
    await expectDocumented(await send("PUT", `/api/positions/${created.id}`, { body: { ...position, title: "Documented Lead" }, cookie: admin }), "put", "/api/positions/{id}");
    await expectDocumented(await send("PUT", "/api/positions/abc", { body: position, cookie: admin }), "put", "/api/positions/{id}");
    await expectDocumented(await send("PUT", "/api/positions/999999", { body: position, cookie: admin }), "put", "/api/positions/{id}");
    await expectDocumented(await send("PUT", `/api/positions/${created.id}`, { body: position, key: "vyk_unknown" }), "put", "/api/positions/{id}");
    await expectDocumented(await send("DELETE", `/api/positions/${created.id}`, { cookie: admin }), "delete", "/api/positions/{id}");
    await expectDocumented(await send("DELETE", `/api/positions/${created.id}`, { cookie: admin }), "delete", "/api/positions/{id}");
    await expectDocumented(await send("DELETE", "/api/positions/abc", { cookie: admin }), "delete", "/api/positions/{id}");
    // Applications
    await expectDocumented(await apply(app, await applicationForm(app)), "post", "/api/careers/apply");
    await expectDocumented(await apply(app, await applicationForm(app, { fields: { email: "not an address" } })), "post", "/api/careers/apply");
    await expectDocumented(await apply(app, await applicationForm(app, { file: { bytes: Buffer.from("plain text, not a resume"), name: "resume.pdf", type: "application/pdf" } })), "post", "/api/careers/apply");
    // Reading applications (an HR tool's key)
    const hr = await keyWith(["applications:read"]);
    const received = (await expectDocumented(await send("GET", "/api/applications?status=new", { key: hr }), "get", "/api/applications")) as { applications: Array<{ id: number }> };
    const applicationId = received.applications[0]!.id;
    await expectDocumented(await send("GET", "/api/applications?status=maybe", { cookie: admin }), "get", "/api/applications");
    await expectDocumented(await send("GET", "/api/applications"), "get", "/api/applications");
    await expectDocumented(await send("GET", "/api/applications", { key: await keyWith(["posts:read"]) }), "get", "/api/applications");
    await expectDocumented(await send("GET", `/api/applications/${applicationId}`, { key: hr }), "get", "/api/applications/{id}");
    await expectDocumented(await send("GET", "/api/applications/abc", { cookie: admin }), "get", "/api/applications/{id}");
    await expectDocumented(await send("GET", "/api/applications/999999", { cookie: admin }), "get", "/api/applications/{id}");
    await expectDocumented(await send("GET", `/api/applications/${applicationId}/resume`, { cookie: admin }), "get", "/api/applications/{id}/resume");
    await expectDocumented(await send("GET", "/api/applications/999999/resume", { cookie: admin }), "get", "/api/applications/{id}/resume");
    // Posts
    const writer = await keyWith(["posts:write"]);
    // Keys may make two requests a minute here (the 429 above): a fresh reader for each try.
    const reader = () => keyWith(["posts:read"]);
    const post = (await expectDocumented(await send("POST", "/api/blogs", { body: samplePost({ content: "<p>Hi</p><img src='/x.png'>" }), key: writer }), "post", "/api/blogs")) as { id: number; version: number };
    await expectDocumented(await send("POST", "/api/blogs", { body: samplePost({ title: "" }), cookie: admin }), "post", "/api/blogs");
    await expectDocumented(await send("POST", "/api/blogs", { body: samplePost() }), "post", "/api/blogs");
    await expectDocumented(await send("POST", "/api/blogs", { body: samplePost(), key: await reader() }), "post", "/api/blogs");
    await expectDocumented(await send("GET", "/api/blogs?limit=2"), "get", "/api/blogs");
    await expectDocumented(await send("GET", "/api/blogs", { key: await reader() }), "get", "/api/blogs");
    await expectDocumented(await send("GET", "/api/blogs?limit=0"), "get", "/api/blogs");
    await expectDocumented(await send("GET", `/api/blogs/${post.id}`), "get", "/api/blogs/{id}");
    await expectDocumented(await send("GET", "/api/blogs/999999"), "get", "/api/blogs/{id}");
    await expectDocumented(await send("PUT", `/api/blogs/${post.id}`, { body: samplePost({ title: "Documented Post" }), cookie: admin, headers: { "If-Match": `"${post.version}"` } }), "put", "/api/blogs/{id}");
    await expectDocumented(await send("PUT", `/api/blogs/${post.id}`, { body: samplePost(), cookie: admin, headers: { "If-Match": `"${post.version}"` } }), "put", "/api/blogs/{id}");
    await expectDocumented(await send("PUT", `/api/blogs/${post.id}`, { body: samplePost({ excerpt: "" }), cookie: admin }), "put", "/api/blogs/{id}");
    await expectDocumented(await send("PUT", "/api/blogs/999999", { body: samplePost(), cookie: admin }), "put", "/api/blogs/{id}");
    await expectDocumented(await send("PUT", `/api/blogs/${post.id}`, { body: samplePost(), key: await reader() }), "put", "/api/blogs/{id}");
    await expectDocumented(await send("DELETE", `/api/blogs/${post.id}`, { key: await reader() }), "delete", "/api/blogs/{id}");
    await expectDocumented(await send("DELETE", `/api/blogs/${post.id}`, { key: writer }), "delete", "/api/blogs/{id}");
    await expectDocumented(await send("DELETE", `/api/blogs/${post.id}`, { cookie: admin }), "delete", "/api/blogs/{id}");
    // The site's own
    await expectDocumented(await send("GET", "/api/form-token"), "get", "/api/form-token");
    await expectDocumented(await send("GET", "/api/search/suggestions?q=software"), "get", "/api/search/suggestions");
    await expectDocumented(await send("GET", "/api/openapi.json"), "get", "/api/openapi.json");
    await expectDocumented(await send("GET", "/api/docs"), "get", "/api/docs");

    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual(
      [
        "GET /api/positions -> 200",
        "POST /api/positions -> 201",
        "POST /api/positions -> 400",
        "POST /api/positions -> 401",
        "POST /api/positions -> 403",
        "POST /api/positions -> 415",
        "POST /api/positions -> 429",
        "PUT /api/positions/{id} -> 200",
        "PUT /api/positions/{id} -> 400",
        "PUT /api/positions/{id} -> 401",
        "PUT /api/positions/{id} -> 404",
        "DELETE /api/positions/{id} -> 200",
        "DELETE /api/positions/{id} -> 400",
        "DELETE /api/positions/{id} -> 404",
        "POST /api/careers/apply -> 201",
        "POST /api/careers/apply -> 400",
        "POST /api/careers/apply -> 415",
        "GET /api/applications -> 200",
        "GET /api/applications -> 400",
        "GET /api/applications -> 401",
        "GET /api/applications -> 403",
        "GET /api/applications/{id} -> 200",
        "GET /api/applications/{id} -> 400",
        "GET /api/applications/{id} -> 404",
        "GET /api/applications/{id}/resume -> 200",
        "GET /api/applications/{id}/resume -> 404",
        "POST /api/blogs -> 201",
        "POST /api/blogs -> 400",
        "POST /api/blogs -> 401",
        "POST /api/blogs -> 403",
        "GET /api/blogs -> 200",
        "GET /api/blogs -> 400",
        "GET /api/blogs/{id} -> 200",
        "GET /api/blogs/{id} -> 404",
        "PUT /api/blogs/{id} -> 200",
        "PUT /api/blogs/{id} -> 400",
        "PUT /api/blogs/{id} -> 403",
        "PUT /api/blogs/{id} -> 404",
        "PUT /api/blogs/{id} -> 412",
        "DELETE /api/blogs/{id} -> 200",
        "DELETE /api/blogs/{id} -> 403",
        "DELETE /api/blogs/{id} -> 404",
        "GET /api/form-token -> 200",
        "GET /api/search/suggestions -> 200",
        "GET /api/openapi.json -> 200",
        "GET /api/docs -> 200",
      ].sort(),
    );
    // Every webhook body these calls queued is one the document describes, under its event's name.
    const payloads = await app.database.db.selectFrom("webhook_deliveries").select(["event_type", "payload"]).execute();
    expect(new Set(payloads.map((delivery) => delivery.event_type))).toEqual(new Set(["position.opened", "application.received", "post.published", "post.updated", "post.deleted"]));
    for (const delivery of payloads) {
      expect(doc.webhooks?.[delivery.event_type]?.post, delivery.event_type).toBeDefined();
      const payloadSchema = ajv.getSchema(`openapi#/${pointer("webhooks", delivery.event_type, "post", "requestBody", "content", "application/json", "schema")}`)!;
      expect(payloadSchema(JSON.parse(delivery.payload)), `${delivery.event_type}: ${ajv.errorsText(payloadSchema.errors)}`).toBe(true);
    }
    // Every documented operation was called and answered with success at least once.
    const operations = Object.entries(doc.paths).flatMap(([template, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${template}`));
    expect(operations.filter((operation) => ![...seen].some((label) => label.startsWith(`${operation} -> 2`)))).toEqual([]);
  });
});
