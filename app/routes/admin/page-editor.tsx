import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { RevisionHistory } from "~/components/blog/revision-history";
import { ConflictPanel, ContentFieldControl } from "~/components/admin/content-form";
import { Badge, useAdminTimeZone } from "~/components/admin/admin-ui";
import { AskBeforeDiscarding } from "~/components/admin/unsaved-changes";
import { AccessibilityPanel } from "~/components/blog/accessibility-panel";
import { renderBlocksHtml } from "~/components/pages/render-blocks-html";
import { OriginalPageBeside } from "~/components/pages/original-page-beside";
import { PagePreviewButton } from "~/components/pages/page-preview-dialog";
import { DocumentTranslations } from "~/components/translations/document-translations";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldFrame, FormMessage, TextAreaField } from "~/components/ui/field";
import { failureInit } from "~/http/failure-response";
import { auditActorOf, requirePermission } from "~/http/guards.server";
import { readFormData } from "~/http/read-form.server";
import { OVERRIDE_FIELD } from "~/modules/accessibility/accessibility.schema";
import { can } from "~/modules/auth/permissions";
import type { FormValues } from "~/modules/content/content.schema";
import { parseId } from "~/modules/ids";
import { BLOCK_TYPES, blockTypes, type BlockDefinition } from "~/modules/pages/blocks";
import { applyBlockCommand, blockInputName, parseBlockCommand, pageFormFrom, sameArrangement, type BlockFormState, type PageFormState } from "~/modules/pages/page-form";
import { comparePageRevision, listPageRevisions, restorePageRevision } from "~/modules/pages/page-revisions.server";
import { findEditablePage, savePage, type PageIntent } from "~/modules/pages/pages.server";
import { findOriginalOfPage, listPageTranslations, translatePage } from "~/modules/pages/page-translations.server";
import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, languageNameInEnglish, localeOrDefault } from "~/i18n/locales";
import { formatInZone, utcToZonedDateTime } from "~/modules/time-zone";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/page-editor";

/** "new", or a page's id (anything else is not found). */
function pageId(raw: string | undefined): number | "new" {
  if (raw === "new") return "new";
  const id = parseId(raw);
  if (id === null) throw data("Not Found", { status: 404 });
  return id;
}

const EMPTY_PAGE: PageFormState = { path: "", title: "", description: "", blocks: [] };
const SAVED_MESSAGES: Record<string, string> = {
  draft: "Saved as a draft: only staff see it.",
  published: "Saved and published: visitors see this page now.",
  scheduled: "Saved and scheduled: the page goes public by itself at its time.",
  unpublished: "Unpublished: visitors no longer see this page.",
  restored: "Restored: that version is now the page's newest version. History keeps the one it replaced.",
  translated: "Translation started: a draft made from the original, beside it. Write over its text, then publish it.",
};

export const meta: Route.MetaFunction = (args) => routeMeta(args, { title: args.data ? args.data.heading : "Not found", noIndex: true });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "pages:edit");
  const id = pageId(params.id);
  const canOverride = can(user.role, "accessibility:override");
  const saved = SAVED_MESSAGES[new URL(request.url).searchParams.get("saved") ?? ""] ?? null;
  const timeZone = context.env.SITE_TIMEZONE;
  if (id === "new") {
    return { id, heading: "New page", status: "draft" as const, version: "", form: EMPTY_PAGE, language: DEFAULT_LOCALE, routeOwned: false, staysPublished: false, translatable: false, translations: [], original: null, canOverride, saved, publishAt: null, publishAtLocal: "", unpublishAtLocal: "", timeZone, revisions: [], comparison: null };
  }
  const page = await findEditablePage(context, { id });
  if (!page.ok) throw data(page.message, { status: 404 });
  const revisionId = parseId(new URL(request.url).searchParams.get("revision"));
  const [revisions, comparison, translations, original] = await Promise.all([
    listPageRevisions(context, { pageId: id }),
    revisionId ? comparePageRevision(context, { pageId: id, revisionId }) : null,
    listPageTranslations(context, page.value),
    findOriginalOfPage(context, page.value),
  ]);
  const { publishAt, unpublishAt } = page.value;
  return {
    id, heading: page.value.form.title, status: page.value.status, version: String(page.value.version), form: page.value.form, language: localeOrDefault(page.value.language),
    routeOwned: page.value.routeOwned, staysPublished: page.value.staysPublished, translatable: true, translations, original, canOverride, saved,
    publishAt, publishAtLocal: publishAt ? utcToZonedDateTime(publishAt, timeZone) : "", unpublishAtLocal: unpublishAt ? utcToZonedDateTime(unpublishAt, timeZone) : "", timeZone, revisions, comparison: comparison ? { ...comparison, deletedImages: [] } : null,
  };
}

/** The blocks as visitors would get them, as HTML, for the publish check (the public renderer itself). */
const renderHtml = renderBlocksHtml;

/**
 * The whole page travels with every button: a block button (`block:<verb>:<id>`, `block:add`) answers the form
 * with the change made and nothing saved; Save / Publish / Unpublish save it (a refusal answers the form as typed).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requirePermission(request, context, "pages:edit");
  const id = pageId(params.id);
  const formData = await readFormData(request);
  const read = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const form = pageFormFrom(read, (name) => formData.getAll(name).filter((value): value is string => typeof value === "string"));
  const version = read("version");
  const intent = read("intent");
  if (intent.startsWith("block:")) {
    const command = parseBlockCommand(intent === "block:add" ? `add:${read("addType")}` : intent.slice("block:".length));
    if (!command) return data({ kind: "edited" as const, form, version, focus: null, confirmRemove: null, message: "Choose a type of block to add.", tone: "error" as const }, { status: 400 });
    const applied = applyBlockCommand(form, command);
    return { kind: "edited" as const, form: applied.state, version, focus: applied.focus, confirmRemove: applied.confirmRemove, message: applied.message, tone: "success" as const };
  }
  if (intent === "translate" && id !== "new") {
    // "Translate to हिन्दी": the draft in that language (made now, or the one there is), opened in its editor.
    const translated = await translatePage(context, { id, language: read("language"), by: auditActorOf(user, context), editor: { id: user.id, name: user.name }, role: user.role, renderHtml });
    if (translated.ok) return redirect(`/admin/pages/${translated.value.id}${translated.value.created ? "?saved=translated" : ""}`, 303);
    const stored = await findEditablePage(context, { id });
    if (!stored.ok) throw data(stored.message, { status: 404 });
    // The Translate button sends no page: the form shows the page as stored, with the reason.
    return data({ kind: "edited" as const, form: stored.value.form, version: String(stored.value.version), focus: null, confirmRemove: null, message: translated.message, tone: "error" as const }, failureInit(translated));
  }
  if (intent === "restore" && id !== "new") return restore(context, { id, revisionId: parseId(read("revision")), version: parseId(version) ?? undefined, user });
  if (intent !== "save" && intent !== "publish" && intent !== "unpublish") return data({ kind: "edited" as const, form, version, focus: null, confirmRemove: null, message: "Unknown action.", tone: "error" as const }, { status: 400 });
  const result = await savePage(context, {
    id,
    form,
    intent: intent satisfies PageIntent,
    version: parseId(version) ?? undefined,
    publishAt: read("publishAt"),
    unpublishAt: read("unpublishAt"),
    by: auditActorOf(user, context),
    editor: { id: user.id, name: user.name },
    role: user.role,
    override: read(OVERRIDE_FIELD) === "on",
    renderHtml,
  });
  if (result.ok) return redirect(`/admin/pages/${result.value.id}?saved=${intent === "unpublish" ? "unpublished" : result.value.status}`);
  return data(
    { kind: "refused" as const, form, version: result.conflict ? String(result.conflict.version) : version, message: result.message, fieldErrors: result.fieldErrors ?? {}, conflict: result.conflict ?? null, accessibility: result.accessibility ?? null },
    failureInit(result),
  );
}

/**
 * History's "Restore this version": saves it as the page's next version from the version the editor had open (a
 * save since is a conflict, 409). A refusal answers the page as it is stored now, since nothing was restored.
 */
async function restore(
  context: Route.ActionArgs["context"],
  input: { id: number; revisionId: number | null; version: number | undefined; user: Awaited<ReturnType<typeof requirePermission>> },
) {
  const { id, user } = input;
  const result = input.revisionId
    ? await restorePageRevision(context, { pageId: id, revisionId: input.revisionId, version: input.version, by: auditActorOf(user, context), editor: { id: user.id, name: user.name }, role: user.role, override: false, renderHtml })
    : null;
  if (result?.ok) return redirect(`/admin/pages/${id}?saved=restored`);
  const stored = await findEditablePage(context, { id });
  if (!stored.ok) throw data(stored.message, { status: 404 });
  const message = !result
    ? "Choose a version in History to restore."
    : result.code === "conflict"
      ? "Someone else saved this page after you opened it, so nothing was restored. The form shows the page as they saved it; compare again before restoring."
      : `That version could not be restored: ${Object.values(result.fieldErrors ?? {})[0] ?? result.message}`;
  return data(
    { kind: "refused" as const, form: stored.value.form, version: String(stored.value.version), message, fieldErrors: {} as Record<string, string>, conflict: null, accessibility: null },
    result ? failureInit(result) : { status: 400 },
  );
}

/** Creates or edits a page of blocks: its address, title and description, then its blocks in order. */
export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const state = actionData?.form ?? loaderData.form;
  const version = actionData?.version ?? loaderData.version;
  const errors = actionData?.kind === "refused" ? actionData.fieldErrors : {};
  const edited = actionData?.kind === "edited" ? actionData : null;
  const refused = actionData?.kind === "refused" ? actionData : null;
  const message = refused ? { tone: "error" as const, text: refused.message } : edited?.message ? { tone: edited.tone, text: edited.message } : loaderData.saved ? { tone: "success" as const, text: loaderData.saved } : null;
  useEffect(() => {
    const root = formRef.current;
    if (!root || !actionData) return;
    if (refused?.conflict) root.querySelector<HTMLElement>("#page-conflict")?.focus();
    else if (refused) root.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
    else if (edited?.confirmRemove) root.querySelector<HTMLElement>(`#remove-${edited.confirmRemove}`)?.focus();
    else if (edited?.focus) root.querySelector<HTMLElement>(`#block-${edited.focus}`)?.focus();
  }, [actionData, edited, refused]);
  const published = loaderData.status === "published";
  const scheduled = loaderData.status === "scheduled";
  const timeZone = useAdminTimeZone(loaderData.timeZone);
  return (
    <section>
      {/* Every way out of the editor asks first while the form holds unsaved changes; the form's own buttons send them. */}
      <AskBeforeDiscarding
        formId="page-editor-form"
        title="Leave with unsaved changes?"
        message="The page has changes you have not saved: typing, or blocks added, moved, hidden or removed. If you leave now, they will be lost."
        confirmLabel="Leave and lose them"
      >
      <p className="text-sm">
        <Link to="/admin/pages" className="font-semibold text-brand-700 hover:underline">
          Back to Pages
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 lang={loaderData.language === DEFAULT_LOCALE ? undefined : loaderData.language} className="text-3xl font-bold tracking-tight">{loaderData.heading}</h1>
        <Badge tone={published ? "success" : scheduled ? "warning" : "neutral"}>
          {published ? "Published" : scheduled && loaderData.publishAt ? `Scheduled for ${formatInZone(loaderData.publishAt, timeZone)}` : "Draft"}
        </Badge>
        {published ? (
          <a href={localizedPath(loaderData.form.path, loaderData.language)} className="text-sm font-semibold text-brand-700 underline">
            View the page
          </a>
        ) : null}
      </div>
      {loaderData.id !== "new" && loaderData.translatable ? (
        <div className="max-w-3xl">
          <DocumentTranslations
            noun="page"
            language={loaderData.language}
            translations={loaderData.translations}
            editPath={(id) => `/admin/pages/${id}`}
            status={(translation) => <Badge tone={translation.status === "published" ? "success" : translation.status === "scheduled" ? "warning" : "neutral"}>{statusLabel(translation.status)}</Badge>}
          />
        </div>
      ) : null}
      <div className={loaderData.original ? "mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" : "mt-6"}>
      {loaderData.original ? <div className="lg:order-2"><OriginalPageBeside original={loaderData.original} /></div> : null}
      {/* A new stored version (a save, a restore) mounts the form afresh: its inputs take the stored values. */}
      <Form key={loaderData.version} ref={formRef} id="page-editor-form" method="post" noValidate className="max-w-3xl space-y-6">
        {/* Enter in a text box saves: the first submit button is the one a browser presses then. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>
        <div aria-live="polite">
          <FormMessage tone={message?.tone ?? "success"}>{message?.text}</FormMessage>
        </div>
        <input type="hidden" name="version" value={version} />
        {/* The preview reads the page in its language (decision 0053). */}
        <input type="hidden" name="language" value={loaderData.language} />
        {refused?.conflict ? <ConflictPanel id="page-conflict" headingId="page-conflict-heading" differences={refused.conflict.differences} /> : null}
        {loaderData.routeOwned ? (
          <div>
            <p className="text-sm font-medium text-ink">Address</p>
            <p className="mt-1 text-sm text-slate-700">
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-ink">{localizedPath(state.path, loaderData.language)}</code>{" "}
              {loaderData.staysPublished ? "One of the site's own pages (home, about, a service or a legal page): its address stays, and it stays published." : `The ${languageNameInEnglish(loaderData.language)} version of one of the site's own pages: its address stays. Until it is published, visitors there read the original.`}
            </p>
            <input type="hidden" name="path" value={state.path} />
          </div>
        ) : (
          <Field name="path" label="Address" hint={`Where the page lives on this site, e.g. /working-with-us${loaderData.language === DEFAULT_LOCALE ? "" : ` (visitors find it at ${localizedPath("/working-with-us", loaderData.language)})`}. Moving a published page leaves a redirect from its old address.`} defaultValue={state.path} error={errors.path} autoComplete="off" />
        )}
        <Field name="title" label="Title" hint="In the browser tab and search results." defaultValue={state.title} error={errors.title} maxLength={120} />
        <TextAreaField name="description" label="Description" hint="One or two sentences for search results and shared links." defaultValue={state.description} error={errors.description} rows={2} maxLength={300} />

        <section aria-labelledby="blocks-heading" className="space-y-4 border-t border-slate-200 pt-6">
          <h2 id="blocks-heading" className="text-xl font-semibold">
            Blocks
          </h2>
          {errors.blocks ? <p className="text-sm text-red-700">{errors.blocks}</p> : null}
          {state.blocks.length === 0 ? <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-600">No blocks yet. Add the first one below: a page usually starts with a Page heading.</p> : null}
          <ol className="space-y-4">
            {state.blocks.map((block, index) => (
              <BlockEditor key={block.id} block={block} index={index} count={state.blocks.length} errors={errors} confirmRemove={edited?.confirmRemove === block.id} />
            ))}
          </ol>
          <div className="flex flex-wrap items-end gap-2 rounded-2xl bg-slate-50 p-4">
            <FieldFrame label="Type of block" className="min-w-[14rem] flex-1">
              {(control) => (
                <select {...control} name="addType" defaultValue="richText" className={controlClass}>
                  {BLOCK_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {`${blockTypes[type].label}: ${blockTypes[type].description}`}
                    </option>
                  ))}
                </select>
              )}
            </FieldFrame>
            <Button type="submit" variant="secondary" name="intent" value="block:add" disabled={busy}>
              Add block
            </Button>
          </div>
        </section>

        {published && loaderData.staysPublished ? null : (
          <div id="publishing" className="grid max-w-2xl gap-6 sm:grid-cols-2">
            {published ? null : (
              <Field
                name="publishAt"
                type="datetime-local"
                label="Publish at"
                hint={scheduled ? `In ${timeZone}. The page goes public by itself at this time; Save changes keeps a new time.` : `In ${timeZone}. Leave empty to publish now; a time ahead schedules the page.`}
                defaultValue={loaderData.publishAtLocal}
                error={errors.publishAt}
              />
            )}
            {loaderData.staysPublished ? null : (
              <Field
                name="unpublishAt"
                type="datetime-local"
                label="Unpublish at"
                hint={`In ${timeZone}. Optional: the page goes back to draft by itself at this time. Leave empty to keep it public.`}
                defaultValue={loaderData.unpublishAtLocal}
                error={errors.unpublishAt}
              />
            )}
          </div>
        )}
        {refused?.accessibility ? <AccessibilityPanel findings={refused.accessibility} checking={false} canOverride={loaderData.canOverride} error={errors[OVERRIDE_FIELD]} /> : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
          {published ? (
            <>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {busy ? "Saving..." : "Save changes"}
              </Button>
              {loaderData.staysPublished ? null : (
                <Button type="submit" variant="secondary" name="intent" value="unpublish" disabled={busy}>
                  Unpublish
                </Button>
              )}
            </>
          ) : scheduled ? (
            <>
              <Button type="submit" name="intent" value="save" disabled={busy}>
                {busy ? "Saving..." : "Save changes"}
              </Button>
              <Button type="submit" variant="secondary" name="intent" value="unpublish" disabled={busy}>
                Cancel schedule
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" name="intent" value="publish" disabled={busy}>
                {busy ? "Saving..." : "Publish"}
              </Button>
              <Button type="submit" variant="secondary" name="intent" value="save" disabled={busy}>
                Save draft
              </Button>
            </>
          )}
          <PagePreviewButton formRef={formRef} language={loaderData.language} />
          <Link to="/admin/pages" className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Cancel
          </Link>
        </div>
      </Form>
      </div>
      </AskBeforeDiscarding>
      {loaderData.id === "new" ? null : (
        <div className="max-w-3xl">
          <RevisionHistory
            editPath={`/admin/pages/${loaderData.id}`}
            formId="page-editor-form"
            compareDiscards={() => !sameArrangement(state, loaderData.form)}
            revisions={loaderData.revisions}
            comparison={loaderData.comparison}
            timeZone={timeZone}
            restore={(revision) => (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="version" value={version} />
                <input type="hidden" name="revision" value={revision.id} />
                <Button type="submit" name="intent" value="restore" disabled={busy}>
                  Restore this version
                </Button>
                <p className="text-xs text-slate-600">Saves it as the page&apos;s newest version; the page stays published, scheduled or draft as it is.</p>
              </Form>
            )}
          />
        </div>
      )}
    </section>
  );
}

function statusLabel(status: string): string {
  return status === "published" ? "Published" : status === "scheduled" ? "Scheduled" : "Draft";
}

const iconButton = "inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-ink shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40";

/** One block: its buttons (move, hide, remove), then its fields, named `block.<id>.<input>`. */
function BlockEditor({ block, index, count, errors, confirmRemove }: { block: BlockFormState; index: number; count: number; errors: Record<string, string>; confirmRemove: boolean }) {
  const definition = blockTypes[block.type] as BlockDefinition;
  const name = `${index + 1}. ${definition.label}`;
  const prefix = (input: string) => blockInputName(block.id, input);
  const values: FormValues = Object.fromEntries(Object.entries(block.values).map(([input, value]) => [prefix(input), value]));
  const button = (verb: string, label: string, children: ReactNode, atEnd = false) => (
    <button type="submit" name="intent" value={`block:${verb}:${block.id}`} aria-label={`${label} block ${name}`} aria-disabled={atEnd || undefined} className={iconButton}>
      {children}
    </button>
  );
  return (
    <li>
      <section id={`block-${block.id}`} tabIndex={-1} aria-labelledby={`block-${block.id}-title`} className={`space-y-4 rounded-2xl border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 ${block.hidden ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200"}`}>
        <input type="hidden" name="block" value={block.id} />
        <input type="hidden" name={prefix("type")} value={block.type} />
        <input type="hidden" name={prefix("hidden")} value={block.hidden ? "on" : ""} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`block-${block.id}-title`} className="flex items-center gap-2 font-semibold text-ink">
            {name}
            {block.hidden ? <Badge tone="warning">Hidden from visitors</Badge> : null}
          </h3>
          <div className="flex flex-wrap gap-2">
            {button("up", "Move up", <ArrowUp aria-hidden="true" className="size-4" />, index === 0)}
            {button("down", "Move down", <ArrowDown aria-hidden="true" className="size-4" />, index === count - 1)}
            {block.hidden
              ? button("show", "Show", <><Eye aria-hidden="true" className="size-4" /> Show</>)
              : button("hide", "Hide", <><EyeOff aria-hidden="true" className="size-4" /> Hide</>)}
            {button("remove", "Remove", <><Trash2 aria-hidden="true" className="size-4" /> Remove</>)}
          </div>
        </div>
        {confirmRemove ? (
          <div id={`remove-${block.id}`} tabIndex={-1} role="group" aria-labelledby={`remove-${block.id}-question`} className="rounded-xl border border-red-300 bg-red-50 p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500">
            <p id={`remove-${block.id}-question`} className="text-sm font-semibold text-red-900">{`Remove block ${name}? What it holds goes when you save the page.`}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="submit" name="intent" value={`block:confirm-remove:${block.id}`} className="rounded-lg bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800">
                Yes, remove it
              </button>
              <button type="submit" name="intent" value={`block:keep:${block.id}`} className={iconButton}>
                Keep it
              </button>
            </div>
          </div>
        ) : null}
        {Object.entries(definition.fields).map(([key, field]) => (
          <ContentFieldControl key={key} name={prefix(key)} field={field} values={values} errors={errors} />
        ))}
      </section>
    </li>
  );
}
