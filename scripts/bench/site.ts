/** The site under test: data folders with sample content (and filler posts), and the production server on them. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../../app/db/database.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { seedSampleContent } from "../../app/modules/sample-content/sample-content.server";
import { startServer, type RunningServer } from "../lib/start-server";
import { log, root, track, workDir } from "./session";

/** The production build the site runs from (build/), made fresh so the bench measures the code as it is. */
export function buildSite(): void {
  log("building (npm run build)");
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

/** A data folder with the sample content and, when asked, filler posts up to `posts`. */
export async function prepareData(name: string, posts: number): Promise<string> {
  const dataDir = path.join(workDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const database = openDatabase({ sqlitePath: path.join(dataDir, "site.sqlite") });
  await migrateToLatest(database);
  await seedSampleContent(database);
  const { count } = await database.db.selectFrom("posts").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  const now = Date.now();
  const categories = ["Web Development", "Cloud Solutions", "AI & Machine Learning", "Accessibility"];
  const paragraph = "<p>Filler text for the scale benchmark. ".repeat(20) + "</p>";
  for (let start = Number(count); start < posts; start += 500) {
    const rows = [];
    for (let n = start; n < Math.min(posts, start + 500); n += 1) {
      const stamp = new Date(now - 90 * 86_400_000 - n * 60_000).toISOString();
      rows.push({
        title: `Benchmark post ${n}`,
        slug: `benchmark-post-${n}`,
        excerpt: `Excerpt of benchmark post ${n}.`,
        content: paragraph.repeat(3),
        image: "/images/blog/ai-business.svg",
        category: categories[n % categories.length]!,
        tags: JSON.stringify(["bench"]),
        author_id: "0",
        author_name: "Admin",
        status: "published" as const,
        published_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await database.db.insertInto("posts").values(rows).execute();
  }
  await database.close();
  return dataDir;
}

/** The production server on `dataDir`, quiet but for errors, stopped by the run's cleanup if the bench fails. */
export async function startSite(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const site = await startServer({
    dataDir,
    env: { LOG_LEVEL: "error", SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123", ...env },
    // The bench starts servers between load runs on a shared 2-core machine: twice the tests' 30 s.
    startTimeoutMs: 60_000,
  });
  track(site.process);
  return site;
}
