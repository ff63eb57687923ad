import { Readable } from "node:stream";
import type { openResume } from "~/modules/careers/applications.server";

type OpenedResume = NonNullable<Awaited<ReturnType<typeof openResume>>>;

/**
 * A resume as a download, for the admin's link and the API's (`applications:read` both): never rendered by the
 * browser, never cached. X-Content-Type-Options: nosniff and the CSP come from server/security-headers.ts on every
 * response (set here too, they would be sent twice).
 */
export function resumeDownload(resume: OpenedResume): Response {
  return new Response(Readable.toWeb(resume.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": resume.type,
      "Content-Length": String(resume.size),
      "Content-Disposition": `attachment; filename="${resume.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
