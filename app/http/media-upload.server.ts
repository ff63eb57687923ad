import { buffer } from "node:stream/consumers";
import type { AppLoadContext } from "react-router";
import { MEDIA_MAX_BYTES, MEDIA_MAX_FILES, MEDIA_TYPES, mediaMessages, type MediaItem } from "~/modules/media/media.schema";
import { uploadMedia } from "~/modules/media/media.server";
import { fail, succeed, type Failure, type Result } from "~/modules/result";
import { scratchStorage } from "~/modules/storage/storage.server";
import { readMultipartForm, type FileRule } from "./multipart.server";

export const mediaUploadRule: FileRule = {
  field: "files",
  prefix: "media-uploads",
  maxBytes: MEDIA_MAX_BYTES,
  maxFiles: MEDIA_MAX_FILES,
  types: MEDIA_TYPES,
  messages: { tooLarge: mediaMessages.tooLarge, wrongType: mediaMessages.wrongType, tooMany: mediaMessages.tooMany },
};

export interface MediaUploadOutcome {
  added: MediaItem[];
  /** Files refused one by one (not an accepted type, too large, unreadable, too many pixels), each message naming its file. */
  refused: Failure[];
}

/**
 * Images as both doors receive them (the admin page's plain form, several files; its script, one file a request):
 * streamed to this instance's scratch folder and judged by content while they arrive (a file of the wrong type or
 * over 20 MB is left out and named; the others are kept), then each one made into a library image. When every file
 * is refused the answer is the first refusal.
 */
export async function receiveMediaUploads(context: AppLoadContext, request: Request, uploadedBy: string): Promise<Result<MediaUploadOutcome>> {
  const scratch = scratchStorage(context.env);
  const upload = await readMultipartForm(request, scratch, mediaUploadRule);
  if (!upload.ok) return upload;
  const { files, refused } = upload.value;
  if (files.length === 0 && refused.length === 0) return fail("invalid", mediaMessages.noFile, { fieldErrors: { files: mediaMessages.noFile } });
  const outcome: MediaUploadOutcome = { added: [], refused: [...refused] };
  try {
    for (const file of files) {
      const opened = await scratch.open(file.key);
      if (!opened) continue;
      const bytes = await buffer(opened.stream);
      await scratch.remove(file.key);
      const result = await uploadMedia(context, { name: file.name, bytes, uploadedBy });
      if (result.ok) outcome.added.push(result.value);
      else outcome.refused.push(result);
    }
  } finally {
    await Promise.all(files.map((file) => scratch.remove(file.key)));
  }
  return outcome.added.length === 0 && outcome.refused[0] ? outcome.refused[0] : succeed(outcome);
}
