import { sql } from "kysely";
import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { AuditActor } from "~/modules/audit/audit.server";
import type { Role } from "~/modules/auth/permissions";
import { readCollectionCoverage, type CollectionCoverage } from "~/modules/content/content.server";
import type { PostActor } from "~/modules/blog/blog.server";
import { postPath } from "~/modules/blog/post-urls";
import { translatePost } from "~/modules/blog/translations.server";
import { positionPath } from "~/modules/careers/position-path";
import { translatePosition } from "~/modules/careers/position-translations.server";
import type { SavePageInput } from "~/modules/pages/pages.server";
import { translatePage } from "~/modules/pages/page-translations.server";
import { findPagesReadInBlocks } from "~/modules/pages/route-page-languages.server";
import { fail, succeed, type Result } from "~/modules/result";
import type { AppServices } from "~/modules/services";
import { listCoverage, type DocumentCoverage } from "./translation-groups.repository.server";
import type { TranslatedKind } from "./translated-kinds";

/**
 * What still lacks a translation, at a glance (issue 35, decision 0053): per kind of document translated as linked
 * documents, how many of those visitors see in the default language have no version visitors see in another
 * language, and which (the kinds and their permissions: translated-kinds.ts).
 */
/** A document visitors see in English that has no public version in the language asked about. */
export interface UntranslatedDocument {
  id: number;
  title: string;
  /** Where visitors read the original. */
  publicPath: string;
  /** The translation started (a draft, a closed position), whose editor Translate opens; null when none was. */
  draftId: number | null;
}

/** A route-owned page read in the language through its own blocks' texts (decision 0055): counted as having a version. */
export interface DocumentReadInBlocks {
  id: number;
  title: string;
  publicPath: string;
  /** Its visible blocks with texts in the language, and those still read in English there. */
  blocks: { translated: number; inEnglish: number };
}

export interface KindCoverage {
  kind: TranslatedKind;
  total: number;
  missing: UntranslatedDocument[];
  /** Pages only: those read in the language through their blocks' texts, not in `missing`. */
  inBlocks: DocumentReadInBlocks[];
}

/** Visitors see a post or a page when it is published, a position while it is open (position-terms.ts). */
async function coverageOf(services: Pick<AppServices, "database" | "clock">, kind: TranslatedKind, language: Locale): Promise<DocumentCoverage[]> {
  const now = services.clock.now().toISOString();
  const visible =
    kind === "positions"
      ? (alias: "o" | "t") => sql`(${sql.ref(`${alias}.closed_at`)} is null and (${sql.ref(`${alias}.closes_at`)} is null or ${sql.ref(`${alias}.closes_at`)} > ${now}))`
      : (alias: "o" | "t") => sql`${sql.ref(`${alias}.status`)} = 'published'`;
  return listCoverage(services.database.db, kind, { from: DEFAULT_LOCALE, language, visible });
}

function publicPathOf(kind: TranslatedKind, address: string): string {
  return kind === "posts" ? postPath(address) : kind === "positions" ? positionPath(address) : localizedPath(address, DEFAULT_LOCALE);
}

/** Each kind's count and its untranslated documents, for the kinds the person may edit. */
export async function readTranslationCoverage(services: Pick<AppServices, "database" | "clock">, input: { kinds: TranslatedKind[]; language: Locale }): Promise<KindCoverage[]> {
  return Promise.all(
    input.kinds.map(async (kind) => {
      const rows = await coverageOf(services, kind, input.language);
      const untranslated = rows.filter((row) => !row.translated);
      // A route-owned page counts as read in the language when its blocks carry its texts (decision 0055): the rule
      // hreflang, the sitemap and the switcher follow (route-page-languages.server.ts).
      const readInBlocks = kind === "pages" ? await findPagesReadInBlocks(services, { ids: untranslated.map((row) => row.id), language: input.language }) : new Map<number, never>();
      const missing = untranslated.filter((row) => !readInBlocks.has(row.id)).map((row) => ({ id: row.id, title: row.title, publicPath: publicPathOf(kind, row.address), draftId: row.translationId }));
      const inBlocks = untranslated.flatMap((row) => {
        const blocks = readInBlocks.get(row.id);
        return blocks ? [{ id: row.id, title: row.title, publicPath: publicPathOf(kind, row.address), blocks }] : [];
      });
      return { kind, total: rows.length, missing, inBlocks };
    }),
  );
}

/**
 * The overview: the documents translated as linked documents (per kind), and the content collections translated
 * field by field (per collection), each as far as the person may edit them.
 */
export async function readTranslationOverview(
  services: Pick<AppServices, "database" | "clock">,
  input: { kinds: TranslatedKind[]; role: Role; language: Locale },
): Promise<{ coverage: KindCoverage[]; collections: CollectionCoverage[] }> {
  const [coverage, collections] = await Promise.all([readTranslationCoverage(services, input), readCollectionCoverage(services, input)]);
  return { coverage, collections };
}

/** Where a document's translation is edited: the post editor, the page editor, the careers page's position editor. */
export function translationEditorPath(kind: TranslatedKind, id: number, language: Locale): string {
  if (kind === "posts") return `/blog/edit/${id}`;
  if (kind === "pages") return `/admin/pages/${id}`;
  return `${localizedPath("/careers", language)}?edit=${id}`;
}

/**
 * The overview's "Translate": the kind's own translate use case (the shared translateDocument), answering where
 * the translation is edited. The route checks the kind's permission first.
 */
export async function translateDocumentOfKind(
  services: AppServices,
  input: { kind: TranslatedKind; id: number; language: string; actor: PostActor & { role: Role }; by: AuditActor; renderHtml: SavePageInput["renderHtml"] },
): Promise<Result<{ editorPath: string }>> {
  const language = input.language as Locale;
  if (input.kind === "posts") {
    const made = await translatePost(services, { id: input.id, language: input.language, actor: input.actor, by: input.by });
    return made.ok ? succeed({ editorPath: translationEditorPath("posts", made.value.id, language) }) : made;
  }
  if (input.kind === "positions") {
    const made = await translatePosition(services, { id: input.id, language: input.language, by: input.by });
    return made.ok ? succeed({ editorPath: translationEditorPath("positions", made.value.position.id, made.value.position.language as Locale) }) : made;
  }
  if (input.kind === "pages") {
    const made = await translatePage(services, { id: input.id, language: input.language, by: input.by, editor: { id: input.actor.id, name: input.actor.name }, role: input.actor.role, renderHtml: input.renderHtml });
    return made.ok ? succeed({ editorPath: translationEditorPath("pages", made.value.id, language) }) : made;
  }
  return fail("invalid", "Unknown kind of document.");
}
