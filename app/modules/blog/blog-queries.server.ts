import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import {
  countPosts,
  countPostsByStatus,
  findPostById,
  findPostByOldSlug,
  findPostBySlug,
  listCategories,
  listPosts,
  listPostTitlesBySlugs,
  listPublishedSlugs,
} from "./blog.repository.server";
import { API_DEFAULT_LIMIT, PAGE_SIZE, type PostJson, type PostListQuery, type PostSummary } from "./blog.schema";
import { toPostJson, toPostSummary } from "./post-json.server";
import { postPath } from "./post-urls";
import { listTranslationsOfPosts } from "./translations.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { LanguageVersions } from "~/i18n/locale";

/** The blog's read use cases: the list page, the post page, the editor, the API list, feeds and the sitemap. */
type Services = Pick<AppServices, "database">;
export interface Viewer {
  /** Editors and admins (post:read:any) see every draft; nobody else does. */
  isAdmin: boolean;
  /** The signed-in user: an author sees their own unpublished post on its page. */
  userId?: string;
}

export interface BlogListPage {
  posts: PostSummary[];
  categories: string[];
  category: string | null;
  page: number;
  totalPages: number;
}

/** Far beyond any real blog; keeps (page - 1) * PAGE_SIZE a safe integer for SQLite and PostgreSQL. */
const MAX_LIST_PAGE = 100_000;

/**
 * One page of /blog (or /hi/blog: the posts of that language only), with the categories for the filter (derived
 * from the posts, SPEC section 9).
 */
export async function loadBlogListPage(
  services: Services,
  input: { category?: string | null; page?: number; viewer: Viewer; language?: Locale },
): Promise<BlogListPage> {
  const { db } = services.database;
  const { viewer, language = DEFAULT_LOCALE, ...query } = input;
  const category = query.category?.trim() || null;
  const filter = { category: category ?? undefined, includeDrafts: viewer.isAdmin, language };
  // Bounded: a page number from the URL like 1e23 would make an OFFSET the database refuses (a 500).
  const page = Math.min(MAX_LIST_PAGE, Math.max(1, Math.floor(query.page ?? 1)));
  const [rows, total, categories] = await Promise.all([
    listPosts(db, { ...filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countPosts(db, filter),
    listCategories(db, filter),
  ]);
  return { posts: rows.map(toPostSummary), categories, category, page, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export type PostLookup = { kind: "post"; post: PostJson } | { kind: "moved"; slug: string } | { kind: "missing" };

/** A post of `language` (default English) by its slug; an old slug (the title changed since) answers with the current one. */
export async function findPostForReader(services: Services, input: { slug: string; viewer: Viewer; language?: Locale }): Promise<PostLookup> {
  const { db } = services.database;
  const { slug, viewer, language = DEFAULT_LOCALE } = input;
  const visible = (row: { status: string; author_id: string } | undefined) =>
    row && (viewer.isAdmin || row.status === "published" || (viewer.userId !== undefined && row.author_id === viewer.userId));
  const row = await findPostBySlug(db, slug, language);
  if (row && visible(row)) return { kind: "post", post: toPostJson(row) };
  if (row) return { kind: "missing" };
  const moved = await findPostByOldSlug(db, slug, language);
  return moved && visible(moved) ? { kind: "moved", slug: moved.slug } : { kind: "missing" };
}

export async function findPostForEditor(services: Services, input: { id: number }): Promise<PostJson | null> {
  const row = await findPostById(services.database.db, input.id);
  return row ? toPostJson(row) : null;
}

function encodeCursor(post: PostJson): string {
  return Buffer.from(JSON.stringify([post.date, post.id])).toString("base64url");
}

function decodeCursor(cursor: string): { publishedAt: string; id: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && typeof value[0] === "string" && Number.isInteger(value[1])) return { publishedAt: value[0], id: value[1] };
  } catch {
    // Falls through: a cursor we did not make is a bad request.
  }
  return null;
}

/** A post as the API lists it: with its translations (id and language) the caller may read. */
export type ApiListedPost = PostJson & { translations: Array<{ id: number; language: Locale }> };

export interface ApiListPage {
  posts: ApiListedPost[];
  total: number;
  nextCursor: string | null;
}

/** GET /api/blogs: newest first, optional category, limit, and a cursor (or page number) to continue. */
export async function listPostsForApi(services: Services, input: { query: PostListQuery; viewer: Viewer }): Promise<Result<ApiListPage, "invalid">> {
  const { query, viewer } = input;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (after === null) return fail("invalid", CURSOR_UNKNOWN, { fieldErrors: { cursor: CURSOR_UNKNOWN } });
  const { category, language, limit = API_DEFAULT_LIMIT, page = 1 } = query;
  const filter = { category: category || undefined, includeDrafts: viewer.isAdmin, language };
  const { db } = services.database;
  // One extra row tells whether there is a next page without a second query.
  const rows = await listPosts(db, { ...filter, limit: limit + 1, after: after ?? undefined, offset: after ? 0 : (page - 1) * limit });
  const posts = rows.slice(0, limit).map(toPostJson);
  const nextCursor = rows.length > limit ? encodeCursor(posts[posts.length - 1]!) : null;
  // A draft translation is named only to a caller who may read drafts.
  const translations = await listTranslationsOfPosts(services, posts);
  const listed = posts.map((post) => ({
    ...post,
    translations: (translations[post.id] ?? []).filter((other) => viewer.isAdmin || other.status === "published").map(({ id, language: other }) => ({ id, language: other })),
  }));
  return succeed({ posts: listed, total: await countPosts(db, filter), nextCursor });
}

const CURSOR_UNKNOWN = "cursor is not one this API returned";

/** Published posts of one language, newest first, for the RSS and Atom feeds. */
export async function listPostsForFeed(services: Services, limit = 30, language: Locale = DEFAULT_LOCALE): Promise<PostJson[]> {
  const rows = await listPosts(services.database.db, { includeDrafts: false, limit, language });
  return rows.map(toPostJson);
}

/**
 * For sitemap.xml (wired in by the SEO module): every published post of every language with its last change, and
 * for a translated one its published versions (the sitemap's xhtml:link, as the page's hreflang).
 */
export async function listBlogSitemapEntries(services: Services): Promise<Array<{ path: string; lastmod: string; languageVersions?: LanguageVersions }>> {
  const rows = await listPublishedSlugs(services.database.db);
  const groups = new Map<number, LanguageVersions>();
  for (const row of rows) {
    if (row.translation_group === null) continue;
    const versions = groups.get(Number(row.translation_group)) ?? {};
    versions[row.language as Locale] = postPath(row.slug, row.language);
    groups.set(Number(row.translation_group), versions);
  }
  return rows.map((row) => ({
    path: postPath(row.slug, row.language),
    lastmod: row.updated_at,
    languageVersions: row.translation_group === null ? undefined : groups.get(Number(row.translation_group)),
  }));
}

/** The posts of `language` (English unless named) at these slugs, by slug (id and title): which of a list of post paths are posts. */
export async function findPostTitlesBySlugs(services: Services, input: { slugs: string[]; language?: Locale }): Promise<Map<string, { id: number; title: string }>> {
  const rows = await listPostTitlesBySlugs(services.database.db, input.slugs, input.language ?? DEFAULT_LOCALE);
  return new Map(rows.map((row) => [row.slug, { id: Number(row.id), title: row.title }]));
}

/** The admin dashboard's line: published posts and drafts. */
export async function countPostsForDashboard(services: Services): Promise<{ published: number; drafts: number }> {
  const counts = await countPostsByStatus(services.database.db);
  return { published: counts.published ?? 0, drafts: counts.draft ?? 0 };
}

/** The admin's table of every post (an author's: their own), drafts first. */
export async function listPostsForAdmin(services: Services, input: { authorId?: string } = {}): Promise<PostSummary[]> {
  const rows = await listPosts(services.database.db, { includeDrafts: true, limit: 500, authorId: input.authorId });
  return rows.map(toPostSummary).sort((a, b) => Number(a.status === "published") - Number(b.status === "published"));
}

/** The categories a visitor can browse: those of published posts only (as the blog list's filter shows). */
export function listPublicPostCategories(services: Services, language?: Locale): Promise<string[]> {
  return listCategories(services.database.db, { includeDrafts: false, language });
}

/** The editor's category suggestions: every category in use, drafts included. */
export function listPostCategories(services: Services): Promise<string[]> {
  return listCategories(services.database.db, { includeDrafts: true });
}

/** One of the author dashboard's lists of a writer's own posts. */
export type WorkStage = "drafts" | "sent-back" | "in-review" | "scheduled" | "published";

export interface OwnPost {
  id: number;
  title: string;
  /** The edit page while the writer may still change it, the post's page once it is scheduled or public. */
  href: string;
  /** The UTC time that matters at this stage: last saved, going public, published. */
  at: string | null;
  /** The editor's comment on a post sent back. */
  reviewNote: string | null;
}

/**
 * A writer's own posts by where they are in the workflow, for the dashboard (issue 32): drafts, sent back (a draft
 * with the editor's comment), in review, scheduled, published. Newest first in each.
 */
export async function listOwnPostsByStage(services: Services, input: { authorId: string }): Promise<Record<WorkStage, OwnPost[]>> {
  const rows = await listPosts(services.database.db, { includeDrafts: true, authorId: input.authorId, limit: 500 });
  const stages: Record<WorkStage, OwnPost[]> = { drafts: [], "sent-back": [], "in-review": [], scheduled: [], published: [] };
  const byLastChange = [...rows].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  for (const row of byLastChange) {
    const id = Number(row.id);
    const edit = `/blog/edit/${id}`;
    const base = { id, title: row.title, reviewNote: null };
    if (row.status === "draft" && row.review_note) stages["sent-back"].push({ ...base, href: edit, at: row.updated_at, reviewNote: row.review_note });
    else if (row.status === "draft") stages.drafts.push({ ...base, href: edit, at: row.updated_at });
    else if (row.status === "review") stages["in-review"].push({ ...base, href: edit, at: row.updated_at });
    else if (row.status === "scheduled") stages.scheduled.push({ ...base, href: postPath(row.slug, row.language), at: row.publish_at });
    else stages.published.push({ ...base, href: postPath(row.slug, row.language), at: row.published_at });
  }
  stages.scheduled.sort((a, b) => (a.at ?? "").localeCompare(b.at ?? ""));
  stages.published.sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""));
  return stages;
}
