/** Section 1: throughput and latency of cached anonymous pages, side by side with nginx serving the same bytes. */
import fs from "node:fs";
import path from "node:path";
import type { RunningServer } from "../lib/start-server";
import { startBareNode } from "./bare-node";
import { startNginx } from "./nginx";
import { fmt, type Row, type SectionResult } from "./report";
import { CONNECTIONS, log, ROUND_SECONDS, ROUNDS, workDir } from "./session";
import { get, medianRun, wrk, type Load } from "./tools";

export async function throughputRuns(site: RunningServer, pages: string[]): Promise<SectionResult> {
  const docroot = path.join(workDir, "docroot");
  fs.mkdirSync(docroot, { recursive: true });
  const files = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const response = await get(site.url + page);
    const body = Buffer.from(await response.arrayBuffer());
    const name = `page${index}.${page.startsWith("/api/") ? "json" : "html"}`;
    fs.writeFileSync(path.join(docroot, name), body);
    files.set(page, name);
  }
  fs.chmodSync(docroot, 0o755);
  const nginx = await startNginx(docroot);
  const bareNode = await startBareNode(docroot);
  log(`nginx on ${nginx.url}; ${ROUNDS} × ${ROUND_SECONDS} s per side and page at ${CONNECTIONS} connections`);
  const loadLines: string[] = [];
  let worst = { ratio: Infinity, bareRatio: 0, page: "" };
  let worstP99 = 0;
  for (const page of pages) {
    // Interleaved, so a burst of other work on the machine does not land on one side only.
    const ourRuns: Load[] = [];
    const bareRuns: Load[] = [];
    const theirRuns: Load[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ourRuns.push(wrk(site.url + page, { seconds: ROUND_SECONDS }));
      bareRuns.push(wrk(`${bareNode.url}/${files.get(page)}`, { seconds: ROUND_SECONDS }));
      theirRuns.push(wrk(`${nginx.url}/${files.get(page)}`, { seconds: ROUND_SECONDS }));
    }
    const [ours, bare, theirs] = [medianRun(ourRuns), medianRun(bareRuns), medianRun(theirRuns)];
    const ratio = ours.rps / theirs.rps;
    if (ratio < worst.ratio) worst = { ratio, bareRatio: bare.rps / theirs.rps, page };
    worstP99 = Math.max(worstP99, ours.p99);
    loadLines.push(
      `| \`${page}\` | ${fmt(ours.rps, 0)} | ${fmt(ours.p50, 2)} | ${fmt(ours.p99, 2)} | ${fmt(theirs.rps, 0)} | ${fmt(theirs.p50, 2)} | ${fmt(theirs.p99, 2)} | ${fmt(ratio * 100, 0)}% | ${fmt(bare.rps, 0)} | ${fmt((bare.rps / theirs.rps) * 100, 0)}% | ${ours.errors + bare.errors + theirs.errors} |`,
    );
    log(`${page}: ${fmt(ours.rps, 0)} req/s (p99 ${fmt(ours.p99, 2)} ms) vs nginx ${fmt(theirs.rps, 0)} req/s, bare node:http ${fmt(bare.rps, 0)}`);
  }
  await nginx.stop();
  await bareNode.stop();
  // What browsers get (they all send Accept-Encoding): informational, nginx has no per-request values to fill in.
  const browserLike = "gzip, deflate, br";
  const compressed = wrk(site.url + "/", { seconds: ROUND_SECONDS, acceptEncoding: browserLike });
  const compressedBytes = (await get(site.url + "/", { headers: { "Accept-Encoding": browserLike } })).headers.get("content-length");
  log(`/ compressed: ${fmt(compressed.rps, 0)} req/s (p99 ${fmt(compressed.p99, 2)} ms), ${compressedBytes} bytes`);
  const section =
    `## 1. Throughput and latency (cached anonymous pages, ${CONNECTIONS} connections, wrk -t2)

Same run, same machine: our server (one Node process, page cache warm, hits before Express) and
nginx (1 worker) serving the very bytes our server returned, from disk. No compression on either side (wrk sends
no Accept-Encoding). Beside them, a bare node:http server sending the same bytes from memory with two headers
(scripts/bench/bare-node.ts): the ceiling for one Node process. Each side ran ${ROUNDS} × ${ROUND_SECONDS} s per page, interleaved;
the row shows each side's median run.

| Path | ours req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | ours / nginx | bare node:http req/s | bare / nginx | errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${loadLines.join("\n")}

Compressed, as browsers ask (\`Accept-Encoding: ${browserLike}\`), \`/\` from the page cache: ${fmt(compressed.rps, 0)} req/s,
p50 ${fmt(compressed.p50, 2)} ms, p99 ${fmt(compressed.p99, 2)} ms, ${compressedBytes} bytes per answer (gzip assembled from
the page cache's stored encoding, made once per entry, docs/decisions/0018), ${compressed.errors} errors.`;
  const throughputRows: Row[] = [];
  throughputRows.push({
    target: "Cached anonymous page ≥ 60% of nginx's throughput",
    measured: `worst ${fmt(worst.ratio * 100, 0)}% (\`${worst.page}\`; bare node:http ${fmt(worst.bareRatio * 100, 0)}% there)`,
    met: worst.ratio >= 0.6,
    note:
      "A hit is one writeHead with the entry's stored headers and one end() of its stored body (server/page-cache.ts, decision 0018). The bare node:http column is one Node process's ceiling; section 7 sets nginx's proxy_cache in front of us.",
  });
  throughputRows.push({
    target: `Cached page p99 < 20 ms at ${CONNECTIONS} connections`,
    measured: `worst ${fmt(worstP99, 2)} ms`,
    met: worstP99 < 20,
    note:
      worstP99 < 20
        ? ""
        : "Measured on a shared 2-core machine where wrk, nginx and Node compete for the cores; a busy machine (see the load average above) moves p99 most.",
  });
  return { section, rows: throughputRows };
}
