import { Field } from "~/components/ui/field";
import type { PostStatus } from "~/modules/blog/blog.schema";
import type { PostFormValues } from "~/modules/blog/post-form-values";

export interface PublishingRights {
  /** Editors and admins publish and schedule; authors keep drafts and submit them for review. */
  canPublish: boolean;
  /** Editors and admins may publish past the accessibility check's errors with the named override (decision 0032). */
  canOverride: boolean;
  /** SITE_TIMEZONE: the times below are typed and shown in it; the page names it once (TimeZoneNote). */
  timeZone: string;
}

const options: Array<{ value: PostStatus; label: string; hint: string; publisher: boolean }> = [
  { value: "published", label: "Published", hint: "Visible to everyone on the blog and in the feeds.", publisher: true },
  { value: "scheduled", label: "Scheduled", hint: "Goes public by itself at the time set below.", publisher: true },
  { value: "draft", label: "Draft", hint: "Only you and the editors can see it.", publisher: false },
  { value: "review", label: "Submit for review", hint: "An editor checks it and publishes it or sends it back.", publisher: false },
];

/** The post form's status and times: who may publish sees Published and Scheduled, an author Draft and review. */
export function PublishPanel({ values, rights, errors }: { values: PostFormValues; rights: PublishingRights; errors: Record<string, string> }) {
  const shown = options.filter((option) => rights.canPublish || !option.publisher);
  const checked = shown.some((option) => option.value === values.status) ? values.status : rights.canPublish ? "published" : "draft";
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-ink">Status</legend>
      <div className={`grid gap-3 ${shown.length > 2 ? "sm:grid-cols-2 xl:grid-cols-4" : "sm:grid-cols-2"}`}>
        {shown.map((option) => (
          <label key={option.value} className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="radio" name="status" value={option.value} defaultChecked={checked === option.value} className="mt-1 accent-brand-600" />
            <span>
              <span className="block text-sm font-semibold text-ink">{option.label}</span>
              <span className="block text-xs text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {rights.canPublish ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Publish at"
            name="publishAt"
            type="datetime-local"
            defaultValue={values.publishAt}
            error={errors.publishAt}
            hint="For a scheduled post."
          />
          <Field
            label="Unpublish at (optional)"
            name="unpublishAt"
            type="datetime-local"
            defaultValue={values.unpublishAt}
            error={errors.unpublishAt}
            hint="The post goes back to draft then."
          />
        </div>
      ) : null}
    </fieldset>
  );
}
