/**
 * Section 8: the media library's image processing (issue 17). A 4000x3000 JPEG photo uploaded alone (the time
 * until the answer, when the cleaned full-size file and every WebP/AVIF variant are stored), then 10 such uploads
 * at once while the server's RSS is sampled. Its own server on a fresh DATA_DIR, so the baseline is the server's.
 */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { startServer } from "../lib/start-server";
import { fmt, type SectionResult } from "./report";
import { log, track, workDir } from "./session";

const CONCURRENT = 10;

/** A photo-like 4000x3000 JPEG: soft shapes with sensor-like grain (flat colours would flatter the encoders). */
async function photo(seed: number): Promise<Buffer> {
  const small = Buffer.alloc(80 * 60 * 3);
  let state = seed * 2654435761;
  const random = () => ((state = (state * 1103515245 + 12345) >>> 0) / 2 ** 32);
  for (let i = 0; i < small.length; i += 1) small[i] = Math.floor(random() * 256);
  const base = await sharp(small, { raw: { width: 80, height: 60, channels: 3 } }).resize(4000, 3000, { kernel: "cubic" }).raw().toBuffer();
  for (let i = 0; i < base.length; i += 1) base[i] = Math.max(0, Math.min(255, base[i]! + Math.floor(random() * 16) - 8));
  return sharp(base, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}

export async function mediaUploads(): Promise<SectionResult> {
  const dataDir = fs.mkdtempSync(path.join(workDir, "media-"));
  const admin = { ADMIN_EMAIL: "bench-admin@bench.example", ADMIN_PASSWORD: "bench-admin-password" };
  const site = await startServer({ dataDir, env: { ...admin, LOG_LEVEL: "warn" } });
  track(site.process);
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${site.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  try {
    const login = await fetch(`${site.url}/login`, {
      method: "POST",
      headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      redirect: "manual",
    });
    const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append("files", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
      const t0 = performance.now();
      const response = await fetch(`${site.url}/admin/media/upload`, { method: "POST", headers: { Origin: site.url, Cookie: cookie }, body: form });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - t0 };
    };
    log("media: making 4000x3000 test photos");
    const photos = await Promise.all(Array.from({ length: CONCURRENT + 1 }, (_, i) => photo(i + 1)));
    log(`media: one upload (${fmt(photos[0]!.length / 1024 / 1024, 1)} MB JPEG)`);
    // A first, small upload warms up the code paths (sharp's first call loads libvips).
    await upload(await sharp({ create: { width: 64, height: 64, channels: 3, background: "#888" } }).jpeg().toBuffer(), "warm.jpg");
    const single = await upload(photos[0]!, "single.jpg");

    await sleep(1_000);
    const before = rss();
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      for (let i = 0; sampling && i < 30_000; i += 1) {
        peak = Math.max(peak, rss());
        await sleep(20);
      }
    })();
    log(`media: ${CONCURRENT} uploads at once`);
    const t0 = performance.now();
    const results = await Promise.all(photos.slice(1).map((bytes, i) => upload(bytes, `concurrent-${i}.jpg`)));
    const all = performance.now() - t0;
    sampling = false;
    await sampler;
    const growth = peak - before;
    const ok = results.filter((result) => result.status === 201).length;
    log(`media: single ${fmt(single.ms, 0)} ms; ${ok}/${CONCURRENT} in ${fmt(all / 1000, 1)} s, RSS ${fmt(before, 0)} → ${fmt(peak, 0)} MB`);
    return {
      section: `## 8. Media library: 4000x3000 JPEG uploads

One upload of a ${fmt(photos[0]!.length / 1024 / 1024, 1)} MB 4000x3000 JPEG, answered once the cleaned full-size file
and the WebP (480, 960, 1600, 4000) and AVIF (480, 960, 1600) variants are stored: ${fmt(single.ms, 0)} ms
(status ${single.status}). Then ${CONCURRENT} at once: all answered in ${fmt(all / 1000, 1)} s (${ok} × 201; slowest
${fmt(Math.max(...results.map((r) => r.ms)) / 1000, 1)} s, as they queue for one processing slot); server RSS
sampled every 20 ms: before ${fmt(before, 1)} MB, peak ${fmt(peak, 1)} MB, growth ${fmt(growth, 1)} MB.`,
      rows: [
        {
          target: "A 4000x3000 JPEG upload processed in < 3 s",
          measured: `${fmt(single.ms / 1000, 2)} s`,
          met: single.status === 201 ? single.ms < 3_000 : null,
          note: "Full-size file + 4 WebP + 3 AVIF variants (sharp, two encodes at a time); decision 0015.",
        },
        {
          target: `${CONCURRENT} concurrent 4000x3000 uploads: growth < 256 MB`,
          measured: `${fmt(growth, 1)} MB (${ok}/${CONCURRENT} accepted, ${fmt(all / 1000, 1)} s)`,
          met: ok === CONCURRENT ? growth < 256 : null,
          note: "One image processed at a time per process; uploads wait on disk (scratch), not in memory.",
        },
      ],
    };
  } finally {
    await site.stop();
  }
}
