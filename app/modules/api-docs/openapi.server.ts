import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { registerBlogApi } from "~/modules/blog/blog.openapi";
import { registerCareersApi } from "~/modules/careers/careers.openapi";
import { z } from "~/modules/forms/zod";
import { LOCALES } from "~/i18n/locales";
import { registerWebhookEvents } from "~/modules/webhooks/webhooks.openapi";
import { json, SECURITY_SCHEMES, errorResponse, type ApiRegistry } from "./openapi-parts";

/** The routes that belong to no area: the spam check's token, the header search's suggestions, this document. */
function registerSiteApi(registry: ApiRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/api/form-token",
    tags: ["Site"],
    summary: "A signed timestamp for the forms' spam check",
    responses: { 200: json(z.strictObject({ token: z.string() }), "The token.") },
  });
  const textParts = z.array(z.strictObject({ text: z.string(), mark: z.boolean() }));
  registry.registerPath({
    method: "get",
    path: "/api/search/suggestions",
    tags: ["Site"],
    summary: "Up to six search hits as a visitor types",
    request: {
      query: z.object({
        q: z.string().optional(),
        language: z.enum(LOCALES).optional().describe("The searching page's language: its hits come first. Any other value: English."),
      }),
    },
    responses: {
      200: json(z.strictObject({ hits: z.array(z.strictObject({ kind: z.enum(["post", "position", "page"]), url: z.string(), language: z.enum(LOCALES).describe("The language of the hit's text (a post's own; positions and pages are English)."), title: textParts, snippet: textParts })) }), "The hits."),
      429: errorResponse("Too many searches from this address."),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    tags: ["Site"],
    summary: "This document",
    responses: { 200: { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } } },
  });
  registry.registerPath({
    method: "get",
    path: "/api/docs",
    tags: ["Site"],
    summary: "This document as a readable page",
    responses: { 200: { description: "The reference, server-rendered HTML.", content: { "text/html": { schema: { type: "string" } } } } },
  });
}

const documents = new Map<string, object>();

type Operations = Record<string, Record<string, { operationId?: string; security?: unknown[]; responses?: Record<string, unknown> }>>;

/** The routes that touch no stored data, so never answer the store's 503. */
const STORAGE_FREE_PATHS = new Set(["/api/form-token", "/api/openapi.json", "/api/docs"]);

/**
 * A store that is unavailable (a full or read-only disk, PostgreSQL down, object storage failing) turns any route's
 * loader or action into this answer (server/unavailable.ts), so every operation that reads or writes stored data
 * documents it once, here.
 */
const unavailableAnswer = {
  description: "The database or the file storage cannot be reached right now; nothing was stored. Try again after Retry-After seconds.",
  headers: { "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "string" } } },
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};
const camel = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join("");

/**
 * What every operation states in one place rather than in each area's registration: an `operationId` from its
 * method and path (or event), and, for an operation that asks nobody (public reads, a visitor's application, the
 * webhooks, which carry their signature headers instead), an explicit empty `security`.
 */
function completeOperations(operations: Operations | undefined, idOf: (path: string, method: string) => string): void {
  for (const [path, methods] of Object.entries(operations ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.operationId ??= idOf(path, method);
      operation.security ??= [];
    }
  }
}

/**
 * The JSON API's OpenAPI 3.1 document (decision 0036), from the schemas the handlers parse with: each area
 * registers its routes in its `<area>.openapi.ts`. Built once per public address.
 */
export function openApiDocument(publicUrl: string): object {
  let document = documents.get(publicUrl);
  if (!document) {
    const registry = new OpenAPIRegistry();
    for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) registry.registerComponent("securitySchemes", name, { ...scheme });
    registerCareersApi(registry);
    registerBlogApi(registry);
    registerSiteApi(registry);
    registerWebhookEvents(registry);
    document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
      openapi: "3.1.0",
      info: {
        title: "Vyoma site JSON API",
        version: "1",
        // The company's own API, not an open-source one: the site's terms of use apply.
        license: { name: "Proprietary", url: `${publicUrl}/terms` },
        description: "The site's JSON API (SPEC section 7). Call it as a signed-in person (session cookie) or with an API key from /admin/integrations/keys (Bearer), allowed exactly what the key's scopes grant; each key has its own rate limit.",
      },
      servers: [{ url: publicUrl }],
    });
    const { paths, webhooks } = document as { paths?: Operations; webhooks?: Operations };
    completeOperations(paths, (path, method) => camel(`${method} ${path.replace(/^\/api\//, "").replace(/\{(\w+)\}/g, "by $1")}`));
    for (const [path, methods] of Object.entries(paths ?? {})) {
      if (STORAGE_FREE_PATHS.has(path)) continue;
      for (const operation of Object.values(methods)) operation.responses = { ...operation.responses, 503: unavailableAnswer };
    }
    completeOperations(webhooks, (event) => camel(`on ${event}`));
    documents.set(publicUrl, document);
  }
  return document;
}
