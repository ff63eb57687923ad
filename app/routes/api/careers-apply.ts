import { receiveApplication } from "~/http/application-request.server";
import { failureJson } from "~/http/failure-response";
import { methodNotAllowed } from "~/http/json-body.server";
import { discardBody, requestLimitFor } from "~/http/multipart.server";
import { resumeRule } from "~/modules/careers/careers.schema";
import { DEFAULT_LOCALE, LOCALES, asLocale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/careers-apply";

/**
 * POST /api/careers/apply (multipart, SPEC section 7): 201 when stored (in the inbox, or in the spam quarantine for
 * an admin to review), 400 with field messages, 413 for a resume over 5 MB, 415 for a file that is not a PDF or Word
 * document, 410 for a position that has closed, 429 over the per-address limit. No page form token is needed here (README, "JSON API").
 * `?language=hi`: the messages, the stored application and the acknowledgement mail in that language (English
 * without it); another value is a 400 naming the languages.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const asked = new URL(request.url).searchParams.get("language");
  const language = asked === null ? DEFAULT_LOCALE : asLocale(asked);
  if (!language) {
    await discardBody(request, requestLimitFor(resumeRule));
    return Response.json({ error: `language must be one of ${LOCALES.join(", ")}` }, { status: 400 });
  }
  const result = await receiveApplication(context, request, "api", language);
  if (result.ok) return Response.json({ success: true, message: messagesFor(language).careers.messages.appliedText }, { status: 201 });
  return failureJson(result);
}

/** GET (or HEAD): only POST is accepted here; without a loader React Router would answer 400. */
export function loader() {
  return methodNotAllowed(["POST"]);
}
