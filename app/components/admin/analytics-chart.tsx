import type { DayCount } from "~/modules/analytics/analytics.schema";

const number = (value: number) => value.toLocaleString("en-IN");

/** "12 Nov" / "12 Nov 2026" for a UTC day (YYYY-MM-DD): the roll-ups' days, so no zone may shift them. */
function dayLabel(day: string, withYear = false): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}), timeZone: "UTC" });
}

/** The axis' top: 1, 2 or 5 times a power of ten, at least the largest value, so the scale reads as round numbers. */
export function roundUp(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power);
}

/** One sentence a screen reader (and anyone) gets first: the totals and the busiest day. */
export function chartSummary(days: DayCount[]): string {
  const views = days.reduce((total, day) => total + day.views, 0);
  const visitors = days.reduce((total, day) => total + day.visitors, 0);
  const busiest = days.reduce<DayCount | null>((best, day) => (day.views > (best?.views ?? 0) ? day : best), null);
  const totals = `${number(visitors)} ${visitors === 1 ? "visitor" : "visitors"} and ${number(views)} ${views === 1 ? "view" : "views"} over ${days.length} days`;
  return busiest ? `${totals}; the busiest day was ${dayLabel(busiest.day, true)} with ${number(busiest.views)} views and ${number(busiest.visitors)} visitors.` : `${totals}.`;
}

/**
 * Visitors and views per day, drawn on the server as SVG (issue 36: no script, no chart library). The drawing
 * stretches to any width (preserveAspectRatio="none", strokes that do not scale); the labels are HTML beside it, so
 * they keep their size and never overlap on a phone. The summary comes first and the numbers are in a table below.
 */
export function VisitsChart({ days, size = "full" }: { days: DayCount[]; size?: "full" | "small" }) {
  // "small": the dashboard's trend, half as tall; the same drawing, summary and table.
  const plotHeight = size === "small" ? "h-24" : "h-48";
  const top = roundUp(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const width = days.length * 10;
  const height = 100;
  const y = (value: number) => height - (value / top) * height;
  const visitorsLine = days.map((day, index) => `${index * 10 + 5},${y(day.visitors).toFixed(2)}`).join(" ");
  const first = days[0];
  const last = days[days.length - 1];
  return (
    <figure className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <figcaption className="text-sm text-slate-700">{chartSummary(days)}</figcaption>
      <div className="mt-4 flex gap-2" aria-hidden="true">
        <div className={`flex ${plotHeight} flex-col justify-between text-right text-xs text-slate-600 tabular-nums`}>
          <span>{number(top)}</span>
          <span>{number(top / 2)}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className={`${plotHeight} min-w-0 flex-1 overflow-visible`} focusable="false" data-chart="visits">
          {[0, 50, 100].map((line) => (
            <line key={line} x1={0} x2={width} y1={line} y2={line} className="stroke-slate-200" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          {days.map((day, index) => (
            <rect key={day.day} data-day={day.day} data-views={day.views} x={index * 10 + 1.5} width={7} y={y(day.views)} height={height - y(day.views)} className="fill-brand-200" />
          ))}
          <polyline points={visitorsLine} fill="none" className="stroke-brand-700" strokeWidth={2} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      {first && last ? (
        <div className="mt-1 flex justify-between pl-8 text-xs text-slate-600" aria-hidden="true">
          <span>{dayLabel(first.day)}</span>
          <span>{dayLabel(last.day)}</span>
        </div>
      ) : null}
      <p className="mt-3 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand-200" /> Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 bg-brand-700" /> Visitors
        </span>
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">The numbers, day by day</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Visitors and views per day</caption>
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 pr-4 font-semibold">Day</th>
                <th scope="col" className="py-1 pr-4 font-semibold">Visitors</th>
                <th scope="col" className="py-1 font-semibold">Views</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal whitespace-nowrap">{dayLabel(day.day, true)}</th>
                  <td className="py-1 pr-4 tabular-nums">{number(day.visitors)}</td>
                  <td className="py-1 tabular-nums">{number(day.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
