import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Runs each project's files together, slowest first, the project with the slowest file first, so the workers finish
 * together instead of one long browser file running alone at the end. Together, because Vitest hands a worker the next
 * file only when it belongs to the same project (`isEqualRunner`): a worker whose next file is another project's is
 * stopped and a new one started, which imports the app, playwright-core and axe again and launches its own Chromium.
 * Sorted slowest first across projects, the queue switched project at almost every file: 30 integration files on
 * SQLite and PostgreSQL took 297 CPU-s (import 100 s) in one run against 71 + 75 CPU-s run apart (2026-11-28).
 * A file's time comes from Vitest's own cache of the last run on this machine, else from tests/durations.json
 * (committed, so a fresh clone and CI start in a good order), else a guess from its size. `npm test` prints the
 * slowest files; refresh the committed list when they change a lot (docs/testing.md).
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  private readonly committed: Record<string, number> = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../durations.json"), "utf8"));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = new Map(files.map((file) => [file, this.estimate(file)]));
    const slowestOfProject = new Map<string, number>();
    for (const [file, estimate] of seconds) {
      slowestOfProject.set(file.project.name, Math.max(estimate, slowestOfProject.get(file.project.name) ?? 0));
    }
    const projectRank = (file: TestSpecification) => slowestOfProject.get(file.project.name)!;
    return [...files].sort(
      (a, b) => projectRank(b) - projectRank(a) || a.project.name.localeCompare(b.project.name) || seconds.get(b)! - seconds.get(a)!,
    );
  }

  private estimate(file: TestSpecification): number {
    const relative = path.relative(this.ctx.config.root, file.moduleId);
    const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${relative}`);
    if (cached && !cached.failed && cached.duration > 0) return cached.duration / 1000;
    const committed = this.committed[relative];
    if (committed !== undefined) return committed;
    // An unknown file: about a second per kilobyte of a browser test, a tenth of that for the rest.
    const kilobytes = (this.ctx.cache.getFileStats(`${file.project.name}:${relative}`)?.size ?? 4096) / 1024;
    return relative.startsWith("tests/e2e/") ? kilobytes : kilobytes / 10;
  }
}
