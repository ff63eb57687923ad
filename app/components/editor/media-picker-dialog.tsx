import { ExternalLink, ImageOff, ImageUp, LoaderCircle, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { controlClass } from "~/components/ui/field";
import { useUploadBatch } from "~/components/media/media-uploader";
import { MEDIA_TYPES } from "~/modules/media/media.schema";
import { fetchMediaPage, MEDIA_PAGE, mediaName, type MediaItem, type MediaResult } from "./media-library";

interface MediaPickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** "insert": an image in the post's text, which needs alt text; "cover": the post's Image URL. */
  purpose: "insert" | "cover";
  onChoose(item: MediaItem, alt: string): void;
  /** Where focus goes as the dialog closes (true: placed); by default back to what opened it. */
  focusOnClose?(): boolean;
}

const SEARCH_DEBOUNCE_MS = 250;

/**
 * Chooses an image from the media library (GET /admin/media.json): upload new ones without leaving (issue 32), search,
 * pages, then a confirm step.
 */
export default function MediaPickerDialog({ open, onOpenChange, purpose, onChoose, focusOnClose }: MediaPickerDialogProps) {
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [result, setResult] = useState<MediaResult | null>(null);
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const lastPicked = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult(null);
      fetchMediaPage(query.trim(), page, controller.signal).then(setResult, () => undefined);
    }, reload === 0 && page === 1 && query === "" ? 0 : SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, page, reload]);

  function changeOpen(next: boolean) {
    if (!next) setSelected(null);
    onOpenChange(next);
  }

  const title = purpose === "insert" ? "Insert an image from the library" : "Choose a cover image from the library";
  return (
    <Dialog open={open} onOpenChange={changeOpen} title={title} size="max-w-3xl" focusOnClose={focusOnClose} description={<LibraryLinks onRefresh={() => setReload((n) => n + 1)} />}>
      {selected ? (
        <ConfirmStep
          item={selected}
          purpose={purpose}
          onBack={() => setSelected(null)}
          onConfirm={(alt) => {
            setSelected(null);
            onChoose(selected, alt);
          }}
        />
      ) : (
        <div className="space-y-4">
          <PickerUpload
            onUploaded={() => {
              // The new images are the newest: the first page of the whole library shows them.
              setQuery("");
              setPage(1);
              setReload((n) => n + 1);
            }}
          />
          <form role="search" onSubmit={(event) => stopForm(event)}>
            <label className="block text-sm font-medium text-ink" htmlFor="media-search">
              Search images
            </label>
            <input
              id="media-search"
              type="search"
              className={controlClass}
              placeholder="File name, title or alt text"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(1);
              }}
            />
          </form>
          <LibraryResults
            result={result}
            query={query.trim()}
            lastPicked={lastPicked.current}
            onPick={(item) => {
              lastPicked.current = item.id;
              setSelected(item);
            }}
            onPage={setPage}
            onRetry={() => setReload((n) => n + 1)}
          />
        </div>
      )}
    </Dialog>
  );
}

/** Forms inside the dialog are portalled, but React still bubbles their submit to the post form: stop it here. */
function stopForm(event: FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Upload inside the picker: choose files or drop them here; each goes to the library's one upload endpoint (the
 * Media page's, content checked there) with its own progress and answer, then the list shows the new images.
 */
function PickerUpload({ onUploaded }: { onUploaded(): void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { start, busy, list } = useUploadBatch(onUploaded);
  function take(files: FileList | null | undefined) {
    const chosen = [...(files ?? [])];
    if (chosen.length) start(chosen);
    if (input.current) input.current.value = "";
  }
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!busy) take(event.dataTransfer.files);
      }}
      className={`rounded-lg border-2 border-dashed p-4 ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
    >
      <label htmlFor={`${id}-files`} className="flex items-center gap-2 text-sm font-medium text-ink">
        <ImageUp aria-hidden="true" className="size-4" /> Upload new images
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
        Choose files or drop them here. They join the library and appear first in the list below. SVG is not accepted.
      </p>
      <input
        ref={input}
        id={`${id}-files`}
        type="file"
        multiple
        accept={MEDIA_TYPES.join(",")}
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={(event) => take(event.currentTarget.files)}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
      />
      {list}
    </div>
  );
}

function LibraryLinks({ onRefresh }: { onRefresh(): void }) {
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span>Titles, captions and deleting are on the Media page.</span>
      <a href={MEDIA_PAGE} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-800">
        Media page <span className="sr-only">(opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <button type="button" onClick={onRefresh} className="inline-flex items-center gap-1 rounded-md font-semibold text-brand-700 underline hover:text-brand-800">
        <RefreshCw aria-hidden="true" className="size-4" /> Refresh
      </button>
    </span>
  );
}

interface LibraryResultsProps {
  result: MediaResult | null;
  query: string;
  lastPicked: string | null;
  onPick(item: MediaItem): void;
  onPage(page: number): void;
  onRetry(): void;
}

function LibraryResults({ result, query, lastPicked, onPick, onPage, onRetry }: LibraryResultsProps) {
  if (!result) {
    return (
      <p role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> Loading images...
      </p>
    );
  }
  if (!result.ok) {
    return (
      <div role="alert" className="flex min-h-40 flex-col items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800">
        <TriangleAlert aria-hidden="true" className="size-6" />
        <p>{result.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          <RefreshCw aria-hidden="true" className="size-4" /> Try again
        </Button>
      </div>
    );
  }
  const { items, page, pageCount } = result.value;
  if (items.length === 0) {
    return (
      <div role="status" className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
        <ImageOff aria-hidden="true" className="size-6" />
        {query ? <p>{`No images match "${query}".`}</p> : <p>The library has no images yet. Upload one above.</p>}
      </div>
    );
  }
  return (
    <div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Images">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              autoFocus={item.id === lastPicked}
              className="group block w-full overflow-hidden rounded-lg border border-slate-200 text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img src={item.thumbnailUrl} alt="" width={item.width || undefined} height={item.height || undefined} loading="lazy" className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              <span className="block truncate px-2 pt-1.5 text-xs font-medium text-ink">{mediaName(item)}</span>
              <span className="block px-2 pb-1.5 text-xs text-slate-600">{`${item.width} × ${item.height}${item.alt ? "" : " · no alt text"}`}</span>
            </button>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label="Library pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className="text-slate-600">{`Page ${page} of ${pageCount}`}</span>
          <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

interface ConfirmStepProps {
  item: MediaItem;
  purpose: "insert" | "cover";
  onBack(): void;
  onConfirm(alt: string): void;
}

/**
 * The insert step: alt text prefilled from the library; without it the image cannot go into the post, unless it is
 * marked decorative, which writes alt="" (screen readers skip it; the accessibility check reads it so, decision 0032).
 */
function ConfirmStep({ item, purpose, onBack, onConfirm }: ConfirmStepProps) {
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(false);
  const id = useId();
  const missingAlt = purpose === "insert" && !decorative && alt.trim() === "";
  const name = mediaName(item);
  return (
    <form
      className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]"
      onSubmit={(event) => {
        stopForm(event);
        if (!missingAlt) onConfirm(decorative ? "" : alt.trim());
      }}
    >
      <img src={item.thumbnailUrl} alt="" width={item.width || undefined} height={item.height || undefined} className="h-auto max-h-72 w-full rounded-lg bg-slate-100 object-contain" />
      <div className="space-y-4">
        <div>
          <p className="font-semibold text-ink">{name}</p>
          <p className="text-sm text-slate-600">{`${item.filename} · ${item.width} × ${item.height} px`}</p>
          {item.caption ? <p className="mt-1 text-sm text-slate-600">{item.caption}</p> : null}
        </div>
        {purpose === "insert" ? (
          <div>
            <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-ink">
              Alt text
            </label>
            <textarea
              id={`${id}-alt`}
              rows={3}
              autoFocus
              className={`${controlClass} disabled:cursor-not-allowed disabled:bg-slate-100`}
              value={alt}
              disabled={decorative}
              maxLength={500}
              aria-describedby={missingAlt ? `${id}-warning` : `${id}-hint`}
              aria-invalid={missingAlt || undefined}
              onChange={(event) => setAlt(event.target.value)}
              // Alt text is one line: Enter inserts the image, as in the other dialogs' single fields.
              onKeyDown={(event) => {
                if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }}
            />
            {missingAlt ? (
              <p id={`${id}-warning`} className="mt-1 flex gap-1.5 text-sm text-red-700">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {`"${name}" has no alt text. Describe the image for readers who cannot see it, then insert it (or mark it decorative).`}
              </p>
            ) : (
              <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
                {decorative
                  ? 'Inserted with an empty alt (alt=""): screen readers skip it. Untick to describe it instead.'
                  : "Read aloud by screen readers in place of the image. Used in this post; the library keeps its own."}
              </p>
            )}
            <div className="mt-3 flex items-start gap-2">
              <input
                id={`${id}-decorative`}
                type="checkbox"
                checked={decorative}
                onChange={(event) => setDecorative(event.target.checked)}
                className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <label htmlFor={`${id}-decorative`} className="text-sm text-slate-700">
                Decorative: it adds nothing a reader would miss (screen readers skip it)
              </label>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onBack}>
            Back to the library
          </Button>
          <Button type="submit" disabled={missingAlt} autoFocus={purpose === "cover"}>
            {purpose === "insert" ? "Insert image" : "Use as cover image"}
          </Button>
        </div>
      </div>
    </form>
  );
}
