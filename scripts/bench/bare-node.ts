/**
 * A bare node:http server sending a folder's files from memory with two headers (and `.gz` siblings when gzip is
 * asked): the ceiling for one Node process, set beside our server and nginx in sections 1 and 7.
 */
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../lib/start-server";
import { workDir } from "./session";
import { startProcess } from "./tools";

const SCRIPT = `import fs from "node:fs";
import http from "node:http";
import path from "node:path";
const [docroot, port] = process.argv.slice(2);
const files = new Map(fs.readdirSync(docroot).map((name) => ["/" + name, fs.readFileSync(path.join(docroot, name))]));
http.createServer((req, res) => {
  const body = files.get(req.url);
  if (!body) return void res.writeHead(404).end();
  const gzipped = /\\bgzip\\b/.test(req.headers["accept-encoding"] ?? "") ? files.get(req.url + ".gz") : undefined;
  const type = req.url.endsWith(".json") ? "application/json" : "text/html; charset=utf-8";
  const headers = ["Content-Type", type, "Content-Length", String((gzipped ?? body).length)];
  res.writeHead(200, gzipped ? [...headers, "Content-Encoding", "gzip", "Vary", "Accept-Encoding"] : headers);
  res.end(gzipped ?? body);
}).listen(Number(port), "127.0.0.1");
`;

export async function startBareNode(docroot: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const script = path.join(workDir, "bare-node.mjs");
  fs.writeFileSync(script, SCRIPT);
  const url = `http://127.0.0.1:${port}`;
  return { url, stop: await startProcess(process.execPath, [script, docroot, String(port)], url) };
}
