import type { OpenAPIRegistry, ResponseConfig } from "@asteasolutions/zod-to-openapi";
import type { ZodType } from "zod";
import { z } from "~/modules/forms/zod";

/**
 * What every part of the API's OpenAPI document shares (decision 0036): the error body `failureJson` and the guards
 * answer, the two ways to call as someone (an API key, the session cookie), and the usual refusals. Each area
 * registers its routes next to its own schemas (`<area>.openapi.ts`) with these.
 */
export type ApiRegistry = OpenAPIRegistry;

/** `{ error, fieldErrors? }`: the one error body of the JSON API (app/http/failure-response.ts, guards). */
export const apiErrorSchema = z
  .strictObject({
    error: z.string().meta({ description: "What went wrong, in words a person can act on." }),
    fieldErrors: z.record(z.string(), z.string()).optional().meta({ description: "One message per field that was refused." }),
  })
  .meta({ id: "Error" });

export const SECURITY_SCHEMES = {
  apiKey: { type: "http", scheme: "bearer", description: "An API key from /admin/integrations/keys: `Authorization: Bearer vyk_...`. Allowed exactly what its scopes grant." },
  session: { type: "apiKey", in: "cookie", name: "vyoma.session_token", description: "A signed-in person's session (the site's login); their role decides." },
} as const;

/**
 * Either an API key with `scope` or a session (whose role decides): the security requirement of an operation that
 * needs a caller. OpenAPI 3.1 lets a non-OAuth requirement name the roles it needs: the key's scope is there.
 */
export const callerSecurity = (scope: string): Array<Record<string, string[]>> => [{ apiKey: [scope] }, { session: [] }];

export function json(schema: ZodType | Record<string, unknown>, description: string, headers?: ResponseConfig["headers"]): ResponseConfig {
  return { description, headers, content: { "application/json": { schema: schema as ZodType } } };
}

export const errorResponse = (description: string): ResponseConfig => json(apiErrorSchema, description);

/** The refusals of a route behind `requireApiPermission`, naming the scope that grants it. */
export function callerRefusals(scope: string): Record<number, ResponseConfig> {
  return {
    401: errorResponse("No session and no API key, or a key that is unknown, revoked or expired."),
    403: errorResponse(`The caller may not do this: a key needs the \`${scope}\` scope; a session, a role that may.`),
    429: errorResponse("Too many requests with this API key this minute (see Retry-After)."),
  };
}

/** The refusals of a route that reads a JSON body (app/http/json-body.server.ts `readJsonObject`). */
export const jsonBodyRefusals = (): Record<number, ResponseConfig> => ({
  413: errorResponse("The body is larger than the API accepts."),
  415: errorResponse("Not a JSON body (Content-Type: application/json)."),
});

/** A read anyone may make that also takes a key (to see more): a key over its rate is refused. */
export const keyRateRefusal = (): Record<number, ResponseConfig> => ({ 429: errorResponse("Too many requests with this API key this minute (see Retry-After).") });

/**
 * A request schema as JSON Schema, for the few whose parsing zod-to-openapi cannot read (`.catch()`, transforms):
 * Zod's own converter describes what the schema accepts (its input side).
 */
export function acceptedBy(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return jsonSchema;
}

export const idParameter = (what: string) => z.object({ id: z.string().meta({ description: `The ${what}'s numeric id.`, example: "12" }) });
