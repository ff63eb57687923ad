import { sql } from "kysely";
import type { Database } from "~/db/database.server";

/**
 * Queries that break naive full-text search: FTS5 and tsquery syntax, quotes, operators, wildcards, NUL and other
 * control characters, lone surrogates, very long input. Every one must give results or the empty state.
 */
export const hostileQueries: string[] = [
  '"',
  '""',
  "'",
  "''",
  '"unterminated',
  "*",
  "**",
  "*word",
  "word*",
  "^",
  "^word",
  "-",
  "-word",
  "+",
  "a OR",
  "OR",
  "AND",
  "NOT",
  "NOT word",
  "word NOT",
  "NEAR",
  "NEAR(a b",
  "NEAR(a b, 5)",
  "NEAR/3",
  "(",
  ")",
  "(()",
  "a)",
  "{title}: x",
  "title:",
  "title:x",
  ":",
  "::",
  "-title:x",
  "x:*",
  "!",
  "!!",
  "&",
  "|",
  "a & | b",
  "<->",
  "a <-> b",
  "a <2> b",
  "\\",
  "\\\\'",
  "%",
  "_",
  "%_%",
  "';--",
  "'; drop table posts; --",
  "\u0000",
  "a\u0000b",
  "\u0001\u0002",
  "\u0007\u001b[31m",
  "\ud800",
  "\udfff\ud800",
  "😀",
  "👩‍💻 developer",
  "\u200b\u200d",
  "\u202e",
  "   ",
  "\t\n\r",
  "<script>alert(1)</script>",
  "<mark>x</mark>",
  "&amp; &lt;",
  "${a}",
  "NaN",
  "null",
  "undefined",
  "[object Object]",
  "0",
  "-1",
  "1e309",
  "a".repeat(10_240),
  "word ".repeat(2048),
  '" OR "'.repeat(500),
  "x".repeat(41) + " " + "y".repeat(200),
  "é".repeat(5000),
  "नमस्ते".repeat(1000),
];

/**
 * The slugs of the posts the site search's index finds for one word, read from the index itself: for a migration's
 * tests on an earlier schema, which today's search query (it reads columns added later, such as posts.language)
 * cannot run on.
 */
export async function indexedPostSlugs(database: Database, word: string): Promise<string[]> {
  const query =
    database.kind === "sqlite"
      ? sql<{ slug: string }>`select p.slug from search_fts d join posts p on d.rowid = p.id * 4 + 1 where search_fts match ${`"${word}"*`} order by p.id`
      : sql<{ slug: string }>`select p.slug from search_documents d join posts p on p.id = d.ref_id
          where d.kind = 'post' and d.document @@ to_tsquery('site_search', ${`'${word}':*`}) order by p.id`;
  return (await query.execute(database.db)).rows.map((row) => row.slug);
}
