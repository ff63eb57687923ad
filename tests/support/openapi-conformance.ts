import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { openApiDocument } from "~/modules/api-docs/openapi.server";

/**
 * Every answer an integration test receives from `/api/*` must be one the OpenAPI document describes (issue 37):
 * `startTestApp`'s `fetch` hands each to `checkApiAnswer`, which throws (failing the test at that call) when the
 * operation is not documented, its status is not among the operation's responses, the content type is not the
 * documented one, or the JSON body does not fit the schema (ajv, JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 * The document is the one the server serves, built by the same code.
 */
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const document = openApiDocument("http://127.0.0.1") as Document;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document as object, "openapi");

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");
const templates = Object.keys(document.paths).map((template) => ({ template, pattern: new RegExp(`^${template.replace(/\{\w+\}/g, "[^/]+")}$`) }));
const validators = new Map<string, ValidateFunction>();

/** The documented path template of a request path ("/api/blogs/12" -> "/api/blogs/{id}"), or null. */
export function documentedTemplate(pathname: string): string | null {
  const path = pathname.split("?")[0]!;
  // A literal path wins over a template ("/api/applications" before "/api/applications/{id}").
  return templates.find(({ template }) => template === path)?.template ?? templates.find(({ pattern }) => pattern.test(path))?.template ?? null;
}

/** What is wrong with this answer, or null when the document describes it. */
export async function apiAnswerProblem(method: string, pathname: string, response: Response): Promise<string | null> {
  // 431 comes from Node's HTTP parser (a URL or headers over its limit), before the app or its document.
  if (response.status === 431) return null;
  const template = documentedTemplate(pathname);
  // Outside the API, or a path the API does not have (answered 404): nothing to check.
  if (!template) return pathname.split("?")[0]!.startsWith("/api/") && response.status !== 404 ? `${pathname.slice(0, 120)} -> ${response.status}: no such path in the OpenAPI document` : null;
  const verb = method.toLowerCase();
  const label = `${method.toUpperCase()} ${pathname.length > 120 ? `${pathname.slice(0, 120)}…` : pathname} -> ${response.status}`;
  const operation = document.paths[template]![verb === "head" ? "get" : verb];
  // A method the path does not have: the only answer is the refusal.
  if (!operation) return response.status === 405 ? null : `${label}: ${method.toUpperCase()} ${template} is not in the document`;
  const documented = operation.responses[String(response.status)];
  if (!documented) return `${label}: status not in the document (${(await response.text()).slice(0, 200)})`;
  if (!documented.content || verb === "head") return null;
  const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (!(type in documented.content)) return `${label}: ${type || "no Content-Type"} is not a documented content type (${Object.keys(documented.content).join(", ")})`;
  if (type !== "application/json") return null;
  const text = await response.text();
  const key = pointer("paths", template, verb, "responses", String(response.status), "content", "application/json", "schema");
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.getSchema(`openapi#/${key}`)!));
  return validate(JSON.parse(text)) ? null : `${label}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`;
}

/** Throws when the document does not describe this answer; the caller keeps the response (a clone is read). */
export async function checkApiAnswer(method: string, pathname: string, response: Response): Promise<void> {
  const problem = await apiAnswerProblem(method, pathname, response.clone());
  if (problem) throw new Error(`An /api/ answer the OpenAPI document does not describe: ${problem}`);
}
