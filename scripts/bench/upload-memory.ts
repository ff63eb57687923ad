/** Section 4: the server's memory (RSS) under 20 concurrent 5 MB resume uploads to the careers API. */
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { RunningServer } from "../lib/start-server";
import { fmt, type SectionResult } from "./report";
import { log, root } from "./session";
import { get } from "./tools";

export async function uploadMemory(site: RunningServer): Promise<SectionResult> {
  // As the page script gets it on a visitor's first use of a form (no token is in the HTML since decision 0018).
  const { token } = (await (await get(`${site.url}/api/form-token`)).json()) as { token?: string };
  const positions = (await (await get(`${site.url}/api/positions`)).json()) as Array<{ id: number; title: string }>;
  if (!token || positions.length === 0) throw new Error("no form token or position for the upload run");
  log("waiting 3.5 s so the form token passes the minimum fill time");
  await sleep(3_500);
  const pdf = fs.readFileSync(path.join(root, "tests/fixtures/resume.pdf"));
  const resume = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 - pdf.length - 1024, 0x20)]);
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${site.process.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  // Let the load runs' garbage settle first.
  await sleep(1_000);
  const before = rss();
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    for (let i = 0; sampling && i < 6_000; i += 1) {
      peak = Math.max(peak, rss());
      await sleep(10);
    }
  })();
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async (_, n) => {
      const form = new FormData();
      const fields = {
        name: `Bench Applicant ${n}`,
        email: `bench${n}@example.com`,
        phone: "+91 98765 43210",
        experience: "4",
        currentCompany: "Bench Labs",
        expectedSalary: "18",
        noticePeriod: "30",
        positionId: String(positions[0]!.id),
        position: positions[0]!.title,
        website: "",
        formToken: token,
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append("resume", new Blob([new Uint8Array(resume)], { type: "application/pdf" }), `bench-${n}.pdf`);
      const response = await fetch(`${site.url}/api/careers/apply`, {
        method: "POST",
        // Distinct addresses (the proxy header is trusted from loopback) so the per-address limit does not answer 429.
        headers: { Origin: site.url, "X-Forwarded-For": `10.9.${Math.floor(n / 200)}.${(n % 200) + 1}` },
        body: form,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  await sleep(200);
  sampling = false;
  await sampler;
  const growth = peak - before;
  const ok = statuses.filter((status) => status === 201).length;
  log(`uploads: ${ok}/20 accepted, RSS ${fmt(before, 0)} → peak ${fmt(peak, 0)} MB`);
  return {
    section: `## 4. Memory under 20 concurrent 5 MB resume uploads

RSS of the server process sampled every 10 ms: before ${fmt(before, 1)} MB, peak ${fmt(peak, 1)} MB, growth
${fmt(growth, 1)} MB. Statuses: ${ok} × 201 of 20 (${[...new Set(statuses)].join(", ")}).`,
    rows: [
      {
        target: "20 concurrent 5 MB uploads: growth < 64 MB",
        measured: `${fmt(growth, 1)} MB (${ok}/20 accepted)`,
        met: ok === 20 ? growth < 64 : null,
        note: ok === 20 ? (growth < 64 ? "Resumes are streamed to disk (busboy), never held whole in memory." : "Find what holds upload bytes in memory.") : "Not every upload was accepted, so the figure is not the target's.",
      },
    ],
  };
}

