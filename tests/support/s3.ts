import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** STORAGE_URL for the server or createStorage(): path-style, this endpoint, the test bucket. */
  storageUrl: string;
  endpoint: string;
  bucket: string;
  /** AWS_* variables the SDK reads (s3rver accepts these fixed credentials). */
  credentials: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver, objects in a temporary folder) on a free loopback port, with one bucket.
 * Used by the storage suite, the media tests and the two-instance test, so the S3 backend is exercised over HTTP
 * with signed requests, as against AWS, R2 or MinIO.
 */
export async function startTestS3(bucket = "site-test"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_REGION: "us-east-1" };
  // The SDK in this process (storage tests) reads them from the environment too.
  Object.assign(process.env, credentials);
  return {
    storageUrl: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    endpoint,
    bucket,
    credentials,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type StoreFault = "none" | "server-error" | "hang";

export interface FaultyStore {
  /** STORAGE_URL through the proxy, with a 1 s timeout so a hanging store fails fast. */
  storageUrl: string;
  /** What the proxy does with the next requests: pass them on, answer 503 SlowDown, or never answer. */
  fault: StoreFault;
  /** Stops listening: the store is unreachable (ECONNREFUSED). */
  goDown(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback proxy in front of a real store (s3rver) that can be made to fail the ways an object store fails in
 * production: a 5xx answer, silence, or nothing listening. Requests are passed on unchanged (the signature still
 * holds: the Host header is forwarded as signed).
 */
export async function startFaultyStore(target: TestS3Server): Promise<FaultyStore> {
  const targetUrl = new URL(target.endpoint);
  const server = http.createServer((req, res) => {
    if (store.fault === "hang") return; // closed by goDown() or close()
    if (store.fault === "server-error") {
      req.resume();
      res.writeHead(503, { "Content-Type": "application/xml" });
      return void res.end("<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>");
    }
    const forwarded = http.request(
      { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const goDown = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const store: FaultyStore = {
    storageUrl: `s3://${target.bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true&timeout=1`,
    fault: "none",
    goDown,
    close: async () => {
      if (server.listening) await goDown();
    },
  };
  return store;
}
