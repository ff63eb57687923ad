/**
 * Section 12 (BENCH_ONLY=home-render): an uncached render of the home page from the database (a page of blocks,
 * decision 0054) against the render from code it replaced, in the same run (issue 34). The code side is the build
 * of the last commit whose home route drew app/content/home.ts (BENCH_HOME_CODE_REF, default 31c57f3), made from
 * `git archive` in the bench's work folder; the database side is this tree's build. Both run in one process,
 * alternating, against one database (render-ab.ts: React Router's handler called as a page cache miss calls it, no
 * HTTP); the medians per render are compared.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fmt, type SectionResult } from "./report";
import { log, root, workDir } from "./session";

const CODE_REF = process.env.BENCH_HOME_CODE_REF ?? "31c57f3";

/** The server build of `ref` (its own sources, the shared node_modules). */
export function buildCommit(ref: string): string {
  const dir = path.join(workDir, `home-code-${ref}`);
  fs.mkdirSync(dir, { recursive: true });
  log(`home render: building ${ref} from git archive in ${dir}`);
  const archive = execFileSync("git", ["archive", "--format=tar", ref], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return path.join(dir, "build/server/index.js");
}

/** "…/index.js /: min 4.10, median 4.52 ms per render" lines of render-ab.ts, per build. */
export function parseRenderTimes(output: string, builds: string[]): Array<{ min: number; median: number }> {
  return builds.map((build) => {
    const line = output.split("\n").find((candidate) => candidate.startsWith(`${build} `));
    const match = line?.match(/min ([\d.]+), median ([\d.]+) ms per render/);
    if (!match) throw new Error(`render-ab printed no times for ${build}:\n${output}`);
    return { min: Number(match[1]), median: Number(match[2]) };
  });
}

export async function homeRenderRuns(dataDir: string): Promise<SectionResult> {
  const fromCode = buildCommit(CODE_REF);
  const fromDatabase = path.join(root, "build/server/index.js");
  log("home render: 40 alternating batches of 25 uncached renders of / per build");
  const output = execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/render-ab.ts"), fromCode, fromDatabase, "/"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3999", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  const [code, database] = parseRenderTimes(output, [fromCode, fromDatabase]) as [{ min: number; median: number }, { min: number; median: number }];
  const ratio = database.median / code.median;
  const section = [
    "## 12. The home page from the database against the home page from code",
    "",
    `An uncached render of \`/\` (React Router's handler as a page cache miss calls it, no HTTP), in one process, 40 alternating batches of 25 renders per side, one database. "From code": the build of ${CODE_REF}, whose home route drew app/content/home.ts (the figures, projects and team were already collections); "from the database": this build, the home page a stored page of blocks (decision 0054).`,
    "",
    "| render of / | min ms | median ms |",
    "|---|---|---|",
    `| from code (${CODE_REF}) | ${fmt(code.min, 2)} | ${fmt(code.median, 2)} |`,
    `| from the database | ${fmt(database.min, 2)} | ${fmt(database.median, 2)} |`,
    "",
    `Ratio of the medians (database / code): **${fmt(ratio, 2)}**.`,
  ].join("\n");
  // No target: issue 34 asks for the ratio, printed in the section.
  return { section, rows: [] };
}
