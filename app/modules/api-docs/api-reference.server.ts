import type { ApiReference, OperationView, SchemaView } from "./api-reference.schema";
import { openApiDocument } from "./openapi.server";

/**
 * The readable reference at /api/docs (issue 37), read from the OpenAPI document itself (so it cannot say anything
 * the document does not): operations grouped by tag, who may call each (public, or a session or an API key with
 * its scope), parameters, bodies and answers, the shared schemas, and the webhook events.
 */
type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
};

function scalarText(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type ?? "any"]).map((type) => (type === "integer" ? "integer" : type));
  const limits = [schema.format, schema.minimum !== undefined ? `≥ ${schema.minimum}` : "", schema.maximum !== undefined ? `≤ ${schema.maximum}` : "", schema.maxLength !== undefined ? `at most ${schema.maxLength} characters` : "", schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : ""].filter(Boolean);
  return `${types.join(" or ")}${limits.length ? ` (${limits.join(", ")})` : ""}`;
}

function describe(schema: JsonSchema | undefined): SchemaView {
  if (!schema) return { kind: "type", text: "any" };
  if (schema.$ref) return { kind: "ref", name: schema.$ref.split("/").at(-1)! };
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const views = options.map(describe);
    const nullable = options.some((option) => option.type === "null");
    const rest = views.filter((_view, index) => options[index]!.type !== "null");
    if (rest.length === 1 && nullable) return rest[0]!.kind === "type" ? { kind: "type", text: `${rest[0]!.text} or null` } : rest[0]!;
    return { kind: "type", text: views.map((view) => (view.kind === "type" ? view.text : view.kind === "ref" ? view.name : view.kind)).join(" or ") };
  }
  if (schema.type === "array" || schema.items) return { kind: "array", items: describe(schema.items) };
  if (schema.type === "object" || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => ({ name, required: required.has(name), description: field.description, schema: describe(field) }));
    return { kind: "object", fields, open: schema.additionalProperties !== false };
  }
  return { kind: "type", text: scalarText(schema) };
}

type Document = {
  info: { title: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: { schemas: Record<string, JsonSchema> };
};
type Operation = {
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
};

function inlined(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema | undefined {
  return schema?.$ref ? components[schema.$ref.split("/").at(-1)!] : schema;
}

const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

export function readApiReference(publicUrl: string): ApiReference {
  const document = openApiDocument(publicUrl) as Document;
  const groups = new Map<string, OperationView[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))) {
      const operation = methods[method]!;
      const security = operation.security;
      const auth = security?.length ? { scope: security.find((requirement) => requirement.apiKey)?.apiKey?.[0] ?? null, optional: security.some((requirement) => Object.keys(requirement).length === 0) } : null;
      const view: OperationView = {
        id: `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, ""),
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? "",
        auth,
        parameters: (operation.parameters ?? []).map((parameter) => ({ name: parameter.name, in: parameter.in, required: Boolean(parameter.required), description: parameter.description ?? parameter.schema?.description, schema: describe(parameter.schema) })),
        body: Object.entries(operation.requestBody?.content ?? {}).map(([contentType, { schema }]) => ({ contentType, schema: describe(schema) })),
        responses: Object.entries(operation.responses).map(([status, response]) => {
          const content = Object.entries(response.content ?? {});
          const json = response.content?.["application/json"];
          return { status, description: response.description, contentTypes: content.map(([type]) => type), schema: json ? describe(json.schema) : null };
        }),
      };
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), view]);
    }
  }
  const webhooks = Object.entries(document.webhooks ?? {}).map(([event, { post }]) => ({
    event,
    summary: post.summary ?? "",
    // Each event's body is shown in place (its component is named for the event and used nowhere else).
    payload: describe(inlined(post.requestBody?.content["application/json"]?.schema, document.components.schemas)),
    answers: Object.entries(post.responses).map(([status, response]) => ({ status, description: response.description })),
  }));
  const firstWebhook = Object.values(document.webhooks ?? {})[0]?.post;
  return {
    title: document.info.title,
    description: document.info.description ?? "",
    groups: [...groups].map(([tag, operations]) => ({ tag, operations })),
    // The events' bodies are shown with each event; the rest are what the operations refer to.
    schemas: Object.entries(document.components.schemas)
      .filter(([name]) => !name.endsWith("Event"))
      .map(([name, schema]) => ({ name, description: schema.description, schema: describe(schema) })),
    webhooks,
    signatureHeaders: (firstWebhook?.parameters ?? []).filter((parameter) => parameter.in === "header").map((parameter) => ({ name: parameter.name, description: parameter.description ?? parameter.schema?.description })),
  };
}
