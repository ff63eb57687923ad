/**
 * Bundles the server's own code (server/main.ts and the app modules it imports) into build/server-main/, beside the
 * React Router build, with every npm package left as an import. `npm start`, the tests' servers and the bench start
 * from this file: loading ~150 TypeScript sources through tsx's loader hooks took about 5 s of CPU per start, half of
 * a start (decision 0024). `npm run dev` still runs the sources through tsx.
 */
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  entryPoints: {
    main: "server/main.ts",
    // Started with `new Worker(new URL("./sqlite-reader.worker.mjs", import.meta.url))`: it must sit beside main.
    "sqlite-reader.worker": "app/db/sqlite-reader.worker.mjs",
  },
  outdir: "build/server-main",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  alias: { "~": "./app" },
  sourcemap: "linked",
  logLevel: "warning",
});
