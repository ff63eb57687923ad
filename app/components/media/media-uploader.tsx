import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useRevalidator } from "react-router";
import { useUpload } from "~/components/careers/use-upload";
import { Button } from "~/components/ui/button";
import { MEDIA_TYPES, mediaMessages } from "~/modules/media/media.schema";

/** The one upload endpoint of the library (the Media page and the editor's picker both send here). */
const UPLOAD_ENDPOINT = "/admin/media/upload";

/** Files sent side by side; the rest wait (the server makes one image's variants at a time anyway). */
const PARALLEL_UPLOADS = 2;

interface Queued {
  key: string;
  file: File;
}

/**
 * A batch of files sent one by one to the library's upload endpoint, two at a time, each with its own progress
 * and answer (`list`); `onBatchDone` runs when the last one settles. The Media page and the editor's picker share it.
 */
export function useUploadBatch(onBatchDone: () => void): { start(files: File[]): void; busy: boolean; list: ReactNode } {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [finished, setFinished] = useState(0);
  const done = useRef(onBatchDone);
  done.current = onBatchDone;

  useEffect(() => {
    // Only when the last file of a batch settles.
    if (queue.length > 0 && finished === queue.length) done.current();
  }, [finished, queue.length]);

  const start = useCallback((files: File[]) => {
    const batch = Date.now();
    setQueue(files.map((file, index) => ({ key: `${batch}-${index}`, file })));
    setFinished(0);
  }, []);
  const settled = useCallback(() => setFinished((count) => count + 1), []);

  const list = queue.length ? (
    <ul aria-label="Uploads" className="mt-5 space-y-3">
      {queue.map((item, index) => (
        <UploadRow key={item.key} file={item.file} start={index < finished + PARALLEL_UPLOADS} onSettled={settled} />
      ))}
    </ul>
  ) : null;
  return { start, busy: queue.length > 0 && finished < queue.length, list };
}

/**
 * The upload form. Without JavaScript it is a plain multi-file form (the page's action stores every file, and
 * answers 400 "Choose a file to upload." when none was chosen). With it, each chosen file is sent on its own with
 * a progress bar and its own answer, and the list is reloaded when all are done; with none chosen, no request.
 */
export function MediaUploader() {
  const input = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const [choose, setChoose] = useState<string | null>(null);
  const { start, busy, list } = useUploadBatch(() => void revalidator.revalidate());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      setChoose(mediaMessages.noFile);
      input.current?.focus();
      return;
    }
    setChoose(null);
    start(files);
    if (input.current) input.current.value = "";
  }

  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <form method="post" encType="multipart/form-data" onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="media-files" className="block text-sm font-medium text-ink">
            Images to upload
          </label>
          <input
            ref={input}
            id="media-files"
            type="file"
            name="files"
            multiple
            accept={MEDIA_TYPES.join(",")}
            aria-describedby={choose ? "media-files-hint media-files-error" : "media-files-hint"}
            aria-invalid={choose ? true : undefined}
            className="mt-1 block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <p id="media-files-hint" className="mt-1 text-xs text-slate-600">
            Choose several at once. SVG is not accepted.
          </p>
        </div>
        <Button type="submit" disabled={busy} className="self-start sm:self-auto">
          {busy ? "Uploading..." : "Upload"}
        </Button>
      </form>
      {choose ? (
        <p id="media-files-error" role="alert" className="mt-3 text-sm text-red-700">
          {choose}
        </p>
      ) : null}
      {list}
    </div>
  );
}

function UploadRow({ file, start, onSettled }: { file: File; start: boolean; onSettled(): void }) {
  const { state, send } = useUpload(UPLOAD_ENDPOINT);
  const sent = useRef(false);
  useEffect(() => {
    if (!start || sent.current) return;
    sent.current = true;
    const body = new FormData();
    body.append("files", file);
    void send(body).then(onSettled);
  }, [start, file, send, onSettled]);

  const percent = state.phase === "sending" && state.progress !== null ? Math.round(state.progress * 100) : state.phase === "done" ? 100 : 0;
  const status =
    state.phase === "idle"
      ? "Waiting"
      : state.phase === "sending"
        ? percent >= 100
          ? "Processing..."
          : `Uploading ${percent}%`
        : state.phase === "done"
          ? "Uploaded"
          : (state.body?.error ?? (state.status === 0 ? "The connection failed. Please try again." : "The upload failed. Please try again."));
  return (
    <li className="text-sm">
      <div className="flex flex-wrap justify-between gap-2">
        <span className="min-w-0 truncate font-medium text-ink">{file.name}</span>
        <span role={state.phase === "failed" ? "alert" : undefined} className={state.phase === "failed" ? "text-red-700" : "text-slate-600"}>
          {status}
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-label={`Upload of ${file.name}`}
        className={`mt-1 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-100 ${
          state.phase === "failed" ? "[&::-webkit-progress-value]:bg-red-600" : "[&::-webkit-progress-value]:bg-brand-600"
        }`}
      />
    </li>
  );
}
