import type { Readable } from "node:stream";
import type { S3Client, S3ClientConfig } from "@aws-sdk/client-s3";
import { checkStorageKey, generatedKey, type FileStorage } from "./file-storage.server";

const DEFAULT_TIMEOUT_SECONDS = 10;

export interface S3Location {
  bucket: string;
  /** Objects live under this prefix inside the bucket ("" for the bucket's root). */
  prefix: string;
  client: S3ClientConfig;
}

/**
 * `s3://bucket[/prefix]?endpoint=https://...&region=auto&forcePathStyle=true` (AWS S3, Cloudflare R2, MinIO, ...).
 * Credentials are not in the URL: the SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (or a profile, or an
 * instance role) as every AWS tool does. `timeout` (seconds, default 10) bounds connecting and each silence of a
 * request: a store that hangs becomes a 503 for the visitor (app/db/unavailable.server.ts), not a request that
 * never ends.
 */
export function parseStorageUrl(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== "s3:" || !url.hostname) throw new Error("must look like s3://bucket?endpoint=https://...&region=...");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error("endpoint must be an http(s) URL");
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  const timeout = Number(url.searchParams.get("timeout") ?? DEFAULT_TIMEOUT_SECONDS);
  if (!(timeout > 0 && timeout <= 300)) throw new Error("timeout must be a number of seconds between 0 and 300");
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : "",
    client: {
      endpoint,
      region: url.searchParams.get("region") ?? process.env.AWS_REGION ?? "us-east-1",
      forcePathStyle: url.searchParams.get("forcePathStyle") === "true",
      // Two attempts: a retry rides out one dropped connection; more would keep the visitor waiting on a dead store.
      maxAttempts: 2,
      // Without throwOnRequestTimeout the SDK only logs a warning and keeps waiting.
      requestHandler: { connectionTimeout: timeout * 1000, requestTimeout: timeout * 1000, throwOnRequestTimeout: true },
    },
  };
}

/**
 * The object-store backend. Bodies are bounded by the caller (a resume is cut off at 5 MB while it streams, a
 * media variant is a buffer), so `put` gathers the stream and sends it with its length in one PutObject: no
 * multipart-upload bookkeeping to clean up after a failure. The bucket stays private; public media are read
 * through our /media route, or straight from a CDN/bucket policy on the `media/` prefix (MEDIA_PUBLIC_URL).
 */
export function s3Storage(location: S3Location): FileStorage {
  // The SDK (about 1 MB of JavaScript) is loaded at the first use, not at every start of a server that stores on disk.
  let loading: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const connect = () =>
    (loading ??= import("@aws-sdk/client-s3").then((sdk) => ({ sdk, client: new sdk.S3Client(location.client) })));
  const objectKey = (key: string) => location.prefix + checkStorageKey(key);

  async function send(key: string, body: Buffer, contentType: string, cacheControl?: string) {
    const { sdk: { PutObjectCommand }, client } = await connect();
    await client.send(
      new PutObjectCommand({
        Bucket: location.bucket,
        Key: objectKey(key),
        Body: body,
        ContentLength: body.length,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  }

  return {
    kind: "s3",
    async put(source, { prefix = "files" } = {}) {
      const key = generatedKey(prefix);
      const chunks: Buffer[] = [];
      for await (const chunk of source as AsyncIterable<Buffer>) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      await send(key, body, "application/octet-stream", "private, no-store");
      return { key, size: body.length };
    },

    async write(key, body, { contentType, cacheControl }) {
      await send(key, body, contentType, cacheControl);
    },

    async open(key) {
      const { sdk: { GetObjectCommand, NoSuchKey }, client } = await connect();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },

    async remove(key) {
      const { sdk: { DeleteObjectCommand }, client } = await connect();
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
  };
}
