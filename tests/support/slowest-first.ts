import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Starts the slowest test files first, across both projects, so the workers finish together instead of one long
 * browser file running alone at the end. A file's time comes from Vitest's own cache of the last run on this
 * machine, else from tests/durations.json (committed, so a fresh clone and CI start in a good order), else a
 * guess from its size. `npm test` prints the slowest files; refresh the committed list when they change a lot
 * (docs/testing.md).
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  private readonly committed: Record<string, number> = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../durations.json"), "utf8"));

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = new Map(files.map((file) => [file, this.estimate(file)]));
    return [...files].sort((a, b) => seconds.get(b)! - seconds.get(a)!);
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
