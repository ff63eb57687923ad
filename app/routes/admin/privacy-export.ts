import { Readable } from "node:stream";
import { data } from "react-router";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { parseInput } from "~/modules/forms/parse-form";
import { exportPersonData } from "~/modules/privacy/person-data.server";
import { personLookupSchema } from "~/modules/privacy/privacy.schema";
import { readFormData } from "~/http/read-form.server";
import type { Route } from "./+types/privacy-export";

/**
 * Resource route: everything stored about one address as a zip (data.json and the resumes), for admins only.
 * Posted, so the address stays out of URLs and logs.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission(request, context, "privacy:manage");
  const parsed = parseInput(personLookupSchema, await readFormData(request));
  if (!parsed.ok) throw data(parsed.message, { status: 400 });
  const { archive, applications } = await exportPersonData(context, { email: parsed.value.email, by: auditActorOf(admin, context) });
  context.logger.info({ applications, requestId: context.requestId }, "personal data exported on request");
  const day = context.clock.now().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(archive) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="personal-data-${day}.zip"`,
      "Cache-Control": "no-store",
    },
  });
}
