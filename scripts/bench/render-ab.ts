/**
 * CPU per uncached render of one URL, for two server builds side by side in one process: `npm run build` into two
 * folders (e.g. a copy of the tree with a change), then
 *
 *   NODE_ENV=production DATA_DIR=/tmp/ab PUBLIC_URL=http://localhost:3999 npx tsx scripts/bench/render-ab.ts \
 *     build/server/index.js /tmp/other/build/server/index.js /blog/some-post
 *
 * No HTTP: React Router's handler is called as the page cache calls it for a miss. 40 alternating batches of 25
 * renders per build; the min and median per build are what to compare, since on this shared machine a single run's
 * time moves by ±30% (decision 0020 has the numbers this gave for plain chrome links).
 */
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { loadEnv } from "../../app/env.server";
import { createServices } from "../../server/services";

const [first, second, url = "/"] = process.argv.slice(2);
if (!first || !second) throw new Error("usage: render-ab.ts <build A> <build B> [path]");

const env = loadEnv();
const services = await createServices(env);
const builds = [first, second];
const handlers = await Promise.all(builds.map(async (file) => createRequestHandler((await import(file)) as ServerBuild, "production")));

async function render(handler: (typeof handlers)[number], n: number): Promise<void> {
  const context = { ...services, requestId: `ab-${n}`, clientIp: "render-ab" } as unknown as AppLoadContext;
  const response = await handler(new Request(`${env.PUBLIC_URL}${url}`), context);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
}

for (const handler of handlers) for (let n = 0; n < 100; n += 1) await render(handler, n);
const perRender: number[][] = [[], []];
for (let round = 0; round < 40; round += 1) {
  for (const [side, handler] of handlers.entries()) {
    const start = performance.now();
    for (let n = 0; n < 25; n += 1) await render(handler, n);
    perRender[side]!.push((performance.now() - start) / 25);
  }
}
for (const [side, times] of perRender.entries()) {
  times.sort((a, b) => a - b);
  console.log(`${builds[side]} ${url}: min ${times[0]!.toFixed(2)}, median ${times[20]!.toFixed(2)} ms per render`);
}
process.exit(0);
