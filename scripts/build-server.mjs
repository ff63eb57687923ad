/**
 * Bundles the server's own code (server/main.ts and the app modules it imports) into build/server-main/, beside the
 * React Router build, with every npm package left as an import. `npm start`, the tests' servers and the bench start
 * from this file: loading ~150 TypeScript sources through tsx's loader hooks took about 5 s of CPU per start, half of
 * a start (decision 0024). `npm run dev` still runs the sources through tsx.
 * The icon sets are the exception, bundled so that only the icons in use are kept: as imports, every start parsed all
 * of simple-icons (5 MB) for a handful of brand marks (vite.config.ts does the same for the React Router build).
 */
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bundledPackages = new Set(["simple-icons", "lucide-react"]);
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const externalPackages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  .filter((name) => !bundledPackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);

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
  external: externalPackages,
  alias: { "~": "./app" },
  sourcemap: "linked",
  // Stack traces need the mappings only; the sources (6 MB with the icon set) would be read at every start.
  sourcesContent: false,
  logLevel: "warning",
});
