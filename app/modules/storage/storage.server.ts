import type { Env } from "~/env.server";
import { localDiskStorage, uploadsFolder, type FileStorage } from "./file-storage.server";
import { parseStorageUrl, s3Storage } from "./s3-storage.server";

/** The backend the configuration names: an object store for STORAGE_URL=s3://..., otherwise DATA_DIR/uploads. */
export function createStorage(env: Pick<Env, "STORAGE_URL" | "DATA_DIR">): FileStorage {
  return env.STORAGE_URL ? s3Storage(parseStorageUrl(env.STORAGE_URL)) : localDiskStorage(uploadsFolder(env.DATA_DIR));
}
