import type { z } from "zod";
import { fail, succeed, type Result } from "~/modules/result";

export type FormParseResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; fieldErrors: Record<string, string> };

/** The text fields of a form (files are left to the upload parsers). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

/**
 * Runs a form's Zod schema over submitted values. Used identically in the browser (before submitting) and on the
 * server (the authority), so both show the same message.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: FormData | Record<string, unknown>): FormParseResult<z.infer<S>> {
  const values = input instanceof FormData ? formValues(input) : input;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    if (field && !(field in fieldErrors)) fieldErrors[field] = issue.message;
  }
  return { success: false, message: result.error.issues[0]?.message ?? "Invalid input", fieldErrors };
}

/** The server side of the same check: the schema's typed value, or an "invalid" failure for the route to answer. */
export function parseInput<S extends z.ZodType>(schema: S, input: FormData | Record<string, unknown>): Result<z.infer<S>, "invalid"> {
  const parsed = parseForm(schema, input);
  return parsed.success ? succeed(parsed.data) : fail("invalid", parsed.message, { fieldErrors: parsed.fieldErrors });
}
