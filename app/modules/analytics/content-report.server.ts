import type { AppServices } from "~/modules/services";
import { listClosedPositions, listPositions } from "~/modules/careers/careers.server";
import { goalCountsBySource, viewsUnderPathBySource, type DayRange } from "./analytics.repository.server";

type Services = Pick<AppServices, "database" | "clock"> & { env: Pick<AppServices["env"], "SITE_TIMEZONE"> };

const POSITION_PREFIX = "/careers/";

/** Applicants (or views) from one campaign; "" is no campaign (direct, search engines, links without utm_*). */
export interface SourceCount {
  source: string;
  views: number;
  applications: number;
}

export interface PositionFunnel {
  id: number;
  title: string;
  path: string;
  isOpen: boolean;
  views: number;
  applications: number;
  /** Applications per 100 views of the position's page; null without views. */
  conversion: number | null;
  /** Per utm_source, those with applications first: which campaign brought applicants (and which brought only views). */
  sources: SourceCount[];
}

/**
 * Each position's page views against the applications stored for it in the period (issue 36: "which positions get
 * views but no applicants, which campaign brought applicants"). Views are the page's rows in analytics_daily at its
 * current address (/careers/<slug>); applications are the goal rows, counted only once an application is accepted,
 * so spam never counts. Listed: every open position, and a closed or deleted one with views or applications.
 */
export async function readPositionFunnel(services: Services, period: DayRange): Promise<PositionFunnel[]> {
  const db = services.database.db;
  const [open, closed, views, applications] = await Promise.all([
    listPositions(services),
    listClosedPositions(services),
    viewsUnderPathBySource(db, period, POSITION_PREFIX),
    goalCountsBySource(db, period, "application"),
  ]);
  const funnels = new Map<number, PositionFunnel>();
  const sourcesOf = new Map<number, Map<string, SourceCount>>();
  const idOfPath = new Map<string, number>();
  for (const position of [...open, ...closed]) {
    const path = `${POSITION_PREFIX}${position.slug}`;
    idOfPath.set(path, position.id);
    funnels.set(position.id, { id: position.id, title: position.title, path, isOpen: position.isOpen, views: 0, applications: 0, conversion: null, sources: [] });
  }
  const sourceOf = (id: number, source: string): SourceCount => {
    const sources = sourcesOf.get(id) ?? new Map<string, SourceCount>();
    sourcesOf.set(id, sources);
    const found = sources.get(source) ?? { source, views: 0, applications: 0 };
    sources.set(source, found);
    return found;
  };
  for (const row of views) {
    const id = idOfPath.get(row.path);
    if (id === undefined) continue; // an old slug (it redirects now) or a page that is no position
    funnels.get(id)!.views += row.views;
    sourceOf(id, row.utmSource).views += row.views;
  }
  for (const row of applications) {
    const id = Number(row.subject);
    if (!Number.isInteger(id)) continue;
    // A deleted position keeps its applications: named by its id, as its page is gone.
    if (!funnels.has(id)) funnels.set(id, { id, title: `Deleted position #${id}`, path: "", isOpen: false, views: 0, applications: 0, conversion: null, sources: [] });
    funnels.get(id)!.applications += row.count;
    sourceOf(id, row.utmSource).applications += row.count;
  }
  return [...funnels.values()]
    .filter((funnel) => funnel.isOpen || funnel.views > 0 || funnel.applications > 0)
    .map((funnel) => ({
      ...funnel,
      conversion: funnel.views === 0 ? null : Math.round((funnel.applications / funnel.views) * 1000) / 10,
      sources: [...(sourcesOf.get(funnel.id)?.values() ?? [])].sort((a, b) => b.applications - a.applications || b.views - a.views || a.source.localeCompare(b.source)),
    }))
    .sort((a, b) => b.views - a.views || b.applications - a.applications || a.title.localeCompare(b.title));
}
