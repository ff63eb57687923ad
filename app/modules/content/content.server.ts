import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import type { AppServices } from "~/modules/services";
import { recordAuditEvent, type AuditActor } from "~/modules/audit/audit.server";
import { can, type Role } from "~/modules/auth/permissions";
import { fail, succeed, type Result } from "~/modules/result";
import { findMediaRows } from "~/modules/media/media.repository.server";
import { toMediaItem } from "~/modules/media/media.server";
import { mailImageSrc } from "~/modules/media/responsive-image";
import { syncSitePages } from "~/modules/search/search.server";
import type { SiteCollections } from "~/modules/search/site-pages";
import { languageNameInEnglish } from "~/i18n/locales";
import type { PricingPlan } from "~/content/pricing";
import type { Testimonial } from "~/content/service-pages/service-page";
import { ICON_NAMES, type IconName } from "~/content/icon-names";
import { benefitCollection, collections, companyValueCollection, faqCollection, pricingPlanCollection, projectCollection, testimonialCollection, siteSettingsCollection, teamCollection, toSiteSettings, type EntryOnPage, type IconCardEntry, type SiteSettings, type TeamMember } from "./collections";
import {
  contentMessages,
  DEFAULT_LOCALE,
  formSchema,
  formValuesOf,
  inputNamesIn,
  entryLanguage,
  fieldsInEnglishOnly,
  textsInEnglishOnly,
  labelIn,
  LOCALES,
  readEntry,
  storedEntryOf,
  type CollectionDefinition,
  type ContentImage,
  type Fields,
  type FormValues,
  type Locale,
  type ReadEntry,
} from "./content.schema";
import { siteSettingsSeed } from "./site-settings-seed";
import { readPagesForSearch, SEARCHED_PAGE_PATHS } from "~/modules/pages/page-search-text";
import {
  deleteEntryRow,
  findEntryRow,
  findSingletonRow,
  insertEntryRow,
  listEntryRows,
  summarizeEntryRows,
  swapWithNeighbour,
  updateEntryRow,
  type ContentEntryRow,
} from "./content.repository.server";

/**
 * Use cases of content collections (decision 0028): the public pages' typed reads, and the admin's list, save,
 * delete and move, each checked by the collection's own schema. Every write marks every cached page stale,
 * static ones included: the footer on each page shows the site settings, and the static pages show the team.
 */

type ReadServices = Pick<AppServices, "database">;
type WriteServices = Pick<AppServices, "database" | "pageCache" | "clock" | "logger" | "env">;

function documentOf(row: ContentEntryRow): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(row.data);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The company's identity in `locale` (English where a text has no translation: `englishFields` names those, for their `lang`). */
export function readSiteSettings(services: ReadServices, locale: Locale = DEFAULT_LOCALE): Promise<SiteSettings> {
  return readSiteSettingsFrom(services.database.db, locale);
}

/** As readSiteSettings, inside a caller's transaction (mails queued with the record they answer). */
export async function readSiteSettingsFrom(db: Kysely<DB>, locale: Locale = DEFAULT_LOCALE): Promise<SiteSettings> {
  const row = await findSingletonRow(db, siteSettingsCollection.name);
  // Migration 0021 seeds the row; should it ever be missing, the site still shows the starting settings.
  if (!row) return siteSettingsSeed;
  const stored = documentOf(row);
  const englishFields = textsInEnglishOnly(siteSettingsCollection.fields, stored, locale);
  return { ...toSiteSettings(readEntry(siteSettingsCollection, stored, locale)), ...(englishFields.length > 0 ? { englishFields } : {}) };
}

/**
 * The team in its order, read in `locale` as listEntries reads, with each photo's file from the media library (a
 * photo deleted there is left out).
 */
export async function listTeamMembers(services: Pick<AppServices, "database" | "env">, locale: Locale = DEFAULT_LOCALE): Promise<TeamMember[]> {
  const members = await listEntries(services, teamCollection, locale);
  const mediaIds = members.flatMap((member) => (member.photo ? [member.photo.mediaId] : []));
  const media = new Map((await findMediaRows(services.database.db, mediaIds)).map((media) => [media.id, media]));
  const base = services.env.MEDIA_PUBLIC_URL ?? "";
  return members.map((member) => {
    const file = member.photo ? media.get(member.photo.mediaId) : undefined;
    // The card is at most 400 CSS px wide: a file no wider than twice that.
    const photo: ContentImage | null = member.photo && file ? { ...member.photo, src: mailImageSrc(base, file, 400), width: file.width, height: file.height } : null;
    return { ...member, photo };
  });
}

/**
 * A collection's entries in their order, each field in `locale` (English where a text has no translation), each with
 * the language it reads in (`entryLanguage`: English where its texts fell back). Every public read goes through it.
 */
export async function listEntries<F extends Fields>(services: ReadServices, collection: CollectionDefinition<F>, locale: Locale = DEFAULT_LOCALE): Promise<Array<ReadEntry<F> & EntryOnPage>> {
  const rows = await listEntryRows(services.database.db, collection.name);
  return rows.map((row) => {
    const stored = documentOf(row);
    const englishFields = fieldsInEnglishOnly(collection.fields, stored, locale);
    return { id: row.id, ...readEntry(collection, stored, locale), language: entryLanguage(collection, stored, locale), ...(englishFields.length > 0 ? { englishFields } : {}) };
  });
}

/** The careers benefits or the company values in their order; an icon the site no longer draws reads as a sparkle. */
export async function listIconCards(services: ReadServices, collection: typeof benefitCollection | typeof companyValueCollection, locale: Locale = DEFAULT_LOCALE): Promise<IconCardEntry[]> {
  const entries = await listEntries(services, collection, locale);
  return entries.map((entry) => ({ ...entry, icon: (ICON_NAMES as readonly string[]).includes(entry.icon) ? (entry.icon as IconName) : "sparkles" }));
}

/** Search's copy of the marketing pages, with what staff edit as the pages show it, in each language (at start and after each write). */
export async function syncSearchCopy(services: Pick<AppServices, "database" | "env">): Promise<{ written: number; removed: number }> {
  const readCollections = async (language: Locale): Promise<SiteCollections> => {
    const [team, projects, faqs, benefits, values] = await Promise.all([
      listEntries(services, teamCollection, language),
      listEntries(services, projectCollection, language),
      listEntries(services, faqCollection, language),
      listIconCards(services, benefitCollection, language),
      listIconCards(services, companyValueCollection, language),
    ]);
    // A page in another language is found by its own words: an entry still in English is found on the English page.
    const own = <T extends { language: Locale }>(entries: T[]) => entries.filter((entry) => entry.language === language);
    return { team: own(team), projects: own(projects), faqs: own(faqs), benefits: own(benefits), values: own(values) };
  };
  const [pages, read] = await Promise.all([readPagesForSearch(services.database.db, SEARCHED_PAGE_PATHS, services.env), Promise.all(LOCALES.map(readCollections))]);
  const collections = Object.fromEntries(LOCALES.map((language, index) => [language, read[index]])) as Record<Locale, SiteCollections>;
  return syncSitePages(services, { pages, collections });
}

/** The gym CRM's plans in their order, as the pricing cards show them. */
export async function listPricingPlans(services: ReadServices, locale: Locale = DEFAULT_LOCALE): Promise<PricingPlan[]> {
  const entries = await listEntries(services, pricingPlanCollection, locale);
  return entries.map((entry) => ({
    language: entry.language,
    englishFields: entry.englishFields,
    title: entry.title,
    price: entry.price ?? 0,
    originalPrice: entry.originalPrice ?? undefined,
    period: entry.period === "year" ? "year" : "month",
    description: entry.description,
    features: entry.features.map((feature) => ({ text: feature, included: true })),
    buttonText: entry.buttonText,
    buttonLink: entry.buttonLink,
    popular: entry.popular,
    badge: entry.badge || undefined,
    savings: entry.savings || undefined,
  }));
}

/** The testimonials about one service, in the collection's order (a page's testimonials block). */
export async function listTestimonials(services: ReadServices, input: { topic: string }, locale: Locale = DEFAULT_LOCALE): Promise<Testimonial[]> {
  const entries = await listEntries(services, testimonialCollection, locale);
  return entries.filter((entry) => entry.topic === input.topic).map(({ quote, name, role, language, englishFields }) => ({ quote, name, role, language, englishFields }));
}

/** A collection as the admin's content index lists it. */
export interface CollectionSummary {
  name: string;
  label: string;
  description: string;
  kind: CollectionDefinition["kind"];
  entries: number;
  lastSaved: string | null;
}

/** Every collection `role` may edit, in their declared order, with how many entries each has and when one was last saved. */
export async function summarizeCollections(services: ReadServices, input: { role: Role }): Promise<CollectionSummary[]> {
  const counts = new Map((await summarizeEntryRows(services.database.db)).map((row) => [row.collection, row]));
  return Object.values(collections as Record<string, CollectionDefinition>)
    .filter((collection) => can(input.role, collection.permission))
    .map(({ name, label, description, kind }) => ({ name, label, description, kind, entries: counts.get(name)?.entries ?? 0, lastSaved: counts.get(name)?.lastSaved ?? null }));
}

/** A collection's entries without a version in a language, for the translations overview. */
export interface CollectionCoverage {
  name: string;
  label: string;
  kind: CollectionDefinition["kind"];
  total: number;
  /** The entries read in English only there (the one rule, `entryLanguage`), named by their English titles. */
  missing: Array<{ id: number; title: string }>;
}

/**
 * Per collection `role` may edit (in their declared order): how many entries it has and which have no text in
 * `language` (issue 35: translated field by field, each text falling back to English).
 */
export async function readCollectionCoverage(services: ReadServices, input: { role: Role; language: Locale }): Promise<CollectionCoverage[]> {
  const editable = Object.values(collections as Record<string, CollectionDefinition>).filter((collection) => can(input.role, collection.permission));
  return Promise.all(
    editable.map(async (collection) => {
      const entries = (await listEntryRows(services.database.db, collection.name)).map((row) => editableOf(collection, row));
      const missing = entries.filter((entry) => !entry.languages.includes(input.language)).map(({ id, title }) => ({ id, title: collection.kind === "singleton" ? collection.label : title }));
      return { name: collection.name, label: collection.label, kind: collection.kind, total: entries.length, missing };
    }),
  );
}

/** An entry as the admin's form edits it. */
export interface EditableEntry {
  id: number;
  /** Its title field's English (the admin is in English). */
  title: string;
  /** The form's values in the language it edits. */
  values: FormValues;
  /** The English form's values: what a form in another language shows beside each of its texts. */
  english: FormValues;
  updatedAt: string;
  /** What the form started from (its hidden `version`): a save from an older one is an edit conflict. */
  version: string;
  /** A thumbnail per image field that has one (the form shows what is chosen). */
  previews: Record<string, string>;
  /** The languages it reads in, by the one rule (`entryLanguage`): English, and each language it has a text in. */
  languages: Locale[];
}

/** The stored entry's version: its time and content, so two saves within one millisecond still differ. */
function versionOf(row: ContentEntryRow): string {
  return crypto.createHash("sha256").update(`${row.updated_at}\0${row.data}`).digest("hex").slice(0, 20);
}

function editableOf(collection: CollectionDefinition, row: ContentEntryRow, language: Locale = DEFAULT_LOCALE): EditableEntry {
  const stored = documentOf(row);
  const english = formValuesOf(collection, stored);
  const values = language === DEFAULT_LOCALE ? english : formValuesOf(collection, stored, language);
  const languages = LOCALES.filter((locale) => entryLanguage(collection, stored, locale) === locale);
  return { id: row.id, title: (collection.titleField && english[collection.titleField]) || `${collection.singular} ${row.id}`, values, english, updatedAt: row.updated_at, version: versionOf(row), previews: {}, languages };
}

export async function listEditableEntries(services: ReadServices, input: { collection: CollectionDefinition }): Promise<EditableEntry[]> {
  const rows = await listEntryRows(services.database.db, input.collection.name);
  return rows.map((row) => editableOf(input.collection, row));
}

/** One entry of a list collection, or a singleton's entry (id "singleton"), in `language`'s form, with its images' thumbnails. */
export async function findEditableEntry(
  services: Pick<AppServices, "database" | "env">,
  input: { collection: CollectionDefinition; id: number | "singleton"; language?: Locale },
): Promise<Result<EditableEntry>> {
  const { collection, id } = input;
  const row = id === "singleton" ? await findSingletonRow(services.database.db, collection.name) : await findEntryRow(services.database.db, collection.name, id);
  if (!row) return fail("not-found", `This ${collection.singular} does not exist (any more).`);
  const entry = editableOf(collection, row, input.language);
  // The image is the English form's (the same in every language): a form in another language shows it too.
  const images = Object.entries(collection.fields).flatMap(([key, field]) => (field.kind === "image" && entry.english[`${key}.mediaId`] ? [[key, entry.english[`${key}.mediaId`]!] as const] : []));
  const files = new Map((await findMediaRows(services.database.db, images.map(([, mediaId]) => mediaId))).map((media) => [media.id, media]));
  for (const [key, mediaId] of images) {
    const file = files.get(mediaId);
    if (file) entry.previews[key] = toMediaItem(file, services.env.MEDIA_PUBLIC_URL ?? "").thumbnailUrl;
  }
  return succeed(entry);
}

/** A field whose saved value differs from the refused form's, as the conflict panel lists it. */
export interface ConflictDifference {
  label: string;
  theirs: string;
}

/**
 * After a save refused as an edit conflict: the entry's version now (the form takes it, so saving again replaces
 * theirs on purpose) and each input whose saved value differs from what the form sent.
 */
export async function describeConflict(
  services: Pick<AppServices, "database" | "env">,
  input: { collection: CollectionDefinition; id: number | "singleton"; mine: Record<string, unknown>; language?: Locale },
): Promise<Result<{ version: string; differences: ConflictDifference[] }>> {
  const language = input.language ?? DEFAULT_LOCALE;
  const current = await findEditableEntry(services, input);
  if (!current.ok) return current;
  const differences = Object.entries(input.collection.fields).flatMap(([key, field]) =>
    inputNamesIn(key, field, language).flatMap((name) => {
      const theirs = current.value.values[name] ?? "";
      const mine = typeof input.mine[name] === "string" ? (input.mine[name] as string).trim() : "";
      if (theirs.trim() === mine) return [];
      const part = name === key ? "" : name.slice(key.length + 1);
      const label = labelIn(part === "" ? field.label : `${field.label}: ${part === "mediaId" ? "image" : part === "alt" ? "alt text" : part}`, language);
      return [{ label, theirs: field.kind === "checkbox" ? (theirs ? "ticked" : "not ticked") : theirs || "(empty)" }];
    }),
  );
  return succeed({ version: current.value.version, differences });
}

/** What an entry's save is given: the form's fields, and which entry ("new" adds one at the end). */
/** `by`: the staff member saving (`userId` null for a script, which has no account), for the audit log. */
export interface SaveEntryInput {
  collection: CollectionDefinition;
  id: number | "new" | "singleton";
  fields: Record<string, unknown>;
  /** The version the form started from (EditableEntry.version); absent for a new entry or a script. */
  version?: string;
  /** The language the form edits (English by default); another one edits that language's texts of an entry there is. */
  language?: Locale;
  by: AuditActor;
}

/**
 * Checks the fields with the collection's schema (a message per field), checks that each chosen image is in the
 * media library, and stores the entry; texts in other languages the entry had are kept. Answers the entry's id.
 */
export async function saveEntry(services: WriteServices, input: SaveEntryInput): Promise<Result<{ id: number }>> {
  const { collection, id, by } = input;
  const language = input.language ?? DEFAULT_LOCALE;
  const db = services.database.db;
  if (language !== DEFAULT_LOCALE && id === "new") return fail("invalid", contentMessages.translateAfterAdding(collection.singular, languageNameInEnglish(language)));
  // Every input the form has, as text: one left out (or sent as something else) counts as empty.
  const names = Object.entries(collection.fields).flatMap(([key, field]) => inputNamesIn(key, field, language));
  const fields = Object.fromEntries(names.map((name) => [name, typeof input.fields[name] === "string" ? input.fields[name] : ""]));
  const parsed = formSchema(collection, language).safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "");
      fieldErrors[key] ??= issue.message;
    }
    return fail("invalid", contentMessages.invalidForm, { fieldErrors });
  }
  const values = parsed.data as FormValues;
  const missingImages = await imagesNotInLibrary(services, collection, values);
  if (missingImages) return fail("invalid", contentMessages.invalidForm, { fieldErrors: missingImages });

  const previous = id === "new" ? undefined : id === "singleton" ? await findSingletonRow(db, collection.name) : await findEntryRow(db, collection.name, id);
  if (id !== "new" && id !== "singleton" && !previous) return fail("not-found", `This ${collection.singular} does not exist (any more).`);
  if (previous && input.version !== undefined && input.version !== versionOf(previous)) return fail("conflict", contentMessages.conflict);
  const data = JSON.stringify(storedEntryOf(collection, values, previous ? documentOf(previous) : null, language));
  const stamp = { data, updated_at: services.clock.now().toISOString(), updated_by: by.userId };
  if (previous) {
    // Conditional on the row read above: a save that landed in between makes this one a conflict too.
    if (!(await updateEntryRow(db, previous.id, stamp, { updated_at: previous.updated_at, data: previous.data }))) return fail("conflict", contentMessages.conflict);
  }
  const savedId = previous ? previous.id : await insertEntryRow(db, { collection: collection.name, ...stamp });
  const action = !previous ? "added" : language === DEFAULT_LOCALE ? "updated" : `updated in ${languageNameInEnglish(language)}`;
  await contentChanged(services, { collection, id: savedId, action, by });
  return succeed({ id: savedId });
}

async function imagesNotInLibrary(services: ReadServices, collection: CollectionDefinition, values: FormValues): Promise<Record<string, string> | null> {
  const chosen = Object.entries(collection.fields).flatMap(([key, field]) => (field.kind === "image" && values[`${key}.mediaId`] ? [{ key, field, id: values[`${key}.mediaId`]! }] : []));
  if (chosen.length === 0) return null;
  const found = new Set((await findMediaRows(services.database.db, chosen.map((image) => image.id))).map((row) => row.id));
  const missing = chosen.filter((image) => !found.has(image.id));
  return missing.length === 0 ? null : Object.fromEntries(missing.map((image) => [`${image.key}.mediaId`, contentMessages.imageMissing(image.field.label)]));
}

export async function deleteEntry(services: WriteServices, input: { collection: CollectionDefinition; id: number; by: AuditActor }): Promise<Result<{ title: string }>> {
  const { collection, id } = input;
  if (collection.kind === "singleton") return fail("invalid", `The ${collection.label.toLowerCase()} cannot be deleted, only changed.`);
  const row = await findEntryRow(services.database.db, collection.name, id);
  if (!row || !(await deleteEntryRow(services.database.db, collection.name, id))) return fail("not-found", `This ${collection.singular} was already deleted.`);
  const title = editableOf(collection, row).title;
  await contentChanged(services, { collection, id, action: `deleted (${title})`, by: input.by });
  return succeed({ title });
}

/** One place up or down; at either end it fails with a message rather than silently doing nothing. */
export async function moveEntry(
  services: WriteServices,
  input: { collection: CollectionDefinition; id: number; direction: "up" | "down"; by: AuditActor },
): Promise<Result<{ title: string }>> {
  const { collection, id, direction } = input;
  const row = await findEntryRow(services.database.db, collection.name, id);
  if (!row) return fail("not-found", `This ${collection.singular} does not exist (any more).`);
  const title = editableOf(collection, row).title;
  const stamp = { updated_at: services.clock.now().toISOString(), updated_by: input.by.userId };
  const moved = await swapWithNeighbour(services.database.db, collection.name, id, direction === "up" ? -1 : 1, stamp);
  if (!moved) return fail("conflict", `${title} is already ${direction === "up" ? "first" : "last"}.`);
  await contentChanged(services, { collection, id, action: `moved ${direction} (${title})`, by: input.by });
  return succeed({ title });
}

/**
 * Every page may show what changed (the footer shows the settings; the static pages show the team), so every
 * cached page goes, static ones too; the audit log records who changed what (settings apart: every page and mail
 * shows them).
 */
async function contentChanged(services: WriteServices, change: { collection: CollectionDefinition; id: number; action: string; by: AuditActor }): Promise<void> {
  const { collection } = change;
  await recordAuditEvent(services, {
    action: collection.kind === "singleton" ? "settings.changed" : "content.changed",
    by: change.by,
    subject: { type: collection.name, id: change.id },
    summary: `${collection.label}: ${collection.kind === "singleton" ? change.action : `entry ${change.id} ${change.action}`}`,
  });
  services.pageCache.invalidate(`${collection.name} ${change.action}`, "everything");
  // Search's copy of the pages that show entries (a digest per page: only what changed is rewritten). The entry is
  // saved either way: a failed index write is logged, and the next write or start catches it up.
  await syncSearchCopy(services).catch((error: unknown) => services.logger.error({ err: error, collection: collection.name }, "search copy of the pages not updated"));
  services.logger.info({ collection: collection.name, entryId: change.id, action: change.action, actorId: change.by.userId }, "content changed");
}
