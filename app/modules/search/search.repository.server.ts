import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "~/db/database.server";
import type { DB } from "~/db/schema";
import type { SearchKind } from "./search.schema";

/**
 * The only SQL of site and inbox search (migration 0009-search builds the indexes, triggers keep them current).
 * One query shape for both dialects: match every word as a prefix, keep what may be shown now, rank, cut a page,
 * and mark the matches with \u0001 ... \u0002 (turned into <mark> by the caller, never into raw HTML).
 */

export interface SearchRow {
  kind: SearchKind;
  /** A post's or position's slug, a page's path. */
  location: string;
  /** The title with its matches marked. */
  title: string;
  excerpt: string;
  excerptSnippet: string;
  bodySnippet: string;
}

/** bm25 weights of title, excerpt, body and meta (tags, category, author, department...): title matches first. */
const SQLITE_WEIGHTS = "bm25(20.0, 5.0, 1.0, 3.0)";
/** ts_rank's weights of D, C, B, A labels: body (C) counts a fifth of a title word (A). */
const POSTGRES_WEIGHTS = "{0.05, 0.2, 0.4, 1.0}";
const MARK = { start: "\u0001", stop: "\u0002" };

/** "word"* "other"* for FTS5; every word is already letters and digits only (search.schema.ts). */
function ftsQuery(words: string[]): string {
  return words.map((word) => `"${word}"*`).join(" ");
}

/** 'word':* & 'other':* for to_tsquery; the words carry no quotes or operators, so it cannot fail to parse. */
function tsQuery(words: string[]): string {
  return words.map((word) => `'${word}':*`).join(" & ");
}

/** What may be shown at `now`: published posts (not drafts, not scheduled for later), open positions, pages. */
function visibleAt(now: string): RawBuilder<boolean> {
  return sql<boolean>`(
    (d.kind = 'post' and p.status = 'published' and p.published_at <= ${now})
    or (d.kind = 'position' and j.closed_at is null and (j.closes_at is null or j.closes_at > ${now}))
    or (d.kind = 'page' and g.id is not null))`;
}

const joins = sql`
  left join posts p on d.kind = 'post' and p.id = d.ref_id
  left join positions j on d.kind = 'position' and j.id = d.ref_id
  left join search_pages g on d.kind = 'page' and g.id = d.ref_id`;
const location = sql`coalesce(p.slug, j.slug, g.path)`;

export async function searchDocuments(
  database: Database,
  input: { words: string[]; now: string; limit: number; offset: number },
): Promise<SearchRow[]> {
  const { words, now, limit, offset } = input;
  if (words.length === 0) return [];
  if (database.kind === "sqlite") {
    const mark = sql`char(1), char(2)`;
    const result = await sql<SearchRow>`
      select d.kind, ${location} as location, highlight(search_fts, 0, ${mark}) as title, d.excerpt,
        snippet(search_fts, 1, ${mark}, '…', 24) as "excerptSnippet", snippet(search_fts, 2, ${mark}, '…', 24) as "bodySnippet"
      from search_fts d ${joins}
      where search_fts match ${ftsQuery(words)} and d.rank match ${SQLITE_WEIGHTS} and ${visibleAt(now)}
      order by d.rank limit ${limit} offset ${offset}`.execute(database.db);
    return result.rows;
  }
  const options = (extra: string) => sql`${`${extra}StartSel=${MARK.start}, StopSel=${MARK.stop}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1`}`;
  // Rank and cut the page first; the headlines (which re-read the text) are made for that page's rows only.
  const result = await sql<SearchRow>`
    with q as (select to_tsquery('site_search', ${tsQuery(words)}) as query),
    hits as (
      select d.kind, d.ref_id, ${location} as location, d.title, d.excerpt, d.body,
        ts_rank(${POSTGRES_WEIGHTS}, d.document, q.query) as score
      from search_documents d cross join q ${joins}
      where d.document @@ q.query and ${visibleAt(now)}
      order by score desc, d.kind, d.ref_id limit ${limit} offset ${offset})
    select hits.kind, hits.location, ts_headline('site_search', hits.title, q.query, ${options("HighlightAll=true, ")}) as title,
      hits.excerpt, ts_headline('site_search', hits.excerpt, q.query, ${options("")}) as "excerptSnippet",
      ts_headline('site_search', hits.body, q.query, ${options("")}) as "bodySnippet"
    from hits cross join q
    order by hits.score desc, hits.kind, hits.ref_id`.execute(database.db);
  return result.rows;
}

/** A marketing page as indexed (its text flattened from app/content). */
export interface PageDocument {
  path: string;
  title: string;
  excerpt: string;
  body: string;
  digest: string;
}

export function listPageDigests(db: Kysely<DB>): Promise<Array<{ path: string; digest: string }>> {
  return db.selectFrom("search_pages").select(["path", "digest"]).execute();
}

export async function upsertPageDocument(db: Kysely<DB>, page: PageDocument): Promise<void> {
  await db
    .insertInto("search_pages")
    .values(page)
    .onConflict((oc) => oc.column("path").doUpdateSet({ title: page.title, excerpt: page.excerpt, body: page.body, digest: page.digest }))
    .execute();
}

export async function deletePageDocuments(db: Kysely<DB>, paths: string[]): Promise<void> {
  if (paths.length > 0) await db.deleteFrom("search_pages").where("path", "in", paths).execute();
}

export type Inbox = "applications" | "contact_messages" | "newsletter_subscribers";

/**
 * The ids of an inbox's rows whose indexed fields (name, email, phone, text, position) contain every word, as
 * a subquery for the inbox's own list query: `where("id", "in", inboxMatches(...))`, beside its other filters.
 * Callers pass `words` only when the admin searched (an empty list then finds nothing).
 */
export function inboxMatches(db: Kysely<DB>, inbox: Inbox, words: string[]): RawBuilder<number> {
  // A query of nothing but symbols ("*", quotes) matches nothing, rather than everything.
  if (words.length === 0) return sql<number>`(select 0 where 1 = 0)`;
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return sql<number>`(select rowid from ${sql.table(`${inbox}_fts`)} where ${sql.table(`${inbox}_fts`)} match ${ftsQuery(words)})`;
  return sql<number>`(select id from ${sql.table(`${inbox}_search`)} where document @@ to_tsquery('inbox_search', ${tsQuery(words)}))`;
}
