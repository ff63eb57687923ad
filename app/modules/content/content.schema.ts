import { z } from "zod";
import type { Permission } from "~/modules/auth/permissions";
import { DEFAULT_LOCALE, LOCALES, languageNameInEnglish, type Locale } from "~/i18n/locales";

/**
 * Content collections (decision 0028): one definition per collection drives its storage (a JSON document in
 * content_entries), its validation (the Zod schema below, derived from the fields), the admin's form
 * (components/admin/content-form.tsx) and the typed reads of the public pages. Payload's collection config is the
 * model; kept small. Shared by the browser (the form) and the server.
 */

/** The languages are declared in app/i18n/locales.ts (app/routes.ts reads them too); re-exported for the content code. */
export { DEFAULT_LOCALE, LOCALES, type Locale };

/** Text a visitor reads, per language, from day one; English is always there and is what other languages fall back to. */
export type Localized = { en: string } & Partial<Record<Exclude<Locale, "en">, string>>;

/** The text in `locale`, or the English when there is none (or only an empty one). */
export function localize(text: Localized | undefined, locale: Locale): string {
  const translated = text?.[locale];
  return translated !== undefined && translated.trim() !== "" ? translated : (text?.en ?? "");
}

interface FieldBase {
  label: string;
  hint?: string;
  required?: boolean;
}
/** Short or long text a visitor reads: stored per language unless `localized: false` (codes such as "IN"). */
export interface TextField extends FieldBase {
  kind: "text" | "longText";
  maxLength: number;
  localized: boolean;
}
export interface PlainField extends FieldBase {
  kind: "url" | "email" | "phone";
  /** A url field that also takes a path on this site ("/contact"), for buttons that lead to one of our pages. */
  allowPath?: boolean;
}
/** A whole number (a price in rupees): stored as a number, or null when an optional one is left empty. */
export interface NumberField extends FieldBase {
  kind: "number";
  min: number;
  max: number;
}
/** Yes or no: a checkbox. */
export interface CheckboxField extends FieldBase {
  kind: "checkbox";
}
/** A short list a visitor reads (a plan's features), one item per line of a text box; per language like text. */
export interface LinesField extends FieldBase {
  kind: "lines";
  maxItems: number;
  maxLength: number;
}
export interface SelectField extends FieldBase {
  kind: "select";
  options: ReadonlyArray<{ value: string; label: string }>;
  /** What the empty choice reads ("White" for a band's colour); by default "None", or "Choose a ..." when required. */
  emptyLabel?: string;
}
/** An image from the media library with its alt text (a visitor reads it, so per language). */
export interface ImageField extends FieldBase {
  kind: "image";
  /** Offers "Decorative" (stored alt ""): screen readers skip the image; without it, alt text is required. */
  allowDecorative?: boolean;
}
/** Formatted text (HTML, the post editor's field): per language; the server sanitizes it on write and on render. */
export interface RichTextField extends FieldBase {
  kind: "richText";
  maxLength: number;
}
/**
 * Rows of short texts (a FAQ's questions and answers), a part may be a choice (a card's icon): inputs
 * `<key>.<row>.<part>`, at most `maxItems` rows. Texts are stored per language, choices as their plain value.
 */
export type ListPart = TextField | SelectField;
export interface ListField<S extends Record<string, ListPart> = Record<string, ListPart>> extends FieldBase {
  kind: "list";
  of: S;
  maxItems: number;
}
/** Links to a fixed list of networks (icons exist only for these): one URL per network, left empty to leave it out. */
export interface LinksField extends FieldBase {
  kind: "links";
  networks: ReadonlyArray<{ value: SocialNetwork; label: string }>;
}
export type Field = TextField | PlainField | NumberField | CheckboxField | LinesField | SelectField | ImageField | LinksField | RichTextField | ListField;
export type Fields = Record<string, Field>;

export const SOCIAL_NETWORKS = ["instagram", "linkedin", "facebook", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

type Options = Omit<FieldBase, "label">;
export const text = (label: string, options: Options & { maxLength?: number; localized?: boolean } = {}): TextField => ({
  ...options,
  kind: "text",
  label,
  maxLength: options.maxLength ?? 200,
  localized: options.localized ?? true,
});
export const longText = (label: string, options: Options & { maxLength?: number } = {}): TextField => ({
  ...options,
  kind: "longText",
  label,
  maxLength: options.maxLength ?? 2000,
  localized: true,
});
export const url = (label: string, options: Options & { allowPath?: boolean } = {}): PlainField => ({ kind: "url", label, ...options });
export const number = (label: string, options: Options & { min?: number; max: number }): NumberField => ({ ...options, kind: "number", label, min: options.min ?? 0 });
export const checkbox = (label: string, options: Omit<Options, "required"> = {}): CheckboxField => ({ kind: "checkbox", label, ...options });
export const lines = (label: string, options: Options & { maxItems: number; maxLength?: number }): LinesField => ({ ...options, kind: "lines", label, maxLength: options.maxLength ?? 200 });
export const email = (label: string, options: Options = {}): PlainField => ({ kind: "email", label, ...options });
export const phone = (label: string, options: Options = {}): PlainField => ({ kind: "phone", label, ...options });
export const select = (label: string, options: Options & { options: SelectField["options"]; emptyLabel?: string }): SelectField => ({ kind: "select", label, ...options });
export const image = (label: string, options: Options & { allowDecorative?: boolean } = {}): ImageField => ({ kind: "image", label, ...options });
export const richText = (label: string, options: Options & { maxLength?: number } = {}): RichTextField => ({ ...options, kind: "richText", label, maxLength: options.maxLength ?? 50_000 });
export const list = <const S extends Record<string, ListPart>>(label: string, options: Options & { of: S; maxItems: number }): ListField<S> => ({ ...options, kind: "list", label });
export const links = (label: string, options: Options & { networks: LinksField["networks"] }): LinksField => ({ kind: "links", label, ...options });

export interface CollectionDefinition<F extends Fields = Fields> {
  /** In URLs (/admin/content/<name>) and in content_entries.collection. */
  name: string;
  /** "Team members", "Site settings". */
  label: string;
  /** "team member": in buttons and messages. */
  singular: string;
  /** Where visitors see it, for the staff who edit it. */
  description: string;
  /** A singleton has exactly one entry (site settings); a list is ordered by its position. */
  kind: "singleton" | "list";
  /** Who may edit it (modules/auth/permissions.ts). */
  permission: Extract<Permission, "content:edit" | "settings:edit">;
  /** The field that names an entry in lists and messages (a plain string: `keyof F` would make definitions invariant). */
  titleField?: string;
  fields: F;
}

export function defineCollection<const F extends Fields>(definition: CollectionDefinition<F>): CollectionDefinition<F> {
  return definition;
}

/** An image as stored: the library's id and the alt text. */
export interface StoredImage {
  mediaId: string;
  alt: Localized;
  /** Marked decorative (alt ""), where the field allows it. */
  decorative?: boolean;
}
export interface StoredLink {
  network: SocialNetwork;
  href: string;
}
/** What content_entries.data holds for a field. */
export type StoredValue<F extends Field> = F extends TextField
  ? F["localized"] extends false
    ? string
    : Localized
  : F extends LinesField | RichTextField
    ? Localized
  : F extends ListField<infer S>
    ? Array<{ [K in keyof S]: S[K] extends SelectField ? string : Localized }>
  : F extends NumberField
    ? number | null
  : F extends CheckboxField
    ? boolean
  : F extends ImageField
    ? StoredImage | null
    : F extends LinksField
      ? StoredLink[]
      : string;
export type StoredEntry<F extends Fields> = { [K in keyof F]: StoredValue<F[K]> };

/** An image as a page shows it: the library file's address and size, with the alt text in the page's language. */
export interface ContentImage {
  mediaId: string;
  alt: string;
  src: string;
  width: number;
  height: number;
}
export interface ContentLink {
  network: SocialNetwork;
  label: string;
  href: string;
}
/** A field as a page reads it, in one language. */
export type ReadValue<F extends Field> = F extends TextField | RichTextField
  ? string
  : F extends ListField<infer S>
    ? Array<{ [K in keyof S]: string }>
  : F extends LinesField
    ? string[]
    : F extends NumberField
      ? number | null
      : F extends CheckboxField
        ? boolean
        : F extends ImageField
          ? ContentImage | null
          : F extends LinksField
            ? ContentLink[]
            : string;
export type ReadEntry<F extends Fields> = { [K in keyof F]: ReadValue<F[K]> };

/** A form's input names: `name`, `photo.mediaId` and `photo.alt`, `social.linkedin`. */
export function inputNames(key: string, field: Field): string[] {
  if (field.kind === "image") return field.allowDecorative ? [`${key}.mediaId`, `${key}.alt`, `${key}.decorative`] : [`${key}.mediaId`, `${key}.alt`];
  if (field.kind === "list") return listRows(field).flatMap((row) => Object.keys(field.of).map((part) => `${key}.${row}.${part}`));
  if (field.kind === "links") return field.networks.map((network) => `${key}.${network.value}`);
  return [key];
}

/** Text a visitor reads, stored per language: localized text and long text, lines, rich text. */
export function isLocalizedText(field: Field): field is TextField | LinesField | RichTextField {
  return ((field.kind === "text" || field.kind === "longText") && field.localized) || field.kind === "lines" || field.kind === "richText";
}

/**
 * The inputs of a form in `language`: every input in the default language; in another, only the texts stored per
 * language (an image's alt text, a list's text parts). Choices, numbers, links, images and codes are the same in
 * every language and are edited in the default language's form only.
 */
export function inputNamesIn(key: string, field: Field, language: Locale): string[] {
  if (language === DEFAULT_LOCALE) return inputNames(key, field);
  if (field.kind === "image") return [`${key}.alt`];
  if (field.kind === "list") return listRows(field).flatMap((row) => localizedParts(field).map((part) => `${key}.${row}.${part}`));
  return isLocalizedText(field) ? [key] : [];
}

/** The labels of the fields a form in another language does not show (the same in every language). */
export function sharedFieldLabels(collection: Pick<CollectionDefinition, "fields">): string[] {
  return Object.values(collection.fields).flatMap((field) =>
    field.kind === "image" ? [`${field.label} (the image itself)`] : (field.kind === "list" ? localizedParts(field).length > 0 : isLocalizedText(field)) ? [] : [field.label],
  );
}

/** A field's label in a form in another language: "Bio in Hindi" (the admin stays in English). */
export const labelIn = (label: string, language: Locale) => (language === DEFAULT_LOCALE ? label : `${label} in ${languageNameInEnglish(language)}`);

function localizedParts(field: ListField): string[] {
  return Object.entries(field.of).flatMap(([part, partField]) => (isLocalizedText(partField) ? [part] : []));
}

export const contentMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} may be at most ${max} characters.`,
  email: (label: string) => `${label}: enter an email address such as name@example.com.`,
  url: (label: string) => `${label}: enter a full web address starting with https://.`,
  urlOrPath: (label: string) => `${label}: enter a page of this site starting with / (e.g. /contact) or a full web address starting with https://.`,
  number: (label: string, min: number, max: number) => `${label}: enter a whole number from ${min.toLocaleString("en-IN")} to ${max.toLocaleString("en-IN")}, digits only.`,
  tooManyLines: (label: string, max: number) => `${label}: at most ${max} items, one per line.`,
  lineTooLong: (label: string, max: number) => `${label}: each line may be at most ${max} characters.`,
  phone: (label: string) => `${label}: use digits, spaces and + ( ) - only, with at least 7 digits.`,
  select: (label: string) => `${label}: choose one of the options.`,
  mediaId: "Choose an image from the media library.",
  altRequired: (label: string) => `${label}: describe the image for people who cannot see it (alt text).`,
  imageMissing: (label: string) => `${label}: this image is not in the media library any more. Choose another one.`,
  altOrDecorative: (label: string) => `${label}: describe the image for people who cannot see it (alt text), or mark it decorative.`,
  invalidForm: "Some fields need attention: see the messages below.",
  translateAfterAdding: (singular: string, language: string) => `Add the ${singular} in English first; then write its ${language} texts.`,
  conflict: "Someone else saved this after you opened it. What they saved differs from your form where listed below; your changes are still in the form. Save again to replace theirs with yours.",
};

const PHONE = /^\+?[\d\s()-]+$/;

/** A list field's row numbers, 0 to maxItems - 1: the inputs a form may send. */
function listRows(field: ListField): number[] {
  return Array.from({ length: field.maxItems }, (_, row) => row);
}

function optionalOr(required: boolean | undefined, schema: z.ZodString, label: string) {
  return required ? schema.min(1, contentMessages.required(label)) : schema;
}

function fieldSchema(field: Field, label: string): z.ZodType<string> {
  const base = z.string({ error: contentMessages.required(label) }).trim();
  switch (field.kind) {
    case "text":
    case "longText":
    case "richText":
      return optionalOr(field.required, base.max(field.maxLength, contentMessages.tooLong(label, field.maxLength)), label);
    case "email":
      return optionalOr(field.required, base, label).refine((value) => value === "" || z.email().safeParse(value).success, contentMessages.email(label));
    case "url":
      return optionalOr(field.required, base, label).refine(
        (value) => value === "" || isWebAddress(value) || (field.allowPath === true && isSitePath(value)),
        field.allowPath ? contentMessages.urlOrPath(label) : contentMessages.url(label),
      );
    case "number":
      return optionalOr(field.required, base, label).refine(
        (value) => value === "" || (/^\d{1,12}$/.test(value.replace(/,/g, "")) && Number(value.replace(/,/g, "")) >= field.min && Number(value.replace(/,/g, "")) <= field.max),
        contentMessages.number(label, field.min, field.max),
      );
    case "checkbox":
      return z.string();
    case "lines":
      return optionalOr(field.required, base, label)
        .refine((value) => splitLines(value).length <= field.maxItems, contentMessages.tooManyLines(label, field.maxItems))
        .refine((value) => splitLines(value).every((line) => line.length <= field.maxLength), contentMessages.lineTooLong(label, field.maxLength));
    case "phone":
      return optionalOr(field.required, base, label).refine(
        (value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7 && value.length <= 40),
        contentMessages.phone(label),
      );
    case "select":
      return optionalOr(field.required, base, label).refine((value) => (value === "" && !field.required) || field.options.some((option) => option.value === value), contentMessages.select(label));
    default:
      return base;
  }
}

/** A path on this site: one leading slash (two would be another host), no spaces or backslashes. */
function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 500;
}

/** A lines field's items: one per line, trimmed, empty lines dropped. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function isWebAddress(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname.includes(".") && value.length <= 500;
  } catch {
    return false;
  }
}

/**
 * The form's schema, derived from the fields: one string per input name (see inputNames), so each message lands
 * on its own input. What a form leaves out counts as empty. In another language than the default, the texts of
 * `inputNamesIn` only, with the same limits, none required: an empty one is read in English.
 */
export function formSchema(collection: Pick<CollectionDefinition, "fields">, language: Locale = DEFAULT_LOCALE) {
  if (language !== DEFAULT_LOCALE) return translationSchema(collection, language);
  const shape: Record<string, z.ZodType<string>> = {};
  for (const [key, field] of Object.entries(collection.fields)) {
    if (field.kind === "image") {
      shape[`${key}.mediaId`] = z
        .string()
        .trim()
        .refine((value) => value === "" || /^[a-f0-9]{16}$/.test(value), contentMessages.mediaId)
        .refine((value) => value !== "" || !field.required, contentMessages.required(field.label));
      shape[`${key}.alt`] = z.string().trim().max(300, contentMessages.tooLong(`${field.label} alt text`, 300));
      if (field.allowDecorative) shape[`${key}.decorative`] = z.string();
    } else if (field.kind === "list") {
      for (const row of listRows(field)) {
        for (const [part, partField] of Object.entries(field.of)) shape[`${key}.${row}.${part}`] = fieldSchema({ ...partField, required: false }, `${partField.label} ${row + 1}`);
      }
    } else if (field.kind === "links") {
      for (const network of field.networks) shape[`${key}.${network.value}`] = fieldSchema({ kind: "url", label: network.label }, `${network.label} address`);
    } else {
      shape[key] = fieldSchema(field, field.label);
    }
  }
  return z.object(shape).superRefine((values, context) => {
    for (const [key, field] of Object.entries(collection.fields)) {
      if (field.kind === "image" && values[`${key}.mediaId`] && !values[`${key}.alt`] && !values[`${key}.decorative`]) {
        context.addIssue({ code: "custom", path: [`${key}.alt`], message: field.allowDecorative ? contentMessages.altOrDecorative(field.label) : contentMessages.altRequired(field.label) });
      }
      if (field.kind === "list") {
        // A required list needs one row; the message goes on the first row's first input.
        const firstPart = Object.keys(field.of)[0]!;
        const filled = (row: number) => Object.keys(field.of).some((part) => values[`${key}.${row}.${part}`]);
        if (field.required && !listRows(field).some(filled)) context.addIssue({ code: "custom", path: [`${key}.0.${firstPart}`], message: contentMessages.required(field.label) });
        // A row counts once anything in it is typed; then each of its required parts must be.
        for (const row of listRows(field)) {
          const parts = Object.entries(field.of);
          if (!parts.some(([part]) => values[`${key}.${row}.${part}`])) continue;
          for (const [part, partField] of parts) {
            if (partField.required && !values[`${key}.${row}.${part}`]) context.addIssue({ code: "custom", path: [`${key}.${row}.${part}`], message: contentMessages.required(`${partField.label} ${row + 1}`) });
          }
        }
      }
    }
  });
}

function translationSchema(collection: Pick<CollectionDefinition, "fields">, language: Locale) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const [key, field] of Object.entries(collection.fields)) {
    if (field.kind === "image") shape[`${key}.alt`] = z.string().trim().max(300, contentMessages.tooLong(labelIn(`${field.label} alt text`, language), 300));
    else if (field.kind === "list") {
      for (const row of listRows(field)) {
        for (const part of localizedParts(field)) shape[`${key}.${row}.${part}`] = fieldSchema({ ...field.of[part]!, required: false }, labelIn(`${field.of[part]!.label} ${row + 1}`, language));
      }
    } else if (isLocalizedText(field)) shape[key] = fieldSchema({ ...field, required: false }, labelIn(field.label, language));
  }
  return z.object(shape);
}

export type FormValues = Record<string, string>;

/** The form's values from what is stored, in `language` (another language's form holds its texts only, see inputNamesIn). */
export function formValuesOf(collection: Pick<CollectionDefinition, "fields">, stored: Record<string, unknown> | null, language: Locale = DEFAULT_LOCALE): FormValues {
  if (language !== DEFAULT_LOCALE) return translationValuesOf(collection, stored, language);
  const values: FormValues = {};
  for (const [key, field] of Object.entries(collection.fields)) {
    const value = stored?.[key];
    if (field.kind === "image") {
      const picked = value as StoredImage | null | undefined;
      values[`${key}.mediaId`] = picked?.mediaId ?? "";
      values[`${key}.alt`] = picked?.alt.en ?? "";
      if (field.allowDecorative) values[`${key}.decorative`] = picked?.decorative ? "on" : "";
    } else if (field.kind === "list") {
      const rows = (value as Array<Record<string, Localized | string>> | undefined) ?? [];
      for (const row of listRows(field)) {
        for (const part of Object.keys(field.of)) values[`${key}.${row}.${part}`] = listPartText(rows[row]?.[part]);
      }
    } else if (field.kind === "links") {
      const list = (value as StoredLink[] | undefined) ?? [];
      for (const network of field.networks) values[`${key}.${network.value}`] = list.find((link) => link.network === network.value)?.href ?? "";
    } else if (isLocalizedText(field)) {
      values[key] = (value as Localized | undefined)?.en ?? "";
    } else if (field.kind === "number") {
      values[key] = typeof value === "number" ? String(value) : "";
    } else if (field.kind === "checkbox") {
      values[key] = value === true ? "on" : "";
    } else {
      values[key] = typeof value === "string" ? value : "";
    }
  }
  return values;
}

function translationValuesOf(collection: Pick<CollectionDefinition, "fields">, stored: Record<string, unknown> | null, language: Locale): FormValues {
  const values: FormValues = {};
  const textIn = (value: unknown) => (typeof value === "object" && value !== null ? ((value as Partial<Record<Locale, string>>)[language] ?? "") : "");
  for (const [key, field] of Object.entries(collection.fields)) {
    const value = stored?.[key];
    if (field.kind === "image") values[`${key}.alt`] = textIn((value as StoredImage | null | undefined)?.alt);
    else if (field.kind === "list") {
      const rows = (value as Array<Record<string, unknown>> | undefined) ?? [];
      for (const row of listRows(field)) for (const part of localizedParts(field)) values[`${key}.${row}.${part}`] = textIn(rows[row]?.[part]);
    } else if (isLocalizedText(field)) values[key] = textIn(value);
  }
  return values;
}

/**
 * The document to store from checked form values. English replaces English; every other language the entry
 * already had is kept, so an English correction never drops a translation. A form in another language (`language`)
 * replaces that language's texts of the entry it translates (`previous`) and keeps everything else as it was: its
 * English, its choices and images, its list rows (a row is added or removed in English).
 */
export function storedEntryOf(collection: Pick<CollectionDefinition, "fields">, values: FormValues, previous: Record<string, unknown> | null, language: Locale = DEFAULT_LOCALE): Record<string, unknown> {
  if (language !== DEFAULT_LOCALE) return storedTranslationOf(collection, values, previous ?? {}, language);
  const entry: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(collection.fields)) {
    const before = previous?.[key];
    if (field.kind === "image") {
      const mediaId = values[`${key}.mediaId`] ?? "";
      const decorative = field.allowDecorative === true && (values[`${key}.decorative`] ?? "") !== "";
      const alt = decorative ? { en: "" } : { ...((before as StoredImage | null | undefined)?.alt ?? {}), en: values[`${key}.alt`] ?? "" };
      entry[key] = mediaId ? (decorative ? { mediaId, alt, decorative } : { mediaId, alt }) : null;
    } else if (field.kind === "list") {
      const beforeRows = (before as Array<Record<string, Localized | string>> | undefined) ?? [];
      // Rows left empty are dropped; a row keeps the other languages of the row it was (by position).
      entry[key] = listRows(field).flatMap((row) => {
        const parts = Object.entries(field.of);
        if (!parts.some(([part]) => values[`${key}.${row}.${part}`])) return [];
        return [
          Object.fromEntries(
            parts.map(([part, partField]) => {
              const typed = values[`${key}.${row}.${part}`] ?? "";
              const previousText = beforeRows[row]?.[part];
              return [part, partField.kind === "select" ? typed : { ...(typeof previousText === "object" ? previousText : {}), en: typed }];
            }),
          ),
        ];
      });
    } else if (field.kind === "links") {
      entry[key] = field.networks.flatMap((network) => {
        const href = values[`${key}.${network.value}`] ?? "";
        return href ? [{ network: network.value, href }] : [];
      });
    } else if (field.kind === "lines") {
      entry[key] = { ...((before as Localized | undefined) ?? {}), en: splitLines(values[key] ?? "").join("\n") };
    } else if (isLocalizedText(field)) {
      entry[key] = { ...((before as Localized | undefined) ?? {}), en: values[key] ?? "" };
    } else if (field.kind === "number") {
      const digits = (values[key] ?? "").replace(/,/g, "");
      entry[key] = digits === "" ? null : Number(digits);
    } else if (field.kind === "checkbox") {
      entry[key] = (values[key] ?? "") !== "";
    } else {
      entry[key] = values[key] ?? "";
    }
  }
  return entry;
}

function storedTranslationOf(collection: Pick<CollectionDefinition, "fields">, values: FormValues, previous: Record<string, unknown>, language: Locale): Record<string, unknown> {
  const entry: Record<string, unknown> = { ...previous };
  for (const [key, field] of Object.entries(collection.fields)) {
    const before = previous[key];
    if (field.kind === "image") {
      const picked = before as StoredImage | null | undefined;
      // An alt text belongs to an image that has one: none for no image, none for a decorative one.
      if (picked && !picked.decorative) entry[key] = { ...picked, alt: withTextIn(picked.alt, language, values[`${key}.alt`]) };
    } else if (field.kind === "list") {
      const rows = Array.isArray(before) ? (before as Array<Record<string, unknown>>) : [];
      entry[key] = rows.map((row, index) => ({ ...row, ...Object.fromEntries(localizedParts(field).map((part) => [part, withTextIn(row[part], language, values[`${key}.${index}.${part}`])])) }));
    } else if (field.kind === "lines") {
      entry[key] = withTextIn(before, language, splitLines(values[key] ?? "").join("\n"));
    } else if (isLocalizedText(field)) {
      entry[key] = withTextIn(before, language, values[key]);
    }
  }
  return entry;
}

/** A stored text with its `language` text replaced; an empty one is removed, so the reader gets the English. */
function withTextIn(before: unknown, language: Locale, typed: string | undefined): Localized {
  const text: Record<string, string> = { en: "", ...(typeof before === "object" && before !== null ? (before as Record<string, string>) : {}) };
  if (typed) text[language] = typed;
  else delete text[language];
  return text as Localized;
}

/** One field in `locale`; images come back as stored (`src` is filled on the server from the media library). */
export function readField(field: Field, value: unknown, locale: Locale): unknown {
  if (field.kind === "image") {
    const picked = value as StoredImage | null | undefined;
    return picked ? { mediaId: picked.mediaId, alt: picked.decorative ? "" : localize(picked.alt, locale), src: "", width: 0, height: 0 } : null;
  }
  if (field.kind === "list") {
    const rows = (value as Array<Record<string, Localized | string>> | undefined) ?? [];
    return rows.map((row) => Object.fromEntries(Object.keys(field.of).map((part) => [part, listPartRead(row[part], locale)])));
  }
  if (field.kind === "links") {
    const list = (value as StoredLink[] | undefined) ?? [];
    return list.flatMap((link) => {
      const network = field.networks.find((candidate) => candidate.value === link.network);
      return network ? [{ network: link.network, label: network.label, href: link.href }] : [];
    });
  }
  if (field.kind === "lines") return splitLines(localize(value as Localized | undefined, locale));
  if (isLocalizedText(field)) return localize(value as Localized | undefined, locale);
  if (field.kind === "number") return typeof value === "number" ? value : null;
  if (field.kind === "checkbox") return value === true;
  return typeof value === "string" ? value : "";
}

/** A list part as the form shows it: the English of a text, or a choice's value. */
function listPartText(value: Localized | string | undefined): string {
  return typeof value === "string" ? value : (value?.en ?? "");
}

function listPartRead(value: Localized | string | undefined, locale: Locale): string {
  return typeof value === "string" ? value : localize(value, locale);
}

/**
 * A stored entry's (or block's) texts, each a text per language: localized texts and long texts, lines, rich text,
 * list rows' texts.
 */
export function storedTexts(fields: Fields, stored: Record<string, unknown>): Array<Partial<Record<Locale, string>>> {
  const texts: Array<Partial<Record<Locale, string>>> = [];
  for (const [key, field] of Object.entries(fields)) {
    const value = stored[key];
    if (field.kind === "list" && Array.isArray(value)) for (const row of value as Array<Record<string, unknown>>) texts.push(...Object.values(row).filter((part): part is Partial<Record<Locale, string>> => typeof part === "object" && part !== null));
    else if (isLocalizedText(field)) texts.push((value ?? {}) as Partial<Record<Locale, string>>);
  }
  return texts;
}

/** Whether any of the texts has one in `language`. */
export const hasTextIn = (texts: Array<Partial<Record<Locale, string>>>, language: Locale) => texts.some((text) => (text[language] ?? "").trim() !== "");

/**
 * Whether stored texts read in English only for `locale`: they have English texts and none in it (always false in
 * English). Such an entry or block is drawn marked `lang="en"` on a page in another language.
 */
export function readsInEnglishOnly(fields: Fields, stored: Record<string, unknown>, locale: Locale): boolean {
  if (locale === DEFAULT_LOCALE) return false;
  const texts = storedTexts(fields, stored);
  return hasTextIn(texts, DEFAULT_LOCALE) && !hasTextIn(texts, locale);
}

/**
 * The fields of an entry read in `locale` whose texts fall back to English there (an entry partly translated): they
 * have English and nothing in `locale`. Only for an entry that reads in `locale` (`entryLanguage`); one that reads in
 * English is marked whole.
 */
export function fieldsInEnglishOnly(fields: Fields, stored: Record<string, unknown>, locale: Locale): string[] {
  return readsInEnglishOnly(fields, stored, locale) ? [] : textsInEnglishOnly(fields, stored, locale);
}

/** Every field whose texts read in English only in `locale`, whether or not the others are translated (the site settings: no card to mark whole). */
export function textsInEnglishOnly(fields: Fields, stored: Record<string, unknown>, locale: Locale): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  return Object.keys(fields).filter((key) => readsInEnglishOnly({ [key]: fields[key]! }, stored, locale));
}

/** The language an entry reads in for `locale`: English where it has no text in it (blocks follow the same rule). */
export function entryLanguage(collection: Pick<CollectionDefinition, "fields">, stored: Record<string, unknown>, locale: Locale): Locale {
  return readsInEnglishOnly(collection.fields, stored, locale) ? DEFAULT_LOCALE : locale;
}

/** A whole entry in `locale`: a field the stored document lacks (added after it was saved) reads as empty. */
export function readEntry<F extends Fields>(collection: Pick<CollectionDefinition<F>, "fields">, stored: Record<string, unknown>, locale: Locale): ReadEntry<F> {
  const entry: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(collection.fields)) entry[key] = readField(field, stored[key], locale);
  return entry as ReadEntry<F>;
}
