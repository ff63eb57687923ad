import { sql, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * The applications inbox search also finds the words of staff notes (issue 32). Notes get an index of their own,
 * searched beside the application's (modules/search inboxMatches): SQLite an FTS5 table kept by triggers with the
 * inbox indexes' tokenizer (0013), PostgreSQL a GIN index on the same `inbox_search` vector its inboxes use.
 */
const TOKENIZER = "unicode61 remove_diacritics 2 categories ''L* N* Co M*''";

async function run(db: Kysely<any>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await run(db, `create index application_notes_search_idx on application_notes using gin ((to_tsvector('inbox_search', body)))`);
    return;
  }
  await run(db, `create virtual table application_notes_fts using fts5(body, content = '', contentless_delete = 1, tokenize = '${TOKENIZER}', prefix = '2 3 4')`);
  const insert = `insert into application_notes_fts (rowid, body) values (new.id, new.body);`;
  const remove = `delete from application_notes_fts where rowid = old.id;`;
  await run(db, `create trigger application_notes_search_insert after insert on application_notes begin ${insert} end`);
  await run(db, `create trigger application_notes_search_update after update of body on application_notes begin ${remove} ${insert} end`);
  await run(db, `create trigger application_notes_search_delete after delete on application_notes begin ${remove} end`);
  await run(db, `insert into application_notes_fts (rowid, body) select id, body from application_notes`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await run(db, `drop index application_notes_search_idx`);
    return;
  }
  for (const event of ["insert", "update", "delete"]) await run(db, `drop trigger application_notes_search_${event}`);
  await run(db, `drop table application_notes_fts`);
}
