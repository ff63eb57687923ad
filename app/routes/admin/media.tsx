import { data, Form } from "react-router";
import { EmptyState, Pager } from "~/components/admin/admin-ui";
import { DeleteAnywayForm, MediaCard } from "~/components/media/media-card";
import { MediaUploader } from "~/components/media/media-uploader";
import { FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { requirePermission } from "~/http/guards.server";
import { receiveMediaUploads } from "~/http/media-upload.server";
import { readFormData } from "~/http/read-form.server";
import { parseInput } from "~/modules/forms/parse-form";
import { mediaActionSchema } from "~/modules/media/media.schema";
import { deleteMedia, listMediaForAdmin, updateMediaDetails } from "~/modules/media/media.server";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: "Media library", noIndex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requirePermission(request, context, "media:manage");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return { q, ...(await listMediaForAdmin(context, { q, page: Number.isFinite(page) ? page : 1, viewer })) };
}

export type MediaActionData = {
  ok: boolean;
  intent?: string;
  id?: string;
  message?: string;
  refused?: string[];
  /** Only earlier versions of posts use the image: the answer asks, and "Delete anyway" sends confirm. */
  confirmDelete?: boolean;
  fieldErrors?: Record<string, string>;
};

/** The plain (no-JavaScript) upload of several files, and each card's Save and Delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const uploader = await requirePermission(request, context, "media:manage");
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const result = await receiveMediaUploads(context, request, uploader.id);
    if (!result.ok) return data<MediaActionData>({ ok: false, intent: "upload", message: result.message }, failureInit(result));
    const { added, refused } = result.value;
    const message = `${added.length} ${added.length === 1 ? "image" : "images"} uploaded.${refused.length ? ` ${refused.length} not uploaded:` : ""}`;
    return data<MediaActionData>(
      { ok: refused.length === 0, intent: "upload", message, refused: refused.map((failure) => failure.message) },
      { status: 201 },
    );
  }
  const parsed = parseInput(mediaActionSchema, await readFormData(request));
  if (!parsed.ok) return data<MediaActionData>({ ok: false, message: parsed.message, fieldErrors: parsed.fieldErrors }, failureInit(parsed));
  const input = parsed.value;
  if (input.intent === "update") {
    const { id, alt, title, caption } = input;
    const result = await updateMediaDetails(context, { id, details: { alt, title, caption } });
    if (!result.ok) return data<MediaActionData>({ ok: false, intent: "update", id, message: result.message }, failureInit(result));
    return { ok: true, intent: "update", id, message: "Saved." } satisfies MediaActionData;
  }
  const result = await deleteMedia(context, { id: input.id, viewer: uploader, confirmed: input.confirm === "earlier-versions" });
  if (!result.ok) {
    const confirmDelete = result.code === "precondition-failed";
    return data<MediaActionData>({ ok: false, intent: "delete", id: input.id, message: result.message, confirmDelete }, failureInit(result));
  }
  return { ok: true, intent: "delete", id: input.id, message: "Image deleted." } satisfies MediaActionData;
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { items, page, pageCount, q } = loaderData;
  // Only plain form posts land here (without JavaScript); the script's uploads and the cards' fetchers show their own.
  const pageMessage: MediaActionData | undefined = actionData;
  return (
    <section>
      <h1 className="text-3xl font-bold tracking-tight">Media library</h1>
      <p className="mt-2 text-slate-600">
        Images for posts and covers. JPEG, PNG, WebP, AVIF or GIF, up to 20 MB and 50 megapixels each. Pages get them in WebP and AVIF at the size
        each screen needs.
      </p>
      <MediaUploader />
      {pageMessage?.message ? (
        <div className="mt-4">
          <FormMessage tone={pageMessage.ok ? "success" : "error"}>
            {pageMessage.message}
            {pageMessage.refused?.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {pageMessage.refused.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            ) : null}
            {pageMessage.confirmDelete && pageMessage.id ? <DeleteAnywayForm id={pageMessage.id} /> : null}
          </FormMessage>
        </div>
      ) : null}
      <Form method="get" role="search" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor="media-search" className="block text-sm font-medium text-ink">
            Search images
          </label>
          <input
            id="media-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="File name, title or alt text"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <button type="submit" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold shadow-sm hover:bg-slate-50">
          Search
        </button>
      </Form>
      {items.length === 0 ? (
        <EmptyState>
          {q ? `No images match "${q}".` : "No images yet. Upload the first ones above; they can then be picked in the post editor."}
        </EmptyState>
      ) : (
        <ul aria-label="Images" className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} link={(to) => `/admin/media?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`} />
    </section>
  );
}
