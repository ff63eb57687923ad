import { data } from "react-router";
import { requirePermission } from "~/http/guards.server";
import { resumeDownload } from "~/http/resume-download.server";
import { openResume } from "~/modules/careers/applications.server";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/application-resume";

/** A resume, for admins only (the spam folder's too), always as a download. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "applications:read");
  const id = parseId(params.id);
  const resume = id === null ? null : await openResume(context, { id });
  if (!resume) throw data("Resume not found", { status: 404 });
  return resumeDownload(resume);
}
