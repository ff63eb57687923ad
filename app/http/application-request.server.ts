import type { AppLoadContext } from "react-router";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";
import { visitorIdentity } from "~/modules/analytics/page-view-counter.server";
import { applicationFormSchemaFor, applicationSchemaFor, resumeRuleFor } from "~/modules/careers/careers.schema";
import { applyRateRule, submitApplication } from "~/modules/careers/submit-application.server";
import { parseInput } from "~/modules/forms/parse-form";
import { fail, type Failure } from "~/modules/result";
import { consumeRateLimit } from "~/modules/security/rate-limit.server";
import type { SubmissionChannel } from "~/modules/security/spam.server";
import { discardBody, readMultipartForm, requestLimitFor } from "./multipart.server";

const ECHOED_FIELDS = ["name", "email", "phone", "experience", "currentCompany", "expectedSalary", "noticePeriod", "consent", "talentPool"] as const;

export type ApplicationOutcome =
  | { ok: true }
  | (Failure & {
      /** The text the visitor typed, so a form posted without JavaScript can be shown again filled in. */
      values?: Record<string, string>;
    });

/**
 * An application as both doors receive it (POST /api/careers/apply and the job page's form): the per-address
 * limit first (the body is then drained unread), the multipart body streamed into storage, the fields parsed
 * with the form's schema, then the use case. Every message is in `language`: the page's whose form was sent, or the
 * one the API was asked for (`?language=hi`, the Hindi page's form once JavaScript runs); the stored application
 * and the acknowledgement mail take it too.
 */
export async function receiveApplication(context: AppLoadContext, request: Request, channel: SubmissionChannel, language: Locale): Promise<ApplicationOutcome> {
  const messages = messagesFor(language).careers.messages;
  const resumeRule = resumeRuleFor(messages);
  const limit = await consumeRateLimit(context, { rule: applyRateRule, key: context.clientIp });
  if (limit.limited) {
    await discardBody(request, requestLimitFor(resumeRule));
    return fail("rate-limited", messages.tooMany, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const upload = await readMultipartForm(request, context.storage, resumeRule);
  if (!upload.ok) return upload;
  const { fields: raw, file: resume } = upload.value;
  const values = Object.fromEntries(ECHOED_FIELDS.filter((key) => key in raw).map((key) => [key, raw[key]!.slice(0, 300)]));
  // Our own form asks for consent; an API client collects it itself and may say so (README, "JSON API").
  const schema = channel === "page-form" ? applicationFormSchemaFor(messages) : applicationSchemaFor(messages);
  const fields = parseInput(schema, { ...(await campaignOf(request, context)), ...raw });
  if (!fields.ok || !resume) {
    if (resume) await context.storage.remove(resume.key);
    const fieldErrors = { ...(fields.ok ? {} : fields.fieldErrors), ...(resume ? {} : { resume: messages.resumeMissing }) };
    return { ...fail("invalid", fields.ok ? messages.resumeMissing : fields.message, { fieldErrors }), values };
  }
  const result = await submitApplication(context, { fields: fields.value, resume, meta: { clientIp: context.clientIp, channel, values: raw }, language });
  return result.ok ? { ok: true } : { ...result, values };
}

/**
 * The utm_* tags of the page the form was sent from: a browser's Referer for a post from our own page is that
 * page's address (the default strict-origin-when-cross-origin policy), so a campaign link's tags arrive without
 * JavaScript. Fields the form or an API client sends take precedence.
 */
async function campaignOf(request: Request, context: AppLoadContext): Promise<Record<string, string>> {
  const fromPage = campaignOfPage(request, context.env.PUBLIC_URL);
  if (fromPage.utm_source) return fromPage;
  // The page had no tags: the campaign this visitor (hashed, decision 0033) arrived with earlier today, if any.
  const remembered = await context.analytics.campaignOf(
    visitorIdentity(context.clientIp, request.headers.get("user-agent") ?? "", request.headers.get("host") ?? new URL(context.env.PUBLIC_URL).host),
  );
  return remembered ? { ...fromPage, utm_source: remembered } : fromPage;
}

function campaignOfPage(request: Request, publicUrl: string): Record<string, string> {
  const referer = request.headers.get("referer");
  if (!referer) return {};
  try {
    const page = new URL(referer);
    if (page.origin !== new URL(publicUrl).origin && page.origin !== new URL(request.url).origin) return {};
    return Object.fromEntries(["utm_source", "utm_medium", "utm_campaign"].flatMap((key) => (page.searchParams.get(key) ? [[key, page.searchParams.get(key)!]] : [])));
  } catch {
    return {};
  }
}
