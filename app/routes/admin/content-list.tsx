import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, useFetcher } from "react-router";
import { actionsColumn, AdminTable, Badge, DeleteButton, EmptyState, Time } from "~/components/admin/admin-ui";
import { buttonClass } from "~/components/ui/button-link";
import { FormMessage } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { requireCollection } from "~/http/content-collection.server";
import { auditActorOf } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { DEFAULT_LOCALE, LOCALES, asLocale, languageNameInEnglish } from "~/i18n/locales";
import { findCollection } from "~/modules/content/collections";
import { deleteEntry, listEditableEntries, moveEntry } from "~/modules/content/content.server";
import { parseId } from "~/modules/ids";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/content-list";

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: args.data?.label ?? "Not found", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { collection } = await requireCollection(request, context, params.collection, "list");
  const entries = await listEditableEntries(context, { collection });
  const query = new URL(request.url).searchParams;
  const savedId = parseId(query.get("saved"));
  const saved = entries.find((entry) => entry.id === savedId);
  const savedIn = asLocale(query.get("language"));
  return {
    collection: collection.name,
    label: collection.label,
    entries: entries.map(({ id, title, updatedAt, languages }) => ({ id, title, updatedAt, languages })),
    savedMessage: saved ? `Saved ${saved.title}${savedIn && savedIn !== DEFAULT_LOCALE ? ` in ${languageNameInEnglish(savedIn)}` : ""}.` : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, collection } = await requireCollection(request, context, params.collection, "list");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const id = parseId(form.get("id"));
  if (id === null) return data({ ok: false, message: `This ${collection.singular} does not exist (any more).` }, { status: 404 });
  if (intent === "delete") {
    const result = await deleteEntry(context, { collection, id, by: auditActorOf(user, context) });
    return result.ok ? { ok: true, message: `Deleted ${result.value.title}.` } : data({ ok: false, message: result.message }, failureInit(result));
  }
  if (intent === "up" || intent === "down") {
    const result = await moveEntry(context, { collection, id, direction: intent, by: auditActorOf(user, context) });
    return result.ok ? { ok: true, message: `Moved ${result.value.title} ${intent}.` } : data({ ok: false, message: result.message }, failureInit(result));
  }
  return data({ ok: false, message: "Unknown action." }, { status: 400 });
}

/** One fetcher for every Up and Down button, so the list can announce the last move's answer. */
const MOVES = "content-moves";

/**
 * Up and Down trade places with the neighbour. At either end the button stays focusable (aria-disabled, not
 * disabled), so focus is not dropped when a move makes it the first or last; pressed there, the answer says why
 * nothing moved.
 */
function MoveButton({ id, title, direction, atEnd }: { id: number; title: string; direction: "up" | "down"; atEnd: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: MOVES });
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={direction}
        aria-label={`Move ${title} ${direction}`}
        aria-disabled={atEnd || undefined}
        onClick={(event) => {
          if (fetcher.state !== "idle") event.preventDefault();
        }}
        className={`inline-flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </fetcher.Form>
  );
}

/**
 * After a delete (the confirmation's fetcher), the row is gone: says which entry went (DeleteButton moves the focus
 * to the next row's Delete button, or the page's heading).
 */
function useDeletedAnnouncement(entries: ReadonlyArray<{ id: number; title: string }>) {
  const previous = useRef(entries);
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    const gone = previous.current.filter((old) => !entries.some((entry) => entry.id === old.id));
    previous.current = entries;
    if (gone.length === 0) return;
    setMessage(`Deleted ${gone.map((entry) => entry.title).join(", ")}.`);
  }, [entries]);
  const [clear] = useState(() => () => setMessage(null));
  return { message, clear };
}

/** The languages an entry is translated into, besides the default one it is written in. */
const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Whether the entry has a version in `locale` (a text in it: `entryLanguage`), and a link to its form in that language. */
function TranslationCell({ base, entry, locale }: { base: string; entry: { id: number; title: string; languages: string[] }; locale: (typeof TRANSLATED_LOCALES)[number] }) {
  const name = languageNameInEnglish(locale);
  const translated = entry.languages.includes(locale);
  return (
    <td className="px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {translated ? <Badge tone="success">{`In ${name}`}</Badge> : <Badge tone="neutral">English only</Badge>}
        <Link to={`${base}/${entry.id}?language=${locale}`} className="text-sm font-semibold text-brand-700 hover:underline">
          {translated ? `Edit the ${name}` : "Translate"}
          <span className="sr-only">{translated ? ` of ${entry.title}` : ` ${entry.title} into ${name}`}</span>
        </Link>
      </div>
    </td>
  );
}

/** A list collection's entries in their order on the site: add, edit, move and delete (after a question). */
export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection(loaderData.collection)!;
  const { entries } = loaderData;
  const base = `/admin/content/${collection.name}`;
  const moves = useFetcher<{ ok: boolean; message: string }>({ key: MOVES });
  const deleted = useDeletedAnnouncement(entries);
  const answer = moves.data ?? actionData;
  const message = deleted.message ?? answer?.message ?? loaderData.savedMessage;
  useEffect(() => {
    if (moves.state === "submitting") deleted.clear();
  }, [moves.state, deleted.clear]);
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
            {collection.label}
          </h1>
          <p className="mt-2 max-w-3xl text-slate-600">{`${collection.description} The site shows them in the order of this list.`}</p>
        </div>
        <Link to={`${base}/new`} className={buttonClass("primary", "md")}>
          <Plus aria-hidden="true" className="size-4" /> {`Add a ${collection.singular}`}
        </Link>
      </div>
      <div className="mt-4">
        <FormMessage tone={!deleted.message && answer && !answer.ok ? "error" : "success"}>{message}</FormMessage>
      </div>
      {entries.length === 0 ? (
        <EmptyState>{`No ${collection.label.toLowerCase()} yet. What you add appears on the site in the order of this list.`}</EmptyState>
      ) : (
        <AdminTable label={collection.label} columns={["Order", "Name", ...TRANSLATED_LOCALES.map(languageNameInEnglish), "Last saved", actionsColumn]}>
          {entries.map((entry, index) => (
            <tr key={entry.id} data-entry-id={entry.id}>
              <td className="px-4 py-3 text-slate-600">{index + 1}</td>
              <td className="px-4 py-3">
                <Link to={`${base}/${entry.id}`} className="font-semibold text-brand-700 hover:underline" aria-label={`Edit ${entry.title}`}>
                  {entry.title}
                </Link>
              </td>
              {TRANSLATED_LOCALES.map((locale) => (
                <TranslationCell key={locale} base={base} entry={entry} locale={locale} />
              ))}
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">
                <Time iso={entry.updatedAt} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <MoveButton id={entry.id} title={entry.title} direction="up" atEnd={index === 0} />
                  <MoveButton id={entry.id} title={entry.title} direction="down" atEnd={index === entries.length - 1} />
                  <DeleteButton
                    id={entry.id}
                    label="Delete"
                    subject={entry.title}
                    title={`Delete ${entry.title}?`}
                    message={`${entry.title} will no longer appear on the site. This cannot be undone.`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
