import { sql, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * Posts translated as linked documents (issue 35, decisions 0028 and 0038): each post has a `language` ('en' for
 * every post before this) and a `translation_group`: the id of the post a group of translations started from, set on
 * that post and each translation when the first translation is made; null for a post alone in its language (every
 * post before this). One post per language in a group (a unique index, where NULLs are distinct in both dialects); slugs are unique per language, not across languages, and so are
 * the old slugs that redirect (`post_slug_redirects.language`), since `/blog/x` and `/hi/blog/x` are two addresses.
 *
 * SQLite cannot drop a column's UNIQUE, so it rebuilds `posts` and `post_slug_redirects` (its documented 12-step
 * way): foreign keys off for the copy (migrations on SQLite run outside a transaction, where the pragma works;
 * dropping `posts` with them on would cascade into revisions), the tables' indexes and the search index's triggers
 * created again from their own SQL, and the ids kept (the search index's rows are keyed on them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (columnTypes(db).postgres) {
    await sql`alter table posts add column language varchar(10) not null default 'en'`.execute(db);
    await sql`alter table posts add column translation_group integer`.execute(db);
    await sql`alter table posts drop constraint posts_slug_key`.execute(db);
    await sql`alter table post_slug_redirects add column language varchar(10) not null default 'en'`.execute(db);
    await sql`alter table post_slug_redirects drop constraint post_slug_redirects_pkey`.execute(db);
    await sql`alter table post_slug_redirects add primary key (language, old_slug)`.execute(db);
  } else {
    await rebuildSqliteTables(db, {
      posts: {
        create: (table) => POSTS_SQL(table, "", `, "language" varchar(10) default 'en' not null, "translation_group" integer`),
        copy: (columns) => `${columns}, 'en', null`,
      },
      post_slug_redirects: {
        create: (table) => REDIRECTS_SQL(table, "", `, "language" varchar(10) default 'en' not null, primary key ("language", "old_slug")`),
        copy: (columns) => `${columns}, 'en'`,
      },
    });
  }
  await db.schema.createIndex("posts_language_slug_unique").on("posts").columns(["language", "slug"]).unique().execute();
  await db.schema.createIndex("posts_translation_unique").on("posts").columns(["translation_group", "language"]).unique().execute();
  // The public list of one language: published posts, newest first.
  await db.schema.createIndex("posts_language_published_idx").on("posts").columns(["language", "status", "published_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Only the English posts can go back to one language; translations are deleted with their revisions.
  await sql`delete from posts where language <> 'en'`.execute(db);
  await sql`delete from post_slug_redirects where language <> 'en'`.execute(db);
  for (const index of ["posts_language_published_idx", "posts_translation_unique", "posts_language_slug_unique"]) await db.schema.dropIndex(index).execute();
  if (columnTypes(db).postgres) {
    await sql`alter table post_slug_redirects drop constraint post_slug_redirects_pkey`.execute(db);
    await sql`alter table post_slug_redirects drop column language`.execute(db);
    await sql`alter table post_slug_redirects add primary key (old_slug)`.execute(db);
    await sql`alter table posts add constraint posts_slug_key unique (slug)`.execute(db);
    await sql`alter table posts drop column translation_group`.execute(db);
    await sql`alter table posts drop column language`.execute(db);
    return;
  }
  await rebuildSqliteTables(db, {
    posts: { create: (table) => POSTS_SQL(table, " unique", ""), copy: (columns) => columns },
    post_slug_redirects: { create: (table) => REDIRECTS_SQL(table, " primary key", ""), copy: (columns) => columns },
  });
}

/** `posts` as 0004 and 0011 left it, with `slugUnique` on the slug and `extra` columns at the end. */
const POSTS_SQL = (table: string, slugUnique: string, extra: string) =>
  `create table "${table}" ("id" integer primary key autoincrement, "slug" varchar(200) not null${slugUnique}, "title" varchar(300) not null, ` +
  `"excerpt" text not null, "content" text not null, "image" text not null, "category" varchar(100) not null, "tags" text default '[]' not null, ` +
  `"author_id" varchar(100) not null, "author_name" varchar(200) not null, "status" varchar(20) not null, "published_at" varchar(40) not null, ` +
  `"created_at" varchar(40) not null, "updated_at" varchar(40) not null, "version" integer default 1 not null, "publish_at" varchar(40), ` +
  `"unpublish_at" varchar(40), "review_note" text${extra})`;

/** `post_slug_redirects` as 0004 made it, with `slugKey` on the old slug and `extra` columns and constraints at the end. */
const REDIRECTS_SQL = (table: string, slugKey: string, extra: string) =>
  `create table "${table}" ("old_slug" varchar(200) not null${slugKey}, "post_id" integer not null references "posts" ("id") on delete cascade${extra})`;

/** The columns both versions of a table have, in order: what the copy carries over. */
const SHARED_COLUMNS: Record<string, string> = {
  posts:
    "id, slug, title, excerpt, content, image, category, tags, author_id, author_name, status, published_at, created_at, updated_at, version, publish_at, unpublish_at, review_note",
  post_slug_redirects: "old_slug, post_id",
};

type Rebuild = { create: (table: string) => string; copy: (columns: string) => string };

/** Rebuilds SQLite tables with a new definition, keeping their rows, their own indexes and their triggers. */
async function rebuildSqliteTables(db: Kysely<any>, tables: Record<string, Rebuild>): Promise<void> {
  const names = Object.keys(tables);
  const kept = await sql<{ sql: string }>`select sql from sqlite_master
    where type in ('index', 'trigger') and sql is not null and tbl_name in (${sql.join(names)})
      and name not in ('posts_language_slug_unique', 'posts_translation_unique', 'posts_language_published_idx')`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    for (const [table, rebuild] of Object.entries(tables)) {
      const columns = SHARED_COLUMNS[table]!;
      await sql.raw(rebuild.create(`${table}_rebuilt`)).execute(db);
      await sql.raw(`insert into "${table}_rebuilt" select ${rebuild.copy(columns)} from "${table}"`).execute(db);
    }
    // Children first: dropping a table its rows still reference would be refused when the keys are checked.
    for (const table of [...names].reverse()) await sql.raw(`drop table "${table}"`).execute(db);
    for (const table of names) await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
    for (const row of kept.rows) await sql.raw(row.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error(`0034-post-translations: ${broken.rows.length} broken foreign keys after the rebuild`);
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
