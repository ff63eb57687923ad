import { sql, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * A post's search text drops inline tags (a link, bold...) instead of turning them into spaces, so a snippet reads
 * "customer survey. Kingfisher", not "customer survey . Kingfisher" (issue 32; app/db/html-text.ts is SQLite's
 * side). PostgreSQL's html_text gets the same rule, frozen here; then every post is indexed again: touching
 * `content` fires 0009's triggers, which store the body through the new html_text in both dialects.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await sql
      .raw(
        `create or replace function html_text(html text) returns text language sql immutable as $$
           select btrim(regexp_replace(replace(replace(replace(replace(replace(replace(
             regexp_replace(regexp_replace(coalesce(html, ''), '</?(a|b|i|u|s|em|strong|mark|small|sub|sup|code|span|abbr)(\\s[^>]*)?/?>', '', 'gi'),
               '<[^>]*>', ' ', 'g'),
             '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'), '\\s+', ' ', 'g'))
         $$`,
      )
      .execute(db);
  }
  await sql`update posts set content = content`.execute(db);
}

/** The old PostgreSQL function (0009's); the bodies keep the new text until a post is saved again. */
export async function down(db: Kysely<any>): Promise<void> {
  if (!columnTypes(db).postgres) return;
  await sql
    .raw(
      `create or replace function html_text(html text) returns text language sql immutable as $$
         select btrim(regexp_replace(replace(replace(replace(replace(replace(replace(
           regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
           '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&'), '\\s+', ' ', 'g'))
       $$`,
    )
    .execute(db);
}
