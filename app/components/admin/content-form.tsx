import { ImagePlus } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode, type Ref } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldFrame, FormMessage, TextAreaField } from "~/components/ui/field";
import { RichTextField } from "~/components/editor/rich-text-field";
import { defaultContentView } from "~/modules/auth/preferences.schema";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { CheckboxField, CollectionDefinition, Field as ContentField, FormValues, ImageField, LinksField, ListField, RichTextField as RichTextFieldDefinition } from "~/modules/content/content.schema";
import { TranslationFieldControl, TranslationNote } from "./content-translation";

const MediaPickerDialog = lazy(() => import("~/components/editor/media-picker-dialog"));

export interface ContentFormProps {
  collection: CollectionDefinition;
  values: FormValues;
  /** The stored version the form starts from (sent back as `version`; empty for a new entry). */
  version?: string;
  /** After an edit conflict: each field where the other person's save differs from this form. */
  conflict?: Array<{ label: string; theirs: string }>;
  /** Thumbnails of the stored images, per image field. */
  previews?: Record<string, string>;
  errors?: Record<string, string>;
  /** The answer to the last save: an error (alert) or a success (status). */
  message?: { tone: "error" | "success"; text: string } | null;
  submitLabel: string;
  /** Buttons or links beside Save (Cancel). */
  extra?: ReactNode;
  /** The language the form edits: another than English shows that language's texts only, each under its English. */
  language?: Locale;
  /** The English form's values, beside each text of a form in another language. */
  english?: FormValues;
}

/**
 * The one form of every content collection: one control per field of the definition, each with its label, hint
 * and its own message from the server's check (the same schema, content.schema.ts). The browser's own checks are
 * off so every message comes from that one place; after a refused save, focus goes to the first field to fix.
 */
export function ContentForm({ collection, values, version = "", conflict, previews = {}, errors = {}, message, submitLabel, extra, language = DEFAULT_LOCALE, english = {} }: ContentFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const conflictRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
    else if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors, conflict]);
  return (
    <Form ref={formRef} method="post" noValidate className="mt-6 max-w-3xl space-y-6">
      <FormMessage tone={message?.tone ?? "success"}>{message?.text}</FormMessage>
      <input type="hidden" name="version" value={version} />
      {conflict ? (
        <ConflictPanel ref={conflictRef} headingId="conflict-heading" differences={conflict} />
      ) : null}
      {language === DEFAULT_LOCALE ? (
        Object.entries(collection.fields).map(([key, field]) => <ContentFieldControl key={key} name={key} field={field} values={values} errors={errors} preview={previews[key]} />)
      ) : (
        <>
          <TranslationNote collection={collection} language={language} />
          {Object.entries(collection.fields).map(([key, field]) => (
            <TranslationFieldControl key={key} name={key} field={field} language={language} values={values} english={english} errors={errors} preview={previews[key]} />
          ))}
        </>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
        {extra}
      </div>
    </Form>
  );
}

/** One field's control; `name` is its input name (a page's block prefixes it: `block.<id>.heading`). */
export function ContentFieldControl({ name, field, values, errors, preview }: { name: string; field: ContentField; values: FormValues; errors: Record<string, string>; preview?: string }) {
  const common = { name, label: field.label, hint: field.hint, error: errors[name], defaultValue: values[name] ?? "" };
  switch (field.kind) {
    case "text":
      return <Field {...common} type="text" maxLength={field.maxLength} required={field.required} />;
    case "longText":
      return <TextAreaField {...common} rows={4} maxLength={field.maxLength} required={field.required} />;
    case "email":
      return <Field {...common} type="email" autoComplete="off" required={field.required} />;
    case "url":
      // Text with the URL keyboard: a refused address comes back as typed, which type="url" may not hold.
      return <Field {...common} type="text" inputMode="url" required={field.required} />;
    case "number":
      // Text with the number keyboard: type="number" would turn "9,999" or "12a" into an empty value silently.
      return <Field {...common} type="text" inputMode="numeric" autoComplete="off" required={field.required} />;
    case "lines":
      return <TextAreaField {...common} rows={Math.min(field.maxItems, 10)} required={field.required} />;
    case "checkbox":
      return <CheckboxControl name={name} field={field} checked={values[name] === "on"} error={errors[name]} />;
    case "phone":
      return <Field {...common} type="tel" autoComplete="off" required={field.required} />;
    case "select":
      return (
        <FieldFrame label={field.label} hint={field.hint} error={errors[name]}>
          {(control) => (
            <select {...control} name={name} defaultValue={values[name] ?? ""} required={field.required} className={controlClass}>
              <option value="">{field.emptyLabel ?? (field.required ? `Choose a ${field.label.toLowerCase()}` : "None")}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      );
    case "image":
      return <ImageControl name={name} field={field} values={values} errors={errors} preview={preview} />;
    case "links":
      return <LinksControl name={name} field={field} values={values} errors={errors} />;
    case "richText":
      return <RichTextControl name={name} field={field} value={values[name] ?? ""} error={errors[name]} />;
    case "list":
      return <ListControl name={name} field={field} values={values} errors={errors} />;
  }
}

/** The post editor's Content field (HTML, or the visual editor one click away), for formatted text. */
function RichTextControl({ name, field, value, error }: { name: string; field: RichTextFieldDefinition; value: string; error?: string }) {
  const [html, setHtml] = useState(value);
  return <RichTextField label={field.label} name={name} value={html} onChange={setHtml} initialView={defaultContentView} error={error} hint={field.hint} maxLength={field.maxLength} rows={8} />;
}

/**
 * Rows of a list field (a FAQ's questions): the rows filled so far and one empty row to add another (saving shows
 * a new empty row); a row emptied is dropped on save. Works without JavaScript.
 */
function ListControl({ name, field, values, errors }: { name: string; field: ListField; values: FormValues; errors: Record<string, string> }) {
  const parts = Object.entries(field.of);
  const filled = Array.from({ length: field.maxItems }, (_, row) => row).filter((row) => parts.some(([part]) => values[`${name}.${row}.${part}`]) || parts.some(([part]) => errors[`${name}.${row}.${part}`]));
  const shown = filled.length < field.maxItems ? [...filled, Array.from({ length: field.maxItems }, (_, row) => row).find((row) => !filled.includes(row))!] : filled;
  return (
    <FieldGroup legend={field.label} hint={field.hint ?? `Up to ${field.maxItems}. Fill in the empty row to add one; empty a row to remove it.`}>
      {shown.map((row, index) => (
        <fieldset key={row} className="space-y-3 rounded-xl bg-slate-50 p-3">
          <legend className="sr-only">{`${field.label}: row ${index + 1}${filled.includes(row) ? "" : " (new)"}`}</legend>
          {parts.map(([part, partField]) => {
            const input = `${name}.${row}.${part}`;
            if (partField.kind === "select") return <ContentFieldControl key={input} name={input} field={{ ...partField, label: `${partField.label} ${index + 1}`, required: false }} values={values} errors={errors} />;
            const common = { name: input, label: `${partField.label} ${index + 1}`, error: errors[input], defaultValue: values[input] ?? "", maxLength: partField.maxLength };
            return partField.kind === "longText" ? <TextAreaField key={input} {...common} rows={3} /> : <Field key={input} {...common} type="text" />;
          })}
        </fieldset>
      ))}
    </FieldGroup>
  );
}

function CheckboxControl({ name, field, checked, error }: { name: string; field: CheckboxField; checked: boolean; error?: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={field.hint ? `${id}-hint` : undefined}
          className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {field.label}
        </label>
      </div>
      {field.hint ? (
        <p id={`${id}-hint`} className="mt-1 pl-6 text-xs text-slate-600">
          {field.hint}
        </p>
      ) : null}
      {error ? <p className="mt-1 pl-6 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

function FieldGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function LinksControl({ name, field, values, errors }: { name: string; field: LinksField; values: FormValues; errors: Record<string, string> }) {
  return (
    <FieldGroup legend={field.label} hint={field.hint}>
      {field.networks.map((network) => {
        const input = `${name}.${network.value}`;
        return <Field key={input} name={input} type="text" inputMode="url" label={`${network.label} address`} placeholder="https://" defaultValue={values[input] ?? ""} error={errors[input]} />;
      })}
    </FieldGroup>
  );
}

/**
 * The library image's id and its alt text. With JavaScript, "Choose from the library" opens the media picker and
 * fills both; without it, the id can be copied from the media library's page.
 */
function ImageControl({ name, field, values, errors, preview: stored }: { name: string; field: ImageField; values: FormValues; errors: Record<string, string>; preview?: string }) {
  const [mediaId, setMediaId] = useState(values[`${name}.mediaId`] ?? "");
  const [alt, setAlt] = useState(values[`${name}.alt`] ?? "");
  // Shown while the id is the one it shows (typing another id hides it).
  const [preview, setPreview] = useState<{ mediaId: string; url: string } | null>(stored ? { mediaId, url: stored } : null);
  const [enhanced, setEnhanced] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <FieldGroup legend={field.label} hint={field.hint}>
      {preview && preview.mediaId === mediaId ? <img src={preview.url} alt="" className="size-24 rounded-xl object-cover" /> : null}
      {/* The id takes the row; on a phone the buttons wrap under it, beside it they line up with the input. */}
      <div className="flex flex-wrap items-start gap-2">
        <Field
          name={`${name}.mediaId`}
          label="Media library id"
          hint="The 16 characters after /media/ in the image's address in the library. Empty for no image."
          className="min-w-[15rem] flex-1"
          value={mediaId}
          onChange={(event) => setMediaId(event.target.value)}
          error={errors[`${name}.mediaId`]}
        />
        {enhanced ? (
          <Button
            variant="secondary"
            className="sm:mt-6"
            aria-haspopup="dialog"
            onClick={() => {
              setPickerLoaded(true);
              setPicking(true);
            }}
          >
            <ImagePlus aria-hidden="true" className="size-4" /> Choose from the library
          </Button>
        ) : null}
        {enhanced && mediaId ? (
          <Button
            variant="secondary"
            className="sm:mt-6"
            onClick={() => {
              setMediaId("");
              setAlt("");
              setPreview(null);
            }}
          >
            Remove image
          </Button>
        ) : null}
      </div>
      <Field
        name={`${name}.alt`}
        label="Alt text"
        hint={field.allowDecorative ? "What the image shows, for people who cannot see it. Required with an image unless it is marked decorative." : "What the image shows, for people who cannot see it. Required with an image."}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        error={errors[`${name}.alt`]}
        maxLength={300}
      />
      {field.allowDecorative ? (
        <CheckboxControl
          name={`${name}.decorative`}
          field={{ kind: "checkbox", label: "Decorative", hint: "Only decoration: screen readers skip it, and no alt text is needed." }}
          checked={values[`${name}.decorative`] === "on"}
          error={errors[`${name}.decorative`]}
        />
      ) : null}
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <MediaPickerDialog
            open={picking}
            onOpenChange={setPicking}
            purpose="insert"
            onChoose={(item, chosenAlt) => {
              setMediaId(item.id);
              setAlt(chosenAlt);
              setPreview({ mediaId: item.id, url: item.thumbnailUrl });
              setPicking(false);
            }}
          />
        </Suspense>
      ) : null}
    </FieldGroup>
  );
}

/** What another person saved since the form was loaded (a save refused with 409), for the content and page editors. */
export function ConflictPanel({ id, headingId, differences, ref }: { id?: string; headingId: string; differences: Array<{ label: string; theirs: string }>; ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} id={id} tabIndex={-1} aria-labelledby={headingId} className="rounded-2xl border border-amber-300 bg-amber-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-500">
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        What the other person saved
      </h2>
      {differences.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">The same as your form: saving again changes nothing they wrote.</p>
      ) : (
        <dl className="mt-2 space-y-2 text-sm">
          {differences.map((difference) => (
            <div key={difference.label}>
              <dt className="font-medium text-ink">{difference.label}</dt>
              <dd className="whitespace-pre-line break-words text-slate-700">{difference.theirs}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
