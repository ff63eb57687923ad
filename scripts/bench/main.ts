/**
 * npm run bench: builds, starts the production server with sample content on loopback, and measures it side by
 * side with nginx serving the same bytes; Lighthouse on the public routes; 100 vs 10,000 posts; memory under 20
 * concurrent 5 MB uploads. Prints the table and writes docs/benchmarks.md. Installs wrk and nginx (Debian) when
 * missing and run as root. Loopback only; every loop is bounded. BENCH_QUICK=1 shortens each load run.
 * BENCH_ONLY=throughput runs section 1 alone (about three minutes), BENCH_ONLY=throughput,scale sections 1 and 3 (the
 * cached and rendered rows), and so on (session.ts); they print what they ran without touching docs/benchmarks.md.
 * BENCH_ONLY=newsletter runs section 5, the newsletter send (BENCH_NEWSLETTER_RATE, default 6000/min).
 * BENCH_ONLY=editor runs section 6, the post editor's compressed JavaScript (editor.ts).
 * BENCH_ONLY=cache runs section 7, the page cache against bare Node, nginx static/gzip_static/proxy_cache.
 * BENCH_ONLY=media runs section 8, the media library's 4000x3000 uploads (time and memory).
 * BENCH_ONLY=search runs section 9, site search over 10,000 posts (SQLite, and PostgreSQL with BENCH_DATABASE_URL).
 * BENCH_ONLY=analytics runs section 10, a cached hit with ANALYTICS=on vs off (analytics.ts).
 * BENCH_ONLY=analytics-storage runs section 11, a generated year of analytics roll-ups: size and the 90-day report's
 * time (analytics-storage.ts). Only when named: generating the year takes tens of minutes on this machine.
 * BENCH_ONLY=home-render runs section 12, an uncached render of / from the database against the build that drew it
 * from code (home-render.ts; BENCH_HOME_CODE_REF names that commit).
 */
import os from "node:os";
import { runLighthouse } from "./lighthouse";
import { writeReport, type Row } from "./report";
import { scaleRuns } from "./scale";
import { log, onlySections, runs, runBench } from "./session";
import { buildSite, prepareData, startSite } from "./site";
import { throughputRuns } from "./throughput";
import { cacheRuns } from "./cache";
import { newsletterSend } from "./newsletter";
import { editorWeight } from "./editor";
import { searchRuns } from "./search";
import { ensureDebianPackages, get } from "./tools";
import { uploadMemory } from "./upload-memory";
import { mediaUploads } from "./media";
import { analyticsRuns } from "./analytics";
import { analyticsStorageRuns } from "./analytics-storage";
import { homeRenderRuns } from "./home-render";

async function main() {
  const rows: Row[] = [];
  const sections: string[] = [];
  ensureDebianPackages();
  buildSite();

  log(`preparing data: sample content topped up to 100 posts${runs("scale") ? ", and 10,000 posts" : ""}`);
  const small = await prepareData("small", 100);
  const large = runs("scale") ? await prepareData("large", 10_000) : "";

  const site = await startSite(small);
  log(`site on ${site.url}`);
  const firstPost = (await (await get(`${site.url}/api/blogs?limit=1`)).json()) as Array<{ slug: string }> | { posts?: Array<{ slug: string }> };
  const postSlug = (Array.isArray(firstPost) ? firstPost : firstPost.posts ?? [])[0]?.slug ?? "five-habits-of-fast-accessible-websites";
  const pages = ["/", "/services/custom-software", "/blog", `/blog/${postSlug}`, "/careers", "/api/blogs"];

  // 1. Throughput and latency, side by side with nginx.
  if (runs("throughput")) {
    const throughput = await throughputRuns(site, pages);
    sections.push(throughput.section);
    rows.push(...throughput.rows);
  }

  // 7. The page cache against bare Node, nginx static, gzip_static and proxy_cache; a junk query flood.
  if (runs("cache")) {
    const cache = await cacheRuns(site, postSlug);
    sections.push(cache.section);
    rows.push(...cache.rows);
  }

  // 4. Memory under 20 concurrent 5 MB uploads (on the same site).
  if (runs("memory")) {
    const memory = await uploadMemory(site);
    sections.push(memory.section);
    rows.push(...memory.rows);
  }

  // 2. Lighthouse.
  if (runs("lighthouse")) {
    const lighthouse = await runLighthouse(site.url, postSlug);
    sections.push(lighthouse.section);
    rows.push(...lighthouse.rows);
  }
  // 6. The post editor's JavaScript (same site).
  if (runs("editor")) {
    const editor = await editorWeight(site.url, postSlug);
    sections.push(editor.section);
    rows.push(...editor.rows);
  }
  await site.stop();

  // 3. Scale: 100 vs 10,000 posts.
  if (runs("scale")) {
    try {
      const scale = await scaleRuns(small, large);
      sections.push(scale.section);
      rows.push(...scale.rows);
    } catch (error) {
      sections.push(`## 3. Scale: 100 vs 10,000 posts\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "10,000 posts: p50 within 1.5× of 100 posts", measured: "not measured", met: null, note: "The scale run failed this time; see section 3." });
    }
  }

  // 12. The home page rendered from the database against the build that rendered it from code (same run).
  if (runs("home-render")) {
    try {
      const home = await homeRenderRuns(small);
      sections.push(home.section);
      rows.push(...home.rows);
    } catch (error) {
      sections.push(`## 12. The home page from the database against the home page from code\n\nThe run failed: ${String(error)}`);
    }
  }

  // 5. A newsletter to 10,000 subscribers through the outbox.
  if (runs("newsletter")) {
    try {
      const newsletter = await newsletterSend();
      sections.push(newsletter.section);
      rows.push(...newsletter.rows);
    } catch (error) {
      sections.push(`## 5. Newsletter: 10,000 confirmed subscribers\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "Newsletter to 10,000 subscribers", measured: "not measured", met: null, note: "The newsletter run failed this time; see section 5." });
    }
  }

  // 8. The media library: one 4000x3000 JPEG, then 10 at once.
  if (runs("media")) {
    try {
      const media = await mediaUploads();
      sections.push(media.section);
      rows.push(...media.rows);
    } catch (error) {
      sections.push(`## 8. Media library: 4000x3000 JPEG uploads\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "A 4000x3000 JPEG upload processed in < 3 s", measured: "not measured", met: null, note: "The media run failed this time; see section 8." });
    }
  }

  // 9. Site search over 10,000 posts and 1,000 positions.
  if (runs("search")) {
    try {
      const search = await searchRuns();
      sections.push(search.section);
      rows.push(...search.rows);
    } catch (error) {
      sections.push(`## 9. Site search\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "/search p50 < 20 ms, p99 < 60 ms", measured: "not measured", met: null, note: "The search run failed this time; see section 9." });
    }
  }

  // 10. What counting page views costs a cached hit (two servers of its own, after the main site stopped).
  if (runs("analytics")) {
    try {
      const analytics = await analyticsRuns();
      sections.push(analytics.section);
      rows.push(...analytics.rows);
    } catch (error) {
      sections.push(`## 10. Counting page views on a cached hit\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "Cached hit with ANALYTICS=on ≥ 95% of ANALYTICS=off (same run)", measured: "not measured", met: null, note: "The analytics run failed this time; see section 10." });
    }
  }

  // 11. One generated year of analytics roll-ups (no server): named in BENCH_ONLY only, as it takes long.
  if (onlySections?.has("analytics-storage")) {
    try {
      const storage = await analyticsStorageRuns();
      sections.push(storage.section);
      rows.push(...storage.rows);
    } catch (error) {
      sections.push(`## 11. Analytics storage: one generated year\n\nThe run failed: ${String(error)}`);
      rows.push({ target: "A year of 50,000 views a day < 100 MB", measured: "not measured", met: null, note: "The analytics storage run failed this time; see section 11." });
    }
  }

  if (onlySections) {
    log(`Node ${process.version}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(", ")}`);
    for (const section of sections) console.log(`\n${section}\n`);
    for (const row of rows) console.log(`${row.target}: ${row.measured} (${row.met === null ? "not measured" : row.met ? "met" : "not met"})`);
    return;
  }
  writeReport(rows, sections);
}

await runBench(main);
