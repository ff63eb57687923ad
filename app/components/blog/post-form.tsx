import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, FormMessage, TextAreaField } from "~/components/ui/field";
import { parseForm } from "~/modules/forms/parse-form";
import type { ContentView } from "~/modules/auth/preferences.schema";
import { limits, postInputSchema } from "~/modules/blog/blog.schema";
import { OVERRIDE_FIELD, type AccessibilityFinding } from "~/modules/accessibility/accessibility.schema";
import type { PostFormValues } from "~/modules/blog/post-form-values";
import { CoverImageField } from "~/components/editor/cover-image-field";
import { RichTextField } from "~/components/editor/rich-text-field";
import { AccessibilityPanel } from "./accessibility-panel";
import { PostBody } from "./post-body";
import { PublishPanel, type PublishingRights } from "./publish-panel";
import { useContentPreview } from "./use-content-preview";

export interface PostFormFailure {
  error: string;
  fieldErrors?: Record<string, string>;
  values?: PostFormValues;
  /** The server's accessibility check of the text that was sent. */
  accessibility?: AccessibilityFinding[];
}

interface PostFormProps {
  mode: "create" | "edit";
  initial: PostFormValues;
  initialPreviewHtml: string;
  /** The server's accessibility check of the initial text. */
  initialAccessibility: AccessibilityFinding[];
  categories: string[];
  /** The Content view this person last chose (the SPEC's HTML textarea unless they picked the visual editor). */
  contentView: ContentView;
  failure?: PostFormFailure;
  cancelTo: string;
  rights: PublishingRights;
  /** A published post's address (edit form): offers to keep it when the title changes. */
  publicPath?: string;
  /** The post's language: the preview is marked with it, and the accessibility check reads the text in it. */
  language: string;
}

const labels = { create: ["Create Post", "Creating..."], edit: ["Save Changes", "Saving..."] } as const;

/**
 * The create and edit form (admin only: never imported by the public pages). It checks the same schema as the
 * server before sending, posts to its own route's action, and shows a live preview of the sanitized content.
 */
export function PostForm({ mode, initial, initialPreviewHtml, initialAccessibility, categories, contentView, failure, cancelTo, rights, publicPath, language }: PostFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientFailure, setClientFailure] = useState<PostFormFailure | null>(null);
  const shown = clientFailure ?? (navigation.state === "idle" ? failure : undefined);
  const values = failure?.values ?? initial;
  const [content, setContent] = useState(values.content);
  const preview = useContentPreview(content, initialPreviewHtml, language);
  const errors = shown?.fieldErrors ?? {};
  // The newest check the server gave: of the text as typed (preview), else of what was sent, else of the stored text.
  const findings = preview.accessibility ?? failure?.accessibility ?? initialAccessibility;
  const contentViewChoice = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit (here or from the server), focus the first field marked invalid: the person lands on what
  // to fix, and hears its label and message.
  // A publish refused by the accessibility check lands on the check's list instead.
  useEffect(() => {
    if (!shown?.fieldErrors || Object.keys(shown.fieldErrors).length === 0) return;
    if (shown.fieldErrors[OVERRIDE_FIELD]) formRef.current?.querySelector<HTMLElement>("#accessibility-check")?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseForm(postInputSchema, new FormData(event.currentTarget));
    if (result.success) {
      setClientFailure(null);
      return;
    }
    event.preventDefault();
    setClientFailure({ error: result.message, fieldErrors: result.fieldErrors });
  }

  const [idleLabel, busyLabel] = labels[mode];
  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="space-y-6" id="post-form">
      <input type="hidden" name="version" value={values.version} />
      <FormMessage tone="error">{shown?.error}</FormMessage>
      <Field label="Title" name="title" defaultValue={values.title} error={errors.title} maxLength={limits.title} required />
      {publicPath ? <KeepAddressBox path={publicPath} defaultChecked={values.keepSlug} /> : null}
      <TextAreaField label="Excerpt" name="excerpt" rows={2} defaultValue={values.excerpt} error={errors.excerpt} maxLength={limits.excerpt} required />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Category" name="category" list="post-categories" defaultValue={values.category} error={errors.category} maxLength={limits.category} required />
        <datalist id="post-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
        {/* Not type="url": a path on this site (our sample images, "/images/...") is a valid value too, and an
            input of type url may only hold an absolute URL. The schema checks it; phones still get the URL keyboard. */}
        <CoverImageField
          label="Image URL"
          name="image"
          type="text"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder="https://..."
          defaultValue={values.image}
          error={errors.image}
          maxLength={limits.image}
          required
        />
      </div>
      <Field
        label="Tags (comma-separated)"
        name="tags"
        placeholder="AI, cloud, web"
        defaultValue={values.tags}
        error={errors.tags}
        hint="Separate tags with commas, e.g. AI, cloud, web."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <RichTextField
          label="Content"
          name="content"
          rows={10}
          value={content}
          onChange={setContent}
          initialView={contentView}
          onViewChange={(view) => contentViewChoice.submit({ intent: "content-view", view }, { method: "post", action: "/admin/profile" })}
          error={errors.content}
          maxLength={limits.content}
          hint="HTML supported, e.g. headings, paragraphs, bold, italics, lists."
        />
        <section aria-labelledby="preview-heading" className="min-w-0">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="preview-heading" className="text-sm font-medium text-ink">
              Preview
            </h2>
            <p className="text-xs text-slate-600" aria-live="polite">
              {preview.status === "loading" ? "Updating preview..." : preview.status === "error" ? "Preview unavailable right now." : ""}
            </p>
          </div>
          <div className="mt-1 max-h-[32rem] min-h-60 overflow-y-auto rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4" data-testid="content-preview" lang={language}>
            {preview.html ? <PostBody html={preview.html} className="!text-base !leading-7" /> : <p className="text-sm text-slate-500">The formatted content appears here as you type.</p>}
          </div>
        </section>
      </div>
      <AccessibilityPanel findings={findings} checking={preview.status === "loading"} canOverride={rights.canOverride} error={errors[OVERRIDE_FIELD]} />
      <PublishPanel values={values} rights={rights} errors={errors} />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50">
          Cancel
        </Link>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : idleLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A published post's title change moves its address (SPEC slug rule; the old one redirects). This offers to keep
 * the address instead, for links already shared.
 */
function KeepAddressBox({ path, defaultChecked }: { path: string; defaultChecked: boolean }) {
  return (
    <div className="-mt-3 flex items-start gap-3">
      <input id="keep-slug" type="checkbox" name="keepSlug" value="on" defaultChecked={defaultChecked} className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600" />
      <label htmlFor="keep-slug" className="min-w-0 text-sm leading-6 text-slate-700">
        Keep the address <code className="break-all rounded bg-slate-100 px-1 text-[0.8125rem]">{path}</code> when renaming this post (otherwise the address
        follows the new name and the old one redirects)
      </label>
    </div>
  );
}
