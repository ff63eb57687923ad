import fs from "node:fs";
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
