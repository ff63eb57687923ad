// npx tsx scripts/bench/profile-packages.ts <file.cpuprofile> [--until-ms N]
// Self time of a V8 CPU profile (`node --cpu-prof`) summed per npm package (or our bundles, or Node's internals),
// largest first: where a server start spends its CPU (issue 38, scripts/bench/server-start.ts measures the total).
// `--until-ms` counts only the samples taken in the first N ms of the profile (e.g. up to `LISTENING`).
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ options: { "until-ms": { type: "string" } }, allowPositionals: true });
const file = positionals[0];
if (!file) throw new Error("name a .cpuprofile file");

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

/** The package a script belongs to: `node_modules/<name>` (scoped names whole), our bundles, or Node itself. */
function owner(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return `(${functionName || "native"})`.replace(/^\(\((.*)\)\)$/, "($1)");
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith("node:")) return "node (internals)";
  const built = url.match(/build\/(server-main|server)\//);
  if (built) return `build/${built[1]}`;
  return url;
}

const owners = new Map(profile.nodes.map((node) => [node.id, owner(node)]));
const untilUs = values["until-ms"] ? Number(values["until-ms"]) * 1000 : Infinity;
const selfUs = new Map<string, number>();
let elapsedUs = 0;
let totalUs = 0;
profile.samples.forEach((nodeId, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsedUs += delta;
  if (elapsedUs > untilUs) return;
  const name = owners.get(nodeId)!;
  selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
  totalUs += delta;
});
console.log(`${(totalUs / 1000).toFixed(0)} ms sampled`);
for (const [name, us] of [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
  console.log(`${(us / 1000).toFixed(0).padStart(6)} ms  ${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${name}`);
}
