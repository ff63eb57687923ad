import { useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { Badge, Time } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import type { MediaListItem } from "~/modules/media/media.schema";

type ActionData = { ok: boolean; message?: string; confirmDelete?: boolean; fieldErrors?: Record<string, string> };

/** The answer to "only earlier versions use this image": delete it anyway (a plain form, so it works without JavaScript). */
export function DeleteAnywayForm({ id, onSubmit }: { id: string; onSubmit?: () => void }) {
  return (
    <Form
      method="post"
      className="mt-2"
      onSubmit={(event) => {
        if (!onSubmit) return;
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="confirm" value="earlier-versions" />
      <Button type="submit" variant="secondary">
        Delete anyway
      </Button>
    </Form>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One library image: its facts, where it is used, its alt/title/caption form and Delete (asked first). */
export function MediaCard({ item }: { item: MediaListItem }) {
  const save = useFetcher<ActionData>();
  const remove = useFetcher<ActionData>();
  const [confirming, setConfirming] = useState(false);
  const name = item.title || item.filename;
  const saving = save.state !== "idle";
  const deleting = remove.state !== "idle";
  return (
    <article aria-label={name} className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <a href={item.url} className="block bg-slate-100" aria-label={`Open ${item.filename} at full size`}>
        <img
          src={item.thumbnailUrl}
          alt={item.alt}
          width={item.width}
          height={item.height}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
      </a>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 truncate font-semibold text-ink">{name}</h2>
          {item.alt ? null : <Badge tone="warning">No alt text</Badge>}
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="text-slate-600">File</dt>
          <dd className="min-w-0 truncate">{item.filename}</dd>
          <dt className="text-slate-600">Size</dt>
          <dd>{`${formatSize(item.size)}, ${item.width} × ${item.height} px`}</dd>
          <dt className="text-slate-600">Uploaded</dt>
          <dd>
            <Time iso={item.createdAt} />
          </dd>
          <dt className="text-slate-600">Used in</dt>
          <dd>
            {item.usedIn.length ? (
              <ul>
                {item.usedIn.map((use) => (
                  <li key={`${use.label}-${use.href}`}>
                    {use.href ? (
                      <Link to={use.href} className="text-brand-700 underline hover:text-brand-800">
                        {use.label}
                      </Link>
                    ) : (
                      use.label
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              "No post yet"
            )}
          </dd>
        </dl>
        <save.Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={item.id} />
          <Field
            label="Alt text"
            name="alt"
            defaultValue={item.alt}
            maxLength={300}
            hint="What the image shows, for people who cannot see it."
            error={save.data?.fieldErrors?.alt}
          />
          <Field label="Title" name="title" defaultValue={item.title} maxLength={200} error={save.data?.fieldErrors?.title} />
          <TextAreaField
            label="Caption"
            name="caption"
            defaultValue={item.caption}
            rows={2}
            maxLength={1000}
            error={save.data?.fieldErrors?.caption}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="secondary" disabled={saving} aria-label={`Save details of ${name}`}>
              {saving ? "Saving..." : "Save"}
            </Button>
            {save.state === "idle" && save.data?.message ? (
              <span role={save.data.ok ? "status" : "alert"} className={`text-sm ${save.data.ok ? "text-emerald-700" : "text-red-700"}`}>
                {save.data.message}
              </span>
            ) : null}
          </div>
        </save.Form>
        <remove.Form method="post" className="mt-4 border-t border-slate-100 pt-4">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={item.id} />
          <Button
            type="submit"
            variant="secondary"
            disabled={deleting}
            aria-label={`Delete ${name}`}
            onClick={(event) => {
              event.preventDefault();
              setConfirming(true);
            }}
          >
            {deleting ? "Deleting..." : "Delete"}
          </Button>
          {remove.state === "idle" && remove.data && !remove.data.ok ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {remove.data.message}
            </p>
          ) : null}
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this image?"
            message={`Are you sure you want to delete "${name}"? Its files are removed from the site. This action cannot be undone.`}
            busy={deleting}
            onConfirm={() => {
              void remove.submit({ intent: "delete", id: item.id }, { method: "post" });
              setConfirming(false);
            }}
          />
        </remove.Form>
        {remove.state === "idle" && remove.data?.confirmDelete ? (
          <DeleteAnywayForm
            id={item.id}
            onSubmit={() => void remove.submit({ intent: "delete", id: item.id, confirm: "earlier-versions" }, { method: "post" })}
          />
        ) : null}
      </div>
    </article>
  );
}
