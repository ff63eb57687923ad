import type { AppLoadContext } from "react-router";
import { applicationSchema, careersMessages, resumeRule } from "~/modules/careers/careers.schema";
import { applyRateRule, submitApplication } from "~/modules/careers/submit-application.server";
import { parseInput } from "~/modules/forms/parse-form";
import { fail, type Failure } from "~/modules/result";
import { consumeRateLimit } from "~/modules/security/rate-limit.server";
import type { SubmissionChannel } from "~/modules/security/spam.server";
import { discardBody, readMultipartForm, requestLimitFor } from "./multipart.server";

const ECHOED_FIELDS = ["name", "email", "phone", "experience", "currentCompany", "expectedSalary", "noticePeriod"] as const;

export type ApplicationOutcome =
  | { ok: true }
  | (Failure & {
      /** The text the visitor typed, so a form posted without JavaScript can be shown again filled in. */
      values?: Record<string, string>;
    });

/**
 * An application as both doors receive it (POST /api/careers/apply and the job page's form): the per-address
 * limit first (the body is then drained unread), the multipart body streamed into storage, the fields parsed
 * with the form's schema, then the use case.
 */
export async function receiveApplication(context: AppLoadContext, request: Request, channel: SubmissionChannel): Promise<ApplicationOutcome> {
  const limit = await consumeRateLimit(context, { rule: applyRateRule, key: context.clientIp });
  if (limit.limited) {
    await discardBody(request, requestLimitFor(resumeRule));
    return fail("rate-limited", careersMessages.tooMany, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const upload = await readMultipartForm(request, context.storage, resumeRule);
  if (!upload.ok) return upload;
  const { fields: raw, file: resume } = upload.value;
  const values = Object.fromEntries(ECHOED_FIELDS.filter((key) => key in raw).map((key) => [key, raw[key]!.slice(0, 300)]));
  const fields = parseInput(applicationSchema, raw);
  if (!fields.ok || !resume) {
    if (resume) await context.storage.remove(resume.key);
    const fieldErrors = { ...(fields.ok ? {} : fields.fieldErrors), ...(resume ? {} : { resume: careersMessages.resumeMissing }) };
    return { ...fail("invalid", fields.ok ? careersMessages.resumeMissing : fields.message, { fieldErrors }), values };
  }
  const result = await submitApplication(context, { fields: fields.value, resume, meta: { clientIp: context.clientIp, channel, values: raw } });
  return result.ok ? { ok: true } : { ...result, values };
}
