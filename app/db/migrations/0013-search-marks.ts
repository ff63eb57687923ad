import { sql, type Kysely } from "kysely";
import { INBOXES } from "./0009-search";
import { columnTypes } from "./dialect";

/**
 * SQLite's search indexes rebuilt with combining marks as part of a word (decision 0014, "Words with marks").
 * unicode61 counts only letters and digits as word characters by default, so it split a Devanagari word at every
 * vowel sign and virama: "बुद्धिमत्ता" was indexed as the letters ब, द, ध, मत, त. Such a word was still found (as a
 * phrase of letters), but it was highlighted letter by letter, and the letters' long doclists made a Hindi search
 * more than twice as slow. With marks (M*) as word characters it is one token;
 * remove_diacritics still folds Latin accents, precomposed or combining ("café", "cafe\u0301" -> "cafe").
 * PostgreSQL's parser already keeps such words whole.
 */
const TOKENIZER = "unicode61 remove_diacritics 2 categories ''L* N* Co M*''";
const OLD_TOKENIZER = "unicode61 remove_diacritics 2";

async function run(db: Kysely<any>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

/**
 * Recreates every FTS5 table with `tokenizer`. The site index keeps its own text, so it is copied through a
 * temporary table; the inbox indexes are contentless, so they are filled again from their tables. The triggers of
 * 0009 name the tables, not their definitions, so they write to the new ones.
 */
async function rebuild(db: Kysely<any>, tokenizer: string): Promise<void> {
  const columns = "title, excerpt, body, meta, kind, ref_id";
  await run(db, `create temp table search_fts_copy as select rowid as id, ${columns} from search_fts`);
  await run(db, `drop table search_fts`);
  await run(
    db,
    `create virtual table search_fts using fts5(title, excerpt, body, meta, kind unindexed, ref_id unindexed, ` +
      `tokenize = 'porter ${tokenizer}', prefix = '2 3 4')`,
  );
  await run(db, `insert into search_fts (rowid, ${columns}) select id, ${columns} from search_fts_copy`);
  await run(db, `drop table search_fts_copy`);

  for (const inbox of INBOXES) {
    const fts = `${inbox.table}_fts`;
    const expressions = inbox.columns((column) => `${inbox.table}.${column}`, false);
    const names = Object.keys(expressions);
    await run(db, `drop table ${fts}`);
    await run(
      db,
      `create virtual table ${fts} using fts5(${names.join(", ")}, content = '', contentless_delete = 1, tokenize = '${tokenizer}', prefix = '2 3 4')`,
    );
    await run(
      db,
      `insert into ${fts} (rowid, ${names.join(", ")}) select ${inbox.table}.id, ${Object.values(expressions).join(", ")} from ${inbox.table}`,
    );
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) await rebuild(db, TOKENIZER);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) await rebuild(db, OLD_TOKENIZER);
}
