import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "~/modules/auth/accounts.server";
import { findCollection } from "~/modules/content/collections";
import { DEFAULT_LOCALE, asLocale, type Locale } from "~/i18n/locales";
import type { CollectionDefinition } from "~/modules/content/content.schema";
import { describeConflict, saveEntry } from "~/modules/content/content.server";
import { formValues } from "~/modules/forms/parse-form";
import { failureInit } from "./failure-response";
import { auditActorOf, requirePermission } from "./guards.server";
import { readFormData } from "./read-form.server";

/**
 * The collection an admin content URL names, with its own permission checked first (settings: admins; the others:
 * editors too). A name that is no collection of that kind is asked for "content:edit" and then answered 404, so
 * nobody learns more about it than a member of the content staff would.
 */
export async function requireCollection(
  request: Request,
  context: AppLoadContext,
  name: string | undefined,
  kind: CollectionDefinition["kind"],
): Promise<{ user: SessionUser; collection: CollectionDefinition }> {
  const collection = findCollection(name ?? "");
  const user = await requirePermission(request, context, collection?.permission ?? "content:edit");
  if (!collection || collection.kind !== kind) throw data("Not Found", { status: 404 });
  return { user, collection };
}

/**
 * The language an entry's form edits: `?language=<locale>` (the form posts to the same address), English without
 * one; a language the site does not have is a 400.
 */
export function formLanguageOf(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get("language");
  if (asked === null || asked === "") return DEFAULT_LOCALE;
  const language = asLocale(asked);
  if (!language) throw data("There is no such language on this site.", { status: 400 });
  return language;
}

/**
 * An entry's form posted to its page: saved (the entry's id), or the refusal as the form shows it again: the
 * messages, what was typed, and after an edit conflict what the other person saved and the version to save over.
 */
export async function saveEntryFromForm(
  request: Request,
  context: AppLoadContext,
  input: { user: SessionUser; collection: CollectionDefinition; id: number | "new" | "singleton"; language: Locale },
) {
  const { user, collection, id, language } = input;
  const fields = formValues(await readFormData(request));
  const version = typeof fields.version === "string" && fields.version !== "" ? fields.version : undefined;
  const result = await saveEntry(context, { collection, id, fields, version, language, by: auditActorOf(user, context) });
  if (result.ok) return { savedId: result.value.id, refusal: null };
  const conflict = result.code === "conflict" && id !== "new" ? await describeConflict(context, { collection, id, mine: fields, language }) : null;
  const refusal = data(
    { ok: false as const, message: result.message, fieldErrors: result.fieldErrors ?? {}, values: fields, conflict: conflict?.ok ? conflict.value : null },
    failureInit(result),
  );
  return { savedId: null, refusal };
}
