import path from "node:path";
import type { Env } from "~/env.server";
import { localDiskStorage, uploadsFolder, type FileStorage } from "./file-storage.server";
import { parseStorageUrl, s3Storage } from "./s3-storage.server";

/** The backend the configuration names: an object store for STORAGE_URL=s3://..., otherwise DATA_DIR/uploads. */
export function createStorage(env: Pick<Env, "STORAGE_URL" | "DATA_DIR">): FileStorage {
  return env.STORAGE_URL ? s3Storage(parseStorageUrl(env.STORAGE_URL)) : localDiskStorage(uploadsFolder(env.DATA_DIR));
}

/** This instance's own scratch folder (uploads being checked before they become media); never shared, never served. */
export function scratchStorage(env: Pick<Env, "DATA_DIR">): FileStorage {
  return localDiskStorage(path.join(env.DATA_DIR, "scratch"));
}
