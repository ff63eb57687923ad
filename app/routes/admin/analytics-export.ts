import { requirePermission } from "~/http/guards.server";
import { exportAnalyticsCsv, periodOfRequest } from "~/modules/analytics/analytics-report.server";
import type { Route } from "./+types/analytics-export";

/** Resource route: the report's period as CSV, per day (?by=day) or per path (?by=path); a period it cannot read is a 400 with why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, "analytics:read");
  const params = new URL(request.url).searchParams;
  const by = params.get("by") ?? "day";
  const asked = periodOfRequest(context, params);
  const refuse = (message: string) => new Response(`${message}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  if (by !== "day" && by !== "path") return refuse("Export by=day or by=path.");
  if (!asked.ok) return refuse(asked.message);
  const { from, to } = asked.period;
  return new Response(await exportAnalyticsCsv(context, { period: asked.period, by }), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-by-${by}-${from}-to-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
