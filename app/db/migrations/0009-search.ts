import { sql, type Kysely } from "kysely";
import { columnTypes, withIdColumn } from "./dialect";

/**
 * Site search and inbox search (issue 20, decision 0014). Triggers keep every index in step with its table, in
 * the writing statement's own transaction, whichever code writes; this migration fills them for what exists.
 *
 * - `search_pages`: the marketing pages' text (from app/content, synced at start), indexed like posts.
 * - SQLite: `search_fts`, one FTS5 table for posts, positions and pages (rowid = id * 4 + kind code), and a
 *   contentless FTS5 table per inbox (rowid = the row's id).
 * - PostgreSQL: `search_documents` with a weighted tsvector (title A, excerpt and tags B, body C) and a GIN index;
 *   per inbox a view `<table>_search (id, document)` whose tsvector expression has its own GIN index.
 * Whether a post or position may be shown (published, open) is decided when searching, from its own row, so a
 * closing date passing or a status change needs no index write.
 *
 * The expressions below are frozen here on purpose (a migration never changes); `html_text` is the SQL function
 * both dialects provide (app/db/html-text.ts registers SQLite's, this migration creates PostgreSQL's).
 */
type Row = (column: string) => string;

/** The JSON array columns (tags, requirements) as plain words. */
const jsonWords = (expression: string) => `replace(replace(replace(${expression}, '[', ' '), ']', ' '), '"', ' ')`;
const digits = (expression: string) =>
  `replace(replace(replace(replace(replace(replace(coalesce(${expression}, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', ''), '.', '')`;
/** An address whole and in its parts: PostgreSQL's parser keeps "asha@example.com" as one word. */
const emailWords = (expression: string) => `${expression} || ' ' || replace(replace(replace(${expression}, '@', ' '), '.', ' '), '-', ' ')`;
/** A phone as typed, as one run of digits, and as its last ten (the number without its country code). */
const phoneWords = (expression: string, postgres: boolean) =>
  `coalesce(${expression}, '') || ' ' || ${digits(expression)} || ' ' || ${postgres ? "right" : "substr"}(${digits(expression)}, ${postgres ? "10" : "-10"})`;

interface Source {
  table: string;
  kind: "post" | "position" | "page";
  code: number;
  /** Columns whose change re-indexes the row. */
  watched: string[];
  fields: (row: Row) => { title: string; excerpt: string; body: string; meta: string };
}

const SOURCES: Source[] = [
  {
    table: "posts",
    kind: "post",
    code: 1,
    watched: ["title", "excerpt", "content", "tags", "category", "author_name"],
    fields: (r) => ({
      title: r("title"),
      excerpt: r("excerpt"),
      body: `html_text(${r("content")})`,
      meta: `${jsonWords(r("tags"))} || ' ' || ${r("category")} || ' ' || ${r("author_name")}`,
    }),
  },
  {
    table: "positions",
    kind: "position",
    code: 2,
    watched: ["title", "description", "detailed_description", "requirements", "department", "location", "type"],
    fields: (r) => ({
      title: r("title"),
      excerpt: r("description"),
      body: `${r("detailed_description")} || ' ' || ${jsonWords(r("requirements"))}`,
      meta: `${r("department")} || ' ' || ${r("location")} || ' ' || ${r("type")}`,
    }),
  },
  {
    table: "search_pages",
    kind: "page",
    code: 3,
    watched: ["title", "excerpt", "body"],
    fields: (r) => ({ title: r("title"), excerpt: r("excerpt"), body: r("body"), meta: "''" }),
  },
];

interface Inbox {
  table: string;
  watched: string[];
  /** FTS5 column name -> expression; PostgreSQL concatenates them. */
  columns: (row: Row, postgres: boolean) => Record<string, string>;
}

/** Exported for 0013-search-marks, which rebuilds the inbox indexes from their tables. */
export const INBOXES: Inbox[] = [
  {
    table: "applications",
    watched: ["name", "email", "phone", "position_title", "current_company"],
    columns: (r, postgres) => ({
      name: r("name"),
      email: emailWords(r("email")),
      phone: phoneWords(r("phone"), postgres),
      position: r("position_title"),
      company: `coalesce(${r("current_company")}, '')`,
    }),
  },
  {
    table: "contact_messages",
    watched: ["name", "email", "phone", "company", "subject", "service", "message"],
    columns: (r, postgres) => ({
      name: r("name"),
      email: emailWords(r("email")),
      phone: phoneWords(r("phone"), postgres),
      text: `coalesce(${r("company")}, '') || ' ' || coalesce(${r("subject")}, '') || ' ' || coalesce(${r("service")}, '') || ' ' || ${r("message")}`,
    }),
  },
  { table: "newsletter_subscribers", watched: ["email"], columns: (r) => ({ email: emailWords(r("email")) }) },
];

const TOKENIZER = "unicode61 remove_diacritics 2";

export async function up(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  await withIdColumn(db.schema.createTable("search_pages"), db)
    .addColumn("path", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // A hash of the text: the sync at start rewrites a page only when its copy changed.
    .addColumn("digest", "varchar(64)", (col) => col.notNull())
    .execute();
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

async function run(db: Kysely<any>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  // porter stems English words (develop finds developer); unicode61 leaves other scripts whole and folds accents.
  await run(
    db,
    `create virtual table search_fts using fts5(title, excerpt, body, meta, kind unindexed, ref_id unindexed, ` +
      `tokenize = 'porter ${TOKENIZER}', prefix = '2 3 4')`,
  );
  for (const source of SOURCES) {
    const values = (r: Row) => {
      const f = source.fields(r);
      return `${r("id")} * 4 + ${source.code}, ${f.title}, ${f.excerpt}, ${f.body}, ${f.meta}, '${source.kind}', ${r("id")}`;
    };
    const insert = (r: Row) => `insert into search_fts (rowid, title, excerpt, body, meta, kind, ref_id) values (${values(r)});`;
    const remove = `delete from search_fts where rowid = old.id * 4 + ${source.code};`;
    const row: Row = (column) => `new.${column}`;
    await run(db, `create trigger ${source.table}_search_insert after insert on ${source.table} begin ${insert(row)} end`);
    await run(
      db,
      `create trigger ${source.table}_search_update after update of ${source.watched.join(", ")} on ${source.table} begin ${remove} ${insert(row)} end`,
    );
    await run(db, `create trigger ${source.table}_search_delete after delete on ${source.table} begin ${remove} end`);
    await run(
      db,
      `insert into search_fts (rowid, title, excerpt, body, meta, kind, ref_id) select ${values((c) => `${source.table}.${c}`)} from ${source.table}`,
    );
  }

  for (const inbox of INBOXES) {
    const fts = `${inbox.table}_fts`;
    const names = Object.keys(inbox.columns((c) => c, false));
    await run(db, `create virtual table ${fts} using fts5(${names.join(", ")}, content = '', contentless_delete = 1, tokenize = '${TOKENIZER}', prefix = '2 3 4')`);
    const values = (r: Row) => `${r("id")}, ${Object.values(inbox.columns(r, false)).join(", ")}`;
    const insert = `insert into ${fts} (rowid, ${names.join(", ")}) values (${values((c) => `new.${c}`)});`;
    const remove = `delete from ${fts} where rowid = old.id;`;
    await run(db, `create trigger ${inbox.table}_search_insert after insert on ${inbox.table} begin ${insert} end`);
    await run(db, `create trigger ${inbox.table}_search_update after update of ${inbox.watched.join(", ")} on ${inbox.table} begin ${remove} ${insert} end`);
    await run(db, `create trigger ${inbox.table}_search_delete after delete on ${inbox.table} begin ${remove} end`);
    await run(db, `insert into ${fts} (rowid, ${names.join(", ")}) select ${values((c) => `${inbox.table}.${c}`)} from ${inbox.table}`);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  // English stemming with accents folded by `unaccent` (contrib, in Debian's postgresql package) when the database
  // lets us install it; without it, accented words still match themselves. Installed once per database (in
  // public), so the configuration names its dictionary with the schema it lives in.
  await run(
    db,
    `do $$
     declare
       place text;
     begin
       begin
         create extension if not exists unaccent schema public;
       exception when others then null;
       end;
       select extnamespace::regnamespace::text into place from pg_extension where extname = 'unaccent';
       create text search configuration site_search (copy = pg_catalog.english);
       -- The inboxes hold names and addresses: no stemming, no stop words ("in" of example.in counts).
       create text search configuration inbox_search (copy = pg_catalog.simple);
       if place is not null then
         execute format('alter text search configuration site_search alter mapping for hword, hword_part, word with %s.unaccent, english_stem', place);
         execute format('alter text search configuration inbox_search alter mapping for hword, hword_part, word with %s.unaccent, simple', place);
       end if;
     end $$`,
  );
  // The same text as SQLite's html_text (app/db/html-text.ts): tags become spaces, the five escapes are undone.
  await run(
    db,
    `create function html_text(html text) returns text language sql immutable as $$
       select btrim(regexp_replace(replace(replace(replace(replace(replace(replace(
         regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
         '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'), '\\s+', ' ', 'g'))
     $$`,
  );
  await run(
    db,
    `create table search_documents (
       kind varchar(10) not null,
       ref_id integer not null,
       title text not null,
       excerpt text not null,
       body text not null,
       meta text not null,
       document tsvector generated always as (
         setweight(to_tsvector('site_search', title), 'A') || setweight(to_tsvector('site_search', excerpt), 'B') ||
         setweight(to_tsvector('site_search', meta), 'B') || setweight(to_tsvector('site_search', body), 'C')
       ) stored,
       primary key (kind, ref_id)
     )`,
  );
  await run(db, `create index search_documents_document_idx on search_documents using gin (document)`);

  for (const source of SOURCES) {
    const f = source.fields((c) => `new.${c}`);
    await run(
      db,
      `create function ${source.table}_search() returns trigger language plpgsql as $$
       begin
         if tg_op in ('UPDATE', 'DELETE') then
           delete from search_documents where kind = '${source.kind}' and ref_id = old.id;
         end if;
         if tg_op in ('INSERT', 'UPDATE') then
           insert into search_documents (kind, ref_id, title, excerpt, body, meta)
           values ('${source.kind}', new.id, ${f.title}, ${f.excerpt}, ${f.body}, ${f.meta});
         end if;
         return null;
       end $$`,
    );
    await run(
      db,
      `create trigger ${source.table}_search after insert or delete or update of ${source.watched.join(", ")} on ${source.table} ` +
        `for each row execute function ${source.table}_search()`,
    );
    const r = source.fields((c) => `${source.table}.${c}`);
    await run(
      db,
      `insert into search_documents (kind, ref_id, title, excerpt, body, meta) ` +
        `select '${source.kind}', id, ${r.title}, ${r.excerpt}, ${r.body}, ${r.meta} from ${source.table}`,
    );
  }

  for (const inbox of INBOXES) {
    const document = `to_tsvector('inbox_search', ${Object.values(inbox.columns((c) => c, true)).join(" || ' ' || ")})`;
    await run(db, `create index ${inbox.table}_search_idx on ${inbox.table} using gin ((${document}))`);
    // The repository queries the view; the planner inlines it and uses the expression index above.
    await run(db, `create view ${inbox.table}_search as select id, ${document} as document from ${inbox.table}`);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  if (postgres) {
    for (const inbox of INBOXES) {
      await run(db, `drop view ${inbox.table}_search`);
      await run(db, `drop index ${inbox.table}_search_idx`);
    }
    for (const source of SOURCES) await run(db, `drop trigger ${source.table}_search on ${source.table}`);
    await run(db, `drop table search_documents`);
    for (const source of SOURCES) await run(db, `drop function ${source.table}_search()`);
    await run(db, `drop function html_text(text)`);
    await run(db, `drop text search configuration site_search`);
    await run(db, `drop text search configuration inbox_search`);
  } else {
    for (const table of [...SOURCES.map((s) => s.table), ...INBOXES.map((i) => i.table)]) {
      for (const event of ["insert", "update", "delete"]) await run(db, `drop trigger ${table}_search_${event}`);
    }
    await run(db, `drop table search_fts`);
    for (const inbox of INBOXES) await run(db, `drop table ${inbox.table}_fts`);
  }
  await db.schema.dropTable("search_pages").execute();
}
