import { requirePermission } from "~/http/guards.server";
import { exportSubscribersCsv } from "~/modules/newsletter/newsletter.server";
import type { Route } from "./+types/subscribers-export";

/** Resource route: every subscriber as a CSV download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "subscribers:read");
  const csv = await exportSubscribersCsv(context);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
