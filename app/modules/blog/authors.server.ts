import type { Kysely } from "kysely";
import type { DB } from "~/db/schema";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { DEFAULT_LOCALE, languageNameInEnglish, LOCALES, type Locale } from "~/i18n/locales";
import {
  findProfileBySlug,
  findProfileByUserId,
  insertProfileIfMissing,
  listPublishedAuthorLanguages,
  listPublishedLanguagesOfAuthor,
  listPublishedPostRowsByAuthor,
  takenProfileSlugsLike,
  updateProfileBios,
  updateUserName,
} from "./authors.repository.server";
import { isUniqueViolation } from "./blog.repository.server";
import type { PostSummary } from "./blog.schema";
import { toPostSummary } from "./post-json.server";
import { firstFreeSlug, slugify } from "./slug";
import { bioFieldName } from "./author-bio-fields";
import { authorPath } from "./post-urls";
import type { LanguageVersions } from "~/i18n/locale";

/**
 * Bylines (issue 18): a post's author is the user who wrote it, with a short bio and a page at
 * /blog/author/{slug} listing their posts. The SPEC's default author (Admin, id 0) has no page.
 */
type Services = Pick<AppServices, "database" | "clock"> & Partial<Pick<AppServices, "pageCache">>;

export const profileMessages = {
  nameMissing: "Enter the name readers see on your posts.",
  nameTooLong: "The name must be at most 100 characters.",
  bioTooLong: (language: Locale) => `The ${language === DEFAULT_LOCALE ? "" : `${languageNameInEnglish(language)} `}bio must be at most 500 characters.`,
};

/** A bio by language, as stored (migration 0052): texts of known languages only. */
export type Bios = Partial<Record<Locale, string>>;

function biosOf(stored: string | undefined): Bios {
  const parsed = JSON.parse(stored ?? "{}") as Record<string, unknown>;
  return Object.fromEntries(LOCALES.flatMap((locale) => (typeof parsed[locale] === "string" && parsed[locale] ? [[locale, parsed[locale]]] : []))) as Bios;
}

/** Gives a writer a profile (and so an author page) the first time they write; a taken slug gets -2, -3... */
export async function ensureAuthorProfile(db: Kysely<DB>, author: { id: string; name: string }, now: string): Promise<void> {
  if (author.id === "0" || (await findProfileByUserId(db, author.id))) return;
  const base = slugify(author.name) || "author";
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await insertProfileIfMissing(db, { user_id: author.id, slug: firstFreeSlug(base, await takenProfileSlugsLike(db, base)), updated_at: now });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/** The author page's slug of each writer that has one (for By lines). */
export async function findAuthorSlug(services: Pick<AppServices, "database">, input: { authorId: string }): Promise<string | null> {
  if (input.authorId === "0") return null;
  return (await findProfileByUserId(services.database.db, input.authorId))?.slug ?? null;
}

export interface AuthorPage {
  name: string;
  /** Their bio in the page's language, else in English, else in another language they wrote one in; with its language. */
  bio: { text: string; language: Locale } | null;
  slug: string;
  /** Their published posts in every language, newest first (a card marks a post in another language than the page's). */
  posts: PostSummary[];
  /** The languages their page is announced in: English, and each they have published in (decision 0059). */
  languages: Locale[];
}

/** /blog/author/{slug} in `language`: the author and their published posts, newest first. */
export async function loadAuthorPage(services: Pick<AppServices, "database">, input: { slug: string; language: Locale }): Promise<AuthorPage | null> {
  const { db } = services.database;
  const profile = await findProfileBySlug(db, input.slug);
  if (!profile) return null;
  const [rows, published] = await Promise.all([listPublishedPostRowsByAuthor(db, profile.user_id, 100), listPublishedLanguagesOfAuthor(db, profile.user_id)]);
  const name = profile.name ?? rows[0]?.author_name;
  if (!name) return null;
  const languages = LOCALES.filter((locale) => locale === DEFAULT_LOCALE || published.includes(locale));
  const bios = biosOf(profile.bios);
  const bioLanguage = [input.language, DEFAULT_LOCALE, ...LOCALES].find((locale) => bios[locale]);
  return { name, bio: bioLanguage ? { text: bios[bioLanguage]!, language: bioLanguage } : null, slug: profile.slug, posts: rows.map(toPostSummary), languages };
}

/**
 * The author pages for the sitemap: an author with published posts, in the languages their page is announced in
 * (`loadAuthorPage`'s rule), dated by their newest post or profile change. Every version lists all their posts.
 */
export async function listAuthorSitemapEntries(services: Pick<AppServices, "database">): Promise<Array<{ path: string; lastmod: string; languageVersions?: LanguageVersions }>> {
  const authors = new Map<string, { published: string[]; lastmod: string }>();
  for (const row of await listPublishedAuthorLanguages(services.database.db)) {
    const author = authors.get(row.slug) ?? { published: [], lastmod: row.profile_updated_at };
    author.published.push(row.language);
    const changed = String(row.post_updated_at);
    if (changed > author.lastmod) author.lastmod = changed;
    authors.set(row.slug, author);
  }
  return [...authors].flatMap(([slug, author]) => {
    const languages = LOCALES.filter((locale) => locale === DEFAULT_LOCALE || author.published.includes(locale));
    const versions: LanguageVersions = Object.fromEntries(languages.map((language) => [language, authorPath(slug, language)]));
    return languages.map((language) => ({ path: authorPath(slug, language), lastmod: author.lastmod, ...(languages.length > 1 ? { languageVersions: versions } : {}) }));
  });
}

export async function loadOwnProfile(services: Services, input: { user: { id: string; name: string } }) {
  await ensureAuthorProfile(services.database.db, input.user, services.clock.now().toISOString());
  const profile = await findProfileByUserId(services.database.db, input.user.id);
  return { name: input.user.name, bios: biosOf(profile?.bios), slug: profile?.slug ?? null };
}

/**
 * The byline's name (the account's name) and bio in each language (an empty one is none); the page's address stays,
 * so links keep working. A refused field's error is keyed by its language.
 */
export async function saveOwnProfile(services: Services, input: { userId: string; name: string; bios: Bios }): Promise<Result<undefined, "invalid">> {
  const name = input.name.trim();
  if (!name) return fail("invalid", profileMessages.nameMissing, { fieldErrors: { name: profileMessages.nameMissing } });
  if (name.length > 100) return fail("invalid", profileMessages.nameTooLong, { fieldErrors: { name: profileMessages.nameTooLong } });
  const bios: Bios = {};
  for (const locale of LOCALES) {
    const bio = (input.bios[locale] ?? "").trim();
    if (bio.length > 500) return fail("invalid", profileMessages.bioTooLong(locale), { fieldErrors: { [bioFieldName(locale)]: profileMessages.bioTooLong(locale) } });
    if (bio) bios[locale] = bio;
  }
  const now = services.clock.now().toISOString();
  const { db } = services.database;
  await ensureAuthorProfile(db, { id: input.userId, name }, now);
  await db.transaction().execute(async (trx) => {
    await updateUserName(trx, input.userId, name);
    await updateProfileBios(trx, input.userId, bios, now);
  });
  services.pageCache?.invalidate("author profile changed");
  return succeed();
}
