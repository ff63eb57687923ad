import { z } from "~/modules/forms/zod";
import type { Permission } from "~/modules/auth/permissions";

/**
 * API keys for the JSON API (issue 37, decision 0036), shared by the browser and the server. A scope is a name an
 * admin picks and the permissions of the table (modules/auth/permissions.ts) it grants; a key may do exactly what
 * its scopes' permissions allow, and never more than the admin who made it may.
 */
export const API_SCOPES = {
  "posts:read": { label: "Read posts", hint: "drafts and scheduled posts too (published ones need no key)", permissions: ["post:read:any"] },
  "posts:write": { label: "Write posts", hint: "create, edit, publish and delete posts", permissions: ["post:create", "post:update:own", "post:update:any", "post:publish:any", "post:delete:any"] },
  "positions:write": { label: "Write positions", hint: "create, edit and delete positions (open ones are public to read)", permissions: ["positions:write"] },
  "applications:read": { label: "Read applications", hint: "received applications with the applicant's details and resume (personal data)", permissions: ["applications:read"] },
} as const satisfies Record<string, { label: string; hint: string; permissions: readonly Permission[] }>;
export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

/** The permissions a set of scopes grants. */
export function permissionsOfScopes(scopes: readonly ApiScope[]): Set<Permission> {
  return new Set(scopes.flatMap((scope) => API_SCOPES[scope].permissions));
}

/** What a key looks like: "vyk_" and 32 random bytes in base64url; its first characters are kept to recognise it. */
export const API_KEY_PREFIX = "vyk_";
export const API_KEY_VISIBLE_CHARS = 12;

export const API_KEY_EXPIRIES = { "": "Never", "30": "In 30 days", "90": "In 90 days", "365": "In a year" } as const;

export const apiKeyMessages = {
  nameMissing: "Name the key after what uses it, e.g. HR tool.",
  nameTooLong: "Keep the name under 100 characters.",
  scopesMissing: "Choose at least one scope.",
  expiryInvalid: "Choose when the key expires.",
  notFound: "This key no longer exists.",
  alreadyRevoked: "This key is already revoked.",
  /** The JSON API's 401 answers for a key: each says what to do. */
  unknown: "Unknown API key: check that the whole key is sent as Authorization: Bearer <key>.",
  revoked: "This API key was revoked. Ask an admin for a new one.",
  expired: "This API key has expired. Ask an admin for a new one.",
  ownerGone: "The admin who created this API key can no longer use it. Ask an admin for a new one.",
  malformed: "The Authorization header must be Bearer followed by an API key.",
  tooMany: "Too many requests with this API key. Try again in a minute.",
};

export const apiKeySchema = z.object({
  name: z.string({ message: apiKeyMessages.nameMissing }).trim().min(1, apiKeyMessages.nameMissing).max(100, apiKeyMessages.nameTooLong),
  scopes: z
    .union([z.string(), z.array(z.string())], { message: apiKeyMessages.scopesMissing })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.enum(API_SCOPE_NAMES as [ApiScope, ...ApiScope[]], { message: apiKeyMessages.scopesMissing })).min(1, apiKeyMessages.scopesMissing))
    .transform((scopes) => API_SCOPE_NAMES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .enum(Object.keys(API_KEY_EXPIRIES) as [keyof typeof API_KEY_EXPIRIES], { message: apiKeyMessages.expiryInvalid })
    .optional()
    .transform((value) => (value ? Number(value) : null)),
});
export type ApiKeyInput = z.infer<typeof apiKeySchema>;

/** The create form's values as the schema reads them: every ticked scope (a repeated field), the rest as text. */
export type ApiKeyFormSubmission = { name?: string; scopes: string[]; expiresInDays?: string };

export function apiKeyFormValues(form: FormData): ApiKeyFormSubmission {
  const text = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  return { name: text("name"), scopes: form.getAll("scopes").filter((value): value is string => typeof value === "string"), expiresInDays: text("expiresInDays") };
}
