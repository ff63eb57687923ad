import { Link, useLocation } from "react-router";
import { controlClass, FieldFrame } from "~/components/ui/field";
import { DEFAULT_LOCALE, LANGUAGE_NAME, LOCALES, languageNameInEnglish, type Locale } from "~/i18n/locales";
import { isLocalizedText, labelIn, sharedFieldLabels, type CollectionDefinition, type Field as ContentField, type FormValues, type ListField } from "~/modules/content/content.schema";

/**
 * A content entry's form in another language than English (issue 35, decision 0060): one input per text a visitor
 * reads in that language, the English beside it, read only. An empty input is read in English.
 */

/**
 * "English | हिन्दी (Hindi)": which language the entry's form edits, as links (`?language=`), so it works without
 * JavaScript; one per language of the site.
 */
export function FormLanguageSwitch({ language }: { language: Locale }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Language of the form" className="mt-4">
      <ul className="inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={locale === DEFAULT_LOCALE ? pathname : `${pathname}?language=${locale}`}
              aria-current={locale === language ? "page" : undefined}
              className="inline-block rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-white aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {locale === DEFAULT_LOCALE ? (
                LANGUAGE_NAME[locale]
              ) : (
                <>
                  <span lang={locale} className="font-language-names">
                    {LANGUAGE_NAME[locale]}
                  </span>{" "}
                  {`(${languageNameInEnglish(locale)})`}
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the form in `language` is for, and which fields it leaves to the English form. */
export function TranslationNote({ collection, language }: { collection: Pick<CollectionDefinition, "fields">; language: Locale }) {
  const name = languageNameInEnglish(language);
  const shared = sharedFieldLabels(collection);
  return (
    <div className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p>{`The ${name} texts, each under its English. A field left empty shows the English to visitors reading ${name}.`}</p>
      {shared.length > 0 ? <p>{`The same in every language, so changed in the English form: ${shared.join(", ")}.`}</p> : null}
    </div>
  );
}

interface TranslationControlProps {
  name: string;
  field: ContentField;
  language: Locale;
  values: FormValues;
  english: FormValues;
  errors: Record<string, string>;
  preview?: string;
}

/** One field's inputs in `language` (nothing for a field that is the same in every language). */
export function TranslationFieldControl(props: TranslationControlProps) {
  const { name, field, language, english } = props;
  if (field.kind === "image") {
    // The alt text belongs to a chosen image that is not decorative.
    if (!english[`${name}.mediaId`] || english[`${name}.decorative`] === "on") return null;
    return (
      <fieldset className="space-y-3 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
        {props.preview ? <img src={props.preview} alt="" className="size-24 rounded-xl object-cover" /> : null}
        <TranslatedText {...props} input={`${name}.alt`} label={labelIn("Alt text", language)} multiline={false} maxLength={300} />
      </fieldset>
    );
  }
  if (field.kind === "list") return <TranslatedRows {...props} field={field} />;
  if (!isLocalizedText(field)) return null;
  return <TranslatedText {...props} input={name} label={labelIn(field.label, language)} hint={field.kind === "lines" ? "One per line. Empty: the English shows." : undefined} multiline={field.kind !== "text"} maxLength={field.kind === "lines" ? undefined : field.maxLength} rows={field.kind === "lines" ? Math.min(field.maxItems, 10) : field.kind === "richText" ? 8 : 4} />;
}

/** The rows the English has (a row is added or removed in English), each with its texts in `language`. */
function TranslatedRows(props: TranslationControlProps & { field: ListField }) {
  const { name, field, language, english } = props;
  const parts = Object.entries(field.of);
  const rows = Array.from({ length: field.maxItems }, (_, row) => row).filter((row) => parts.some(([part]) => english[`${name}.${row}.${part}`]));
  if (rows.length === 0) return null;
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
      {rows.map((row, index) => (
        <fieldset key={row} className="space-y-3 rounded-xl bg-slate-50 p-3">
          <legend className="sr-only">{`${field.label}: row ${index + 1}`}</legend>
          {parts.flatMap(([part, partField]) =>
            partField.kind !== "select" && isLocalizedText(partField) ? [<TranslatedText key={part} {...props} input={`${name}.${row}.${part}`} label={labelIn(`${partField.label} ${index + 1}`, language)} multiline={partField.kind === "longText"} maxLength={partField.maxLength} rows={3} />] : [],
          )}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The input in `language` (`lang` set, so screen readers and spell checkers read it as that language) under its English. */
function TranslatedText({ input, label, hint = "Empty: the English shows.", multiline, maxLength, rows = 4, language, values, english, errors }: TranslationControlProps & { input: string; label: string; hint?: string; multiline: boolean; maxLength?: number; rows?: number }) {
  const reference = english[input] ?? "";
  return (
    <FieldFrame label={label} hint={hint} error={errors[input]}>
      {(control) => {
        const referenceId = `${control.id}-english`;
        const describedBy = [referenceId, control["aria-describedby"]].filter(Boolean).join(" ");
        const common = { ...control, "aria-describedby": describedBy, name: input, lang: language, defaultValue: values[input] ?? "", maxLength, className: controlClass };
        return (
          <>
            <p id={referenceId} className="mt-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="font-medium">English: </span>
              {reference ? (
                <span lang={DEFAULT_LOCALE} className="whitespace-pre-line break-words">
                  {reference}
                </span>
              ) : (
                "(empty)"
              )}
            </p>
            {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />}
          </>
        );
      }}
    </FieldFrame>
  );
}
