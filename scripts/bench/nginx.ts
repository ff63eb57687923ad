/** nginx (one worker, sendfile) serving a folder of files: the reference section 1 measures our server against. */
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../lib/start-server";
import { workDir } from "./session";
import { startProcess, which } from "./tools";

export async function startNginx(docroot: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const prefix = path.join(workDir, "nginx");
  fs.mkdirSync(prefix, { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; application/json json; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
  }
}
`,
  );
  const url = `http://127.0.0.1:${port}`;
  // SIGQUIT: nginx's graceful stop.
  return { url, stop: await startProcess(which("nginx")!, ["-c", conf, "-p", prefix], `${url}/`, "SIGQUIT") };
}
