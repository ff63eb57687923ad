import { sql, type CreateTableBuilder, type Kysely } from "kysely";
import { columnTypes } from "./dialect";

/**
 * Narrow analytics roll-ups, one per question the report asks (issue 36, decision 0033, "Storage and speed"):
 * analytics_daily kept one row per day x path x referrer x utm_* x device x language, about 19,600 rows a day at
 * 50,000 views (974 MB a year, a 90-day report in tens of seconds). Each table here holds one dimension per day:
 * - analytics_pages: views per day x path (top pages, totals per day, a post's views, top posts, the CSV);
 * - analytics_referrers: per day x referring host ("" = direct or unknown);
 * - analytics_utm: per day x utm_source x utm_medium x utm_campaign, views that came with a utm_source only;
 * - analytics_devices, analytics_languages: per day x device class, x language ("" = not said);
 * - analytics_page_campaigns: per day x path x utm_source, views with a utm_source only (the positions' funnel:
 *   a page's views without a campaign are its analytics_pages views less these);
 * - analytics_page_referrers: per day x path x referring host, views with a referrer only, capped once the day is
 *   closed to the page's top 5 hosts and "(other)" (a post's referrers).
 * Visitors stay in analytics_uniques (per day x path, "" for the site); goals and 404s in their own tables.
 *
 * The rows of analytics_daily are summed into every new table (capped as the daily job caps them), then the table
 * is dropped: nothing reads or writes it any more, and keeping it would keep the 974 MB.
 * On SQLite the tables are WITHOUT ROWID: the primary key is the table, not a second copy of every row beside it.
 */
const REFERRERS_PER_PAGE = 5;
const OTHER = "(other)";

export async function up(db: Kysely<any>): Promise<void> {
  const { postgres } = columnTypes(db);
  // The key is the table on SQLite; PostgreSQL has no such option (its heap and the key's index are apart).
  const clustered = <T extends CreateTableBuilder<any, any>>(builder: T): T => (postgres ? builder : (builder.modifyEnd(sql`without rowid`) as T));
  const table = async (name: string, columns: Array<[string, number]>) => {
    let builder = db.schema.createTable(name).addColumn("day", "varchar(10)", (col) => col.notNull());
    for (const [column, length] of columns) builder = builder.addColumn(column, `varchar(${length})`, (col) => col.notNull());
    builder = builder.addColumn("views", "integer", (col) => col.notNull()).addPrimaryKeyConstraint(`${name}_pk`, ["day", ...columns.map(([column]) => column)] as any);
    await clustered(builder).execute();
  };
  await table("analytics_pages", [["path", 200]]);
  await table("analytics_referrers", [["referrer", 100]]);
  await table("analytics_utm", [["utm_source", 60], ["utm_medium", 60], ["utm_campaign", 60]]);
  await table("analytics_devices", [["device", 10]]);
  await table("analytics_languages", [["language", 10]]);
  await table("analytics_page_campaigns", [["path", 200], ["utm_source", 60]]);
  await table("analytics_page_referrers", [["path", 200], ["referrer", 100]]);

  await sql`insert into analytics_pages (day, path, views) select day, path, sum(views) from analytics_daily group by day, path`.execute(db);
  await sql`insert into analytics_referrers (day, referrer, views) select day, referrer, sum(views) from analytics_daily group by day, referrer`.execute(db);
  await sql`insert into analytics_utm (day, utm_source, utm_medium, utm_campaign, views)
    select day, utm_source, utm_medium, utm_campaign, sum(views) from analytics_daily where utm_source <> '' group by day, utm_source, utm_medium, utm_campaign`.execute(db);
  await sql`insert into analytics_devices (day, device, views) select day, device, sum(views) from analytics_daily group by day, device`.execute(db);
  await sql`insert into analytics_languages (day, language, views) select day, language, sum(views) from analytics_daily group by day, language`.execute(db);
  await sql`insert into analytics_page_campaigns (day, path, utm_source, views)
    select day, path, utm_source, sum(views) from analytics_daily where utm_source <> '' group by day, path, utm_source`.execute(db);
  // Each page's top referring hosts of the day, the rest as "(other)" (ROW_NUMBER: SQLite 3.25+ and PostgreSQL).
  await sql`insert into analytics_page_referrers (day, path, referrer, views)
    select day, path, case when place <= ${sql.lit(REFERRERS_PER_PAGE)} then referrer else ${sql.lit(OTHER)} end, sum(views)
    from (
      select day, path, referrer, sum(views) as views,
        row_number() over (partition by day, path order by sum(views) desc, referrer) as place
      from analytics_daily where referrer <> '' group by day, path, referrer
    ) ranked
    group by day, path, case when place <= ${sql.lit(REFERRERS_PER_PAGE)} then referrer else ${sql.lit(OTHER)} end`.execute(db);
  await db.schema.dropTable("analytics_daily").execute();

  // 0028's other roll-ups, rebuilt WITHOUT ROWID on SQLite: a report's range read finds each row in its key instead
  // of looking it up in the table (the broken-link list was the slowest figure), and each row is stored once.
  if (!postgres) {
    const rebuild = async (name: string, columns: Array<[string, string]>, key: string[]) => {
      let builder = db.schema.createTable(`${name}_rebuilt`);
      for (const [column, type] of columns) builder = builder.addColumn(column, type as "integer", (col) => col.notNull());
      await clustered(builder.addPrimaryKeyConstraint(`${name}_pk_rebuilt`, key as any)).execute();
      const list = sql.join(columns.map(([column]) => sql.ref(column)));
      await sql`insert into ${sql.table(`${name}_rebuilt`)} (${list}) select ${list} from ${sql.table(name)}`.execute(db);
      await db.schema.dropTable(name).execute();
      await db.schema.alterTable(`${name}_rebuilt`).renameTo(name).execute();
    };
    await rebuild("analytics_uniques", [["day", "varchar(10)"], ["path", "varchar(200)"], ["visitors", "integer"]], ["day", "path"]);
    await rebuild("analytics_not_found", [["day", "varchar(10)"], ["path", "varchar(200)"], ["referrer", "varchar(200)"], ["views", "integer"]], ["day", "path", "referrer"]);
    await rebuild("analytics_goals", [["day", "varchar(10)"], ["goal", "varchar(30)"], ["subject", "varchar(100)"], ["utm_source", "varchar(60)"], ["count", "integer"]], ["day", "goal", "subject", "utm_source"]);
  }
}

/** Back to 0028's analytics_daily, empty: the cross product cannot be rebuilt from the narrow tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["analytics_page_referrers", "analytics_page_campaigns", "analytics_languages", "analytics_devices", "analytics_utm", "analytics_referrers", "analytics_pages"]) {
    await db.schema.dropTable(name).execute();
  }
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "varchar(10)", (col) => col.notNull())
    .addColumn("path", "varchar(200)", (col) => col.notNull())
    .addColumn("referrer", "varchar(100)", (col) => col.notNull())
    .addColumn("utm_source", "varchar(60)", (col) => col.notNull())
    .addColumn("utm_medium", "varchar(60)", (col) => col.notNull())
    .addColumn("utm_campaign", "varchar(60)", (col) => col.notNull())
    .addColumn("device", "varchar(10)", (col) => col.notNull())
    .addColumn("language", "varchar(10)", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "path", "referrer", "utm_source", "utm_medium", "utm_campaign", "device", "language"])
    .execute();
}
