import { requireApiPermission } from "~/http/guards.server";
import { resumeDownload } from "~/http/resume-download.server";
import { openResume } from "~/modules/careers/applications.server";
import { applicationApiMessages } from "~/modules/careers/careers.schema";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/application-resume";

/** GET /api/applications/{id}/resume (issue 37): the file an application's `resume.url` names; `applications:read`. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireApiPermission(request, context, "applications:read");
  const id = parseId(params.id);
  if (id === null) return Response.json({ error: applicationApiMessages.invalidId }, { status: 400 });
  const resume = await openResume(context, { id, inboxOnly: true });
  return resume ? resumeDownload(resume) : Response.json({ error: applicationApiMessages.notFound }, { status: 404 });
}
