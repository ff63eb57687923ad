import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { defineConfig, type Plugin } from "vite";

/** Writes .br (quality 11) and .gz (level 9) twins of the browser build's JS, CSS and SVG (server/precompressed-assets.ts). */
function precompress(): Plugin {
  return {
    name: "vyoma-precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const dir = path.join(options.dir ?? "build/client", "assets");
      if (!fs.existsSync(dir)) return;
      await Promise.all(
        fs
          .readdirSync(dir)
          .filter((name) => /\.(js|css|svg)$/.test(name))
          .map(async (name) => {
            const data = await fs.promises.readFile(path.join(dir, name));
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              new Promise<Buffer>((resolve, reject) =>
                zlib.brotliCompress(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }, (e, out) => (e ? reject(e) : resolve(out))),
              ),
              new Promise<Buffer>((resolve, reject) => zlib.gzip(data, { level: 9 }, (e, out) => (e ? reject(e) : resolve(out)))),
            ]);
            await fs.promises.writeFile(path.join(dir, `${name}.br`), br);
            await fs.promises.writeFile(path.join(dir, `${name}.gz`), gz);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompress()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Bundled into the server build, so only the icons the pages use are in it: left as imports, every server start
  // parsed all of simple-icons (5 MB) and lucide-react (1.3 MB) for a handful of icons.
  ssr: { noExternal: ["simple-icons", "lucide-react"] },
});
