import { Readable } from "node:stream";
import { data } from "react-router";
import { requirePermission } from "~/http/guards.server";
import { openResume } from "~/modules/careers/applications.server";
import { parseId } from "~/modules/ids";
import type { Route } from "./+types/application-resume";

/**
 * A resume, for admins only, always as a download: never rendered by the browser, never cached.
 * X-Content-Type-Options: nosniff and the CSP come from server/security-headers.ts on every response (set here
 * too, they would be sent twice).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "applications:read");
  const id = parseId(params.id);
  const resume = id === null ? null : await openResume(context, { id });
  if (!resume) throw data("Resume not found", { status: 404 });
  return new Response(Readable.toWeb(resume.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": resume.type,
      "Content-Length": String(resume.size),
      "Content-Disposition": `attachment; filename="${resume.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
