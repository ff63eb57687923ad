import type { AppServices } from "~/modules/services";
import { findPostTitlesBySlugs } from "~/modules/blog/blog-queries.server";
import { postPath } from "~/modules/blog/post-urls";
import { localizedPath } from "~/i18n/locale";
import { LOCALES } from "~/i18n/locales";
import { listClosedPositions, listPositions } from "~/modules/careers/careers.server";
import { goalCountsBySource, topPathsUnder, viewsOfPaths, viewsUnderPathBySource, type DayRange } from "./analytics.repository.server";
import { previousPeriod, type Period } from "./analytics.schema";

type Services = Pick<AppServices, "database" | "clock"> & { env: Pick<AppServices["env"], "SITE_TIMEZONE"> };

const POSITION_PREFIX = "/careers/";
/** The blog's path in English; each language's posts are under its own (localizedPath). */
const POSTS_PATH = "/blog";

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
 * views but no applicants, which campaign brought applicants"). Views are the page's rows in analytics_pages (per
 * campaign: analytics_page_campaigns) at its
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

export interface TopPost {
  id: number;
  title: string;
  path: string;
  views: number;
  previous: number;
}

/** Paths under /blog/ read before matching them to posts: the author pages and old slugs share the prefix. */
const POST_CANDIDATES = 100;

/** The slug of a post's path (`prefix` is its language's /blog/) as the browser sent it (percent-encoded), or null for anything deeper. */
function slugOfPath(path: string, prefix: string): string | null {
  const segment = path.slice(prefix.length);
  if (!segment || segment.includes("/")) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The blog posts read most in the period, with their views in the previous period of the same length. A post is
 * counted at its current address (as its edit page counts it); views at an old slug stay with that address. Each
 * language's posts are read under its own prefix (`/blog/`, `/hi/blog/`): slugs are unique per language only.
 */
export async function readTopPosts(services: Services, period: Period, limit: number): Promise<TopPost[]> {
  const db = services.database.db;
  // Two spellings of one address (percent-encoded differently) are one post.
  const top = new Map<number, TopPost & { paths: string[] }>();
  for (const language of LOCALES) {
    const prefix = `${localizedPath(POSTS_PATH, language)}/`;
    const candidates = await topPathsUnder(db, period, prefix, POST_CANDIDATES);
    const slugs = candidates.map((row) => slugOfPath(row.path, prefix)).filter((slug): slug is string => slug !== null);
    const posts = await findPostTitlesBySlugs(services, { slugs, language });
    for (const row of candidates) {
      const slug = slugOfPath(row.path, prefix);
      const post = slug === null ? undefined : posts.get(slug);
      if (!post) continue;
      const entry = top.get(post.id) ?? { id: post.id, title: post.title, path: postPath(slug!, language), views: 0, previous: 0, paths: [] };
      entry.views += row.views;
      entry.paths.push(row.path);
      top.set(post.id, entry);
    }
  }
  const chosen = [...top.values()].sort((a, b) => b.views - a.views || a.title.localeCompare(b.title)).slice(0, limit);
  const previous = await viewsOfPaths(db, previousPeriod(period), chosen.flatMap((post) => post.paths));
  return chosen.map(({ paths, ...post }) => ({ ...post, previous: paths.reduce((total, path) => total + (previous.get(path) ?? 0), 0) }));
}
