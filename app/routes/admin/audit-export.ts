import { requirePermission } from "~/http/guards.server";
import { auditFilterFrom } from "~/modules/audit/audit.schema";
import { exportAuditCsv } from "~/modules/audit/audit.server";
import type { Route } from "./+types/audit-export";

/** Resource route: the audit log, filtered as on the page, as a CSV download (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "audit:read");
  const csv = await exportAuditCsv(context, { filter: auditFilterFrom(new URL(request.url).searchParams) });
  const day = context.clock.now().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
