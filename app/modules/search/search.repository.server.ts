import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "~/db/database.server";
import type { DB } from "~/db/schema";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, type SearchKind } from "./search.schema";

/**
 * The only SQL of site and inbox search (migration 0009-search builds the indexes, triggers keep them current).
 * One query shape for both dialects: match every word as a prefix, keep what may be shown now, rank, cut a page,
 * and mark the matches with \u0001 ... \u0002 (turned into <mark> by the caller, never into raw HTML).
 */

export interface SearchRow {
  kind: SearchKind;
  /** A post's or position's slug, a page's path. */
  location: string;
  /** A post's or position's language (its path is `postPath`/`positionPath(location, language)`); a page's is its path's. */
  language: string | null;
  /** The title with its matches marked. */
  title: string;
  excerpt: string;
  excerptSnippet: string;
  bodySnippet: string;
}

/** bm25 weights of title, excerpt, body and meta (tags, category, author, department...): title matches first. */
const SQLITE_WEIGHTS = sql.raw("bm25(search_fts, 20.0, 5.0, 1.0, 3.0)");
/** ts_rank's weights of D, C, B, A labels: body (C) counts a fifth of a title word (A). */
const POSTGRES_WEIGHTS = "{0.05, 0.2, 0.4, 1.0}";
const MARK = { start: "\u0001", stop: "\u0002" };
/**
 * How many characters of a body before and after its matches PostgreSQL's snippet is made from: a snippet is at
 * most 30 words (about 200 characters) around a match, and parsing a whole long post for it cost more than the search.
 */
const SNIPPET_REACH = 300;

/**
 * A partly typed word's shorter forms, for a second try when the words as typed find nothing (decision 0014,
 * "Prefixes of stemmed words"): the index holds stems ("accessibility" is "access"), so the prefix "accessib" of a
 * word never prefixes its stem. Each shorter form (at least 4 letters, at most 7 letters shorter: the longest
 * suffix the stemmers strip) is matched as a whole word, stemmed as the index is: "access" finds "accessibility".
 */
export function shorterForms(word: string): string[] {
  const letters = Array.from(word);
  const forms: string[] = [];
  for (let length = letters.length - 1; length >= Math.max(4, letters.length - 7); length -= 1) forms.push(letters.slice(0, length).join(""));
  return forms;
}

/**
 * Devanagari letters with a nukta, as one code point and as letter + nukta (U+093C). A visitor cannot see which
 * spelling a text uses, and both are common: many keyboards and converted texts store ड़ as U+095C, others as ड + ़.
 * The query is NFC (search.schema.ts), which spells U+0958-U+095F as two code points (Unicode's composition
 * exclusions) but U+0929, U+0931 and U+0934 as one; neither index normalizes what it stores.
 */
const NUKTA_LETTERS: Array<[single: string, pair: string]> = [
  ["\u0929", "\u0928\u093C"],
  ["\u0931", "\u0930\u093C"],
  ["\u0934", "\u0933\u093C"],
  ["\u0958", "\u0915\u093C"],
  ["\u0959", "\u0916\u093C"],
  ["\u095A", "\u0917\u093C"],
  ["\u095B", "\u091C\u093C"],
  ["\u095C", "\u0921\u093C"],
  ["\u095D", "\u0922\u093C"],
  ["\u095E", "\u092B\u093C"],
  ["\u095F", "\u092F\u093C"],
];

/** A word's spellings a text may store: as typed (NFC), every nukta letter as one code point, every one as two. */
export function spellingsOf(word: string): string[] {
  let single = word;
  let pair = word;
  for (const [one, two] of NUKTA_LETTERS) {
    single = single.replaceAll(two, one);
    pair = pair.replaceAll(one, two);
  }
  return [...new Set([word, single, pair])];
}

/**
 * "word"* AND "other"* for FTS5; every word is already letters, marks and digits only (search.schema.ts), each in
 * each of its spellings ("ब\u095Cा"* OR "बड\u093Cा"*). With `relaxed`, each word also matches its shorter forms:
 * ("accessib"* OR "accessi" OR "access" ...).
 */
function ftsQuery(words: string[], relaxed = false): string {
  return words
    .map((word) => {
      const terms = [...spellingsOf(word).map((spelling) => `"${spelling}"*`), ...(relaxed ? shorterForms(word).map((form) => `"${form}"`) : [])];
      return terms.length > 1 ? `(${terms.join(" OR ")})` : terms[0];
    })
    .join(" AND ");
}

/** 'word':* & 'other':* for to_tsquery, spellings and shorter forms as for FTS5; no quotes or operators in a word. */
function tsQuery(words: string[], relaxed = false): string {
  return words
    .map((word) => {
      const terms = [...spellingsOf(word).map((spelling) => `'${spelling}':*`), ...(relaxed ? shorterForms(word).map((form) => `'${form}'`) : [])];
      return terms.length > 1 ? `(${terms.join(" | ")})` : terms[0];
    })
    .join(" & ");
}

/**
 * How many candidates each pass hands to ranking (decision 0014, "Ranking a bounded set"): bm25 and ts_rank cost
 * a read of every candidate's text statistics, so a common word (thousands of matches) must not rank them all.
 * Enough for every page a visitor may open (SEARCH_MAX_PAGE), so paging through the ranked set stays consistent.
 */
export const SEARCH_CANDIDATES = SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE;

/** A post (joined as `p`) that may be shown at `now`: published, not a draft, not scheduled for later. */
const postVisible = (now: string) => sql<boolean>`(p.id is not null and p.status = 'published' and p.published_at <= ${now})`;
/** A position (joined as `j`, a page as `g`) that may be shown at `now`: open positions, every page. */
const otherVisible = (now: string) =>
  sql<boolean>`((j.id is not null and j.closed_at is null and (j.closes_at is null or j.closes_at > ${now})) or g.id is not null)`;
/** What may be shown at `now`: published posts, open positions, pages. */
const visibleAt = (now: string) => sql<boolean>`(${postVisible(now)} or ${otherVisible(now)})`;

/**
 * A page's language, from its address (joined as `g`): pages are indexed at their public address, a translation at
 * its language's (`/hi/services/...`, decision 0055); English when `g` is not a page.
 */
const pageLanguage = sql<string>`case ${sql.join(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => sql`when g.path like ${`/${locale}/%`} then ${locale}`),
  sql` `,
)} else ${DEFAULT_LOCALE} end`;

/** A SQLite hit's location (PostgreSQL's passes each select their own). */
const location = sql`coalesce(p.slug, j.slug, g.path)`;

/**
 * SQLite: the row each FTS5 hit stands for, from its rowid alone (id * 4 + kind code, migration 0009), so finding
 * candidates never reads the index's stored text.
 */
const sqliteJoins = sql`
  left join posts p on d.rowid % 4 = 1 and p.id = d.rowid / 4
  left join positions j on d.rowid % 4 = 2 and j.id = d.rowid / 4
  left join search_pages g on d.rowid % 4 = 3 and g.id = d.rowid / 4`;

interface SearchInput {
  words: string[];
  now: string;
  limit: number;
  offset: number;
  /** Also match each word's shorter forms (see shorterForms). */
  relaxed?: boolean;
  /** Hits in this language come first, ranked among themselves, then the others (a page's language is its path's). */
  language?: Locale;
}

async function searchSqlite(database: Database, input: SearchInput): Promise<SearchRow[]> {
  const { words, now, limit, offset, language = DEFAULT_LOCALE } = input;
  const match = ftsQuery(words, input.relaxed);
  const visible = visibleAt(now);
  // One pass: the newest visible hits of `query` (FTS5 walks its doclist backwards and stops at the cap).
  const pass = (query: string, only: RawBuilder<boolean>) =>
    sql`select id from (select d.rowid as id from search_fts d ${sqliteJoins}
      where search_fts match ${query} and ${only} and ${visible} order by d.rowid desc limit ${SEARCH_CANDIDATES})`;
  const mark = sql`char(1), char(2)`;
  // Candidates: titles that hold every word (however old the post), every position and page, the newest posts.
  // bm25 then runs over the candidates only (`+d.rowid` keeps the filter out of FTS5, so it still walks one
  // doclist); the text is marked for the page's rows only.
  const query = sql<SearchRow>`
    with candidates(id) as (
      ${pass(`title : (${match})`, sql`1`)}
      union ${pass(match, sql`d.rowid % 4 <> 1`)}
      union ${pass(match, sql`d.rowid % 4 = 1`)}),
    ranked as (
      select d.rowid as id, ${SQLITE_WEIGHTS} as score, coalesce(p.language, j.language, ${pageLanguage}) <> ${language} as other
      from search_fts d ${sqliteJoins}
      where search_fts match ${match} and +d.rowid in (select id from candidates)
      order by other, score, id desc limit ${limit} offset ${offset})
    select d.kind, ${location} as location, coalesce(p.language, j.language) as language, highlight(search_fts, 0, ${mark}) as title, d.excerpt,
      snippet(search_fts, 1, ${mark}, '…', 24) as "excerptSnippet", snippet(search_fts, 2, ${mark}, '…', 24) as "bodySnippet"
    from ranked join search_fts d on d.rowid = ranked.id ${sqliteJoins}
    where search_fts match ${match}
    order by ranked.other, ranked.score, ranked.id desc`.compile(database.db);
  // The longest read a visitor can cause, a few ms: off the event loop where the database allows (Database.read).
  return database.read(query);
}

async function searchPostgres(database: Database, input: SearchInput): Promise<SearchRow[]> {
  const { words, now, limit, offset, language = DEFAULT_LOCALE } = input;
  // Written out (not read from a CTE) so the planner sees the query and picks each pass's index (migration 0012).
  const matches = sql`to_tsquery('site_search', ${tsQuery(words, input.relaxed)})`;
  // Posts and the rest are gathered apart, each pass joining only its own table: a pass that joins posts to
  // documents that cannot be posts still reads every post (the planner cannot tell), and each join costs planning.
  const postsPass = (filter: RawBuilder<boolean>) =>
    sql`(select d.kind, d.ref_id, p.slug as location, p.language from search_documents d join posts p on p.id = d.ref_id
      where d.kind = 'post' and ${filter} and ${postVisible(now)} order by d.ref_id desc limit ${SEARCH_CANDIDATES})`;
  const options = (extra: string) =>
    sql`${`${extra}StartSel=${MARK.start}, StopSel=${MARK.stop}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=1`}`;
  // ts_headline parses and stems all the text it is given, so a body is cut to the text from the first to the last
  // of the typed words' first appearances (a passage holding every word is in it, as ts_headline needs), give or
  // take SNIPPET_REACH; when a word is not there as typed (matched through stemming or accents: "cafe" in "Café"),
  // the whole body.
  const bodyAround = sql`case when hits.first > 0
    then substr(hits.body, greatest(1, hits.first - ${SNIPPET_REACH}), hits.last - hits.first + ${2 * SNIPPET_REACH}) else hits.body end`;
  // The same candidates as SQLite's (every position and page is one already, whatever matched), each with its
  // location from the pass's own join; ts_rank reads only their documents, and only the page's rows are fetched
  // whole, their text marked by ts_headline.
  const query = sql<SearchRow>`
    with candidates as (
      ${postsPass(sql`to_tsvector('site_search', d.title) @@ ${matches}`)}
      union (select d.kind, d.ref_id, coalesce(j.slug, g.path), coalesce(j.language, ${pageLanguage}) from search_documents d
        left join positions j on d.kind = 'position' and j.id = d.ref_id
        left join search_pages g on d.kind = 'page' and g.id = d.ref_id
        where d.kind <> 'post' and d.document @@ ${matches} and ${otherVisible(now)}
        order by d.ref_id desc limit ${SEARCH_CANDIDATES})
      union ${postsPass(sql`d.document @@ ${matches}`)}),
    ranked as (
      select d.kind, d.ref_id, c.location, c.language, ts_rank(${POSTGRES_WEIGHTS}, d.document, ${matches}) as score,
        coalesce(c.language, 'en') <> ${language} as other
      from candidates c join search_documents d on d.kind = c.kind and d.ref_id = c.ref_id
      order by other, score desc, d.ref_id desc, d.kind limit ${limit} offset ${offset}),
    hits as (
      select r.kind, r.ref_id, r.score, r.other, r.location, r.language, d.title, d.excerpt, d.body, found.first, found.last
      from ranked r join search_documents d on d.kind = r.kind and d.ref_id = r.ref_id
        cross join lateral (select min(at) as first, max(at) as last
          from unnest(${words}::text[]) as word, strpos(lower(d.body), word) as at) found)
    select hits.kind, hits.location, hits.language, ts_headline('site_search', hits.title, ${matches}, ${options("HighlightAll=true, ")}) as title,
      hits.excerpt, ts_headline('site_search', hits.excerpt, ${matches}, ${options("")}) as "excerptSnippet",
      ts_headline('site_search', ${bodyAround}, ${matches}, ${options("")}) as "bodySnippet"
    from hits
    order by hits.other, hits.score desc, hits.ref_id desc, hits.kind`.compile(database.db);
  return database.read(query);
}

/**
 * A page of ranked hits for `words`. When the words as typed match nothing visible, they are tried once more with
 * their shorter forms (a partly typed word whose stem is shorter than what was typed); a query that finds
 * something as typed is never widened, so "general" does not also find "gene".
 */
export async function searchDocuments(database: Database, input: Omit<SearchInput, "relaxed">): Promise<SearchRow[]> {
  if (input.words.length === 0) return [];
  const search = database.kind === "sqlite" ? searchSqlite : searchPostgres;
  const rows = await search(database, input);
  if (rows.length > 0 || !input.words.some((word) => shorterForms(word).length > 0)) return rows;
  // Past the last page of a query that does match: nothing, rather than the widened query's later pages.
  if (input.offset > 0 && (await search(database, { ...input, limit: 1, offset: 0 })).length > 0) return rows;
  return search(database, { ...input, relaxed: true });
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
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return sql<number>`(select rowid from ${sql.table(`${inbox}_fts`)} where ${sql.table(`${inbox}_fts`)} match ${ftsQuery(words)})`;
  return sql<number>`(select id from ${sql.table(`${inbox}_search`)} where document @@ to_tsquery('inbox_search', ${tsQuery(words)}))`;
}

/**
 * The ids of applications with a staff note holding every word, as a subquery like inboxMatches (migration
 * 0018-application-note-search keeps the notes' index).
 */
export function applicationNoteMatches(db: Kysely<DB>, words: string[]): RawBuilder<number> {
  if (words.length === 0) return sql<number>`(select 0 where 1 = 0)`;
  if (!(db.getExecutor().adapter instanceof PostgresAdapter))
    return sql<number>`(select application_id from application_notes where id in (select rowid from application_notes_fts where application_notes_fts match ${ftsQuery(words)}))`;
  return sql<number>`(select application_id from application_notes where to_tsvector('inbox_search', body) @@ to_tsquery('inbox_search', ${tsQuery(words)}))`;
}
