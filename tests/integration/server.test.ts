import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { temporaryDirectory } from "../../scripts/lib/temp-dir";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe("server", () => {
  it("answers /healthz after pinging the database", async () => {
    const response = await app.fetch("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: app.database.kind });
  });

  it("reports 503 from /healthz when the database is gone", async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await broken.fetch("/healthz");
    expect(response.status).toBe(503);
    await broken.close().catch(() => undefined);
  });

  it("keeps an idle kept-alive connection open past Node's 5-second default, so a reused one is not reset", async () => {
    const { port } = new URL(app.url);
    const socket = net.connect(Number(port), "127.0.0.1");
    let received = "";
    let closed = false;
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => (closed = true));
    const answers = () => received.split("HTTP/1.1 200").length - 1;
    const ask = () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    ask();
    await expect.poll(answers).toBe(1);
    expect(received).toMatch(/Keep-Alive: timeout=65\b/i);
    // A pause longer than Node's default keep-alive: the server must still be listening on this connection.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(closed).toBe(false);
    ask();
    await expect.poll(answers).toBe(2);
    socket.destroy();
  }, 15_000);

  it("sends the security headers, with the page's inline scripts allowed by hash, the same for every visitor", async () => {
    const first = await app.fetch("/");
    const second = await app.fetch("/");
    const csp = first.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers.get("content-security-policy")).toBe(csp);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-powered-by")).toBeNull();
    // Not strict mode (loopback), so no HSTS.
    expect(first.headers.get("strict-transport-security")).toBeNull();
    const html = await first.text();
    const scripts = [...html.matchAll(/<script(?![^>]*(?:src=|application\/ld\+json))[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of scripts) expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`);
  });

  it("gives each request an id and keeps a sane incoming one", async () => {
    const generated = await app.fetch("/healthz");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.fetch("/healthz", { headers: { "X-Request-Id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await app.fetch("/healthz", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("compresses HTML", async () => {
    const response = await app.fetch("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(["br", "gzip"]).toContain(response.headers.get("content-encoding"));
  });

  it("serves hashed assets as immutable", async () => {
    const assets = fs.readdirSync(path.resolve("build/client/assets"));
    const css = assets.find((name) => name.endsWith(".css"))!;
    const response = await app.fetch(`/assets/${css}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
  });

  it("keeps the password-strength dictionaries (zxcvbn, about 1.5 MB) on the server, out of every browser file", () => {
    // The start of @zxcvbn-ts/language-common's compressed password list, and a line of the English feedback.
    const markers = ["A123456ApasswordA12345678", "This is similar to a commonly used password"];
    const clientFiles = fs.readdirSync(path.resolve("build/client"), { recursive: true, encoding: "utf8" }).filter((name) => /\.(m?js|json)$/.test(name));
    expect(clientFiles.length).toBeGreaterThan(10);
    for (const name of clientFiles) {
      const source = fs.readFileSync(path.resolve("build/client", name), "utf8");
      for (const marker of markers) expect(source.includes(marker), `${name} holds "${marker}"`).toBe(false);
    }
    expect(fs.readFileSync(path.resolve("build/server/index.js"), "utf8")).toContain("@zxcvbn-ts/language-common");
  });

  it("serves the build's other files from the client folder, for every spelling express.static accepts", async () => {
    const image = fs.readdirSync(path.resolve("build/client/images")).find((name) => name.endsWith(".svg"))!;
    for (const pathname of ["/favicon.svg", "//favicon.svg", "/./favicon.svg", "/%66avicon.svg", `/images/${image}`]) {
      const response = await app.fetch(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("cache-control"), pathname).toBe("public, max-age=3600");
      await response.arrayBuffer();
    }
    const folder = await app.fetch("/images");
    expect(folder.status).toBe(301);
    expect(folder.headers.get("location")).toBe("/images/");
  });

  it("answers unknown routes with a branded 404", async () => {
    const response = await app.fetch("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("<header");
    expect(html).toContain("<footer");
  });

  it("sets the document title with the company suffix", async () => {
    const html = await (await app.fetch("/about")).text();
    expect(html).toContain("<title>About Us | Vyoma Technologies</title>");
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });
});

describe("the start", () => {
  it("refuses a weak ADMIN_PASSWORD as any staff password is refused: the variable and the reason, exit 1, no stack trace", async () => {
    const dataDir = temporaryDirectory("site-test-");
    try {
      const started = promisify(execFile)(process.execPath, ["build/server-main/main.mjs"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", PUBLIC_URL: "http://127.0.0.1:3999", DATA_DIR: dataDir, LOG_LEVEL: "warn", ADMIN_EMAIL: "boss@example.com", ADMIN_PASSWORD: "vyoma-technologies-1" },
        timeout: 60_000,
      });
      const failure = (await started.then(() => null, (error: unknown) => error)) as { code: number; stderr: string } | null;
      expect(failure?.code).toBe(1);
      expect(failure!.stderr.trim()).toBe(
        "Invalid configuration:\n  ADMIN_PASSWORD: This password is too easy to guess: it is made of your name, your email address or the company's name. Add words of your own.",
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
