import type { AppServices } from "~/modules/services";
import type { AuditActor } from "~/modules/audit/audit.server";
import type { Role } from "~/modules/auth/permissions";
import type { Locale } from "~/modules/content/content.schema";
import { localeOrDefault } from "~/i18n/locales";
import { succeed, type Result } from "~/modules/result";
import { listGroupRows } from "~/modules/translations/translation-groups.repository.server";
import { translateDocument } from "~/modules/translations/translate-document.server";
import { editableOf, pageStatusOf, savePage, type SavePageInput, type WriteServices } from "./pages.server";
import { pageMessages, type OriginalPage, type PageStatus } from "./pages.schema";
import { findPageRow, type PageRow } from "./pages.repository.server";

/** A page's translations (decision 0053): the others of its group, its original, and "Translate to हिन्दी". */

/** Another page of a page's translation group, as its editor lists it. */
export interface PageTranslation {
  id: number;
  language: Locale;
  status: PageStatus;
}

/** The other pages of a page's group (its translations, or the original and its other translations). */
export async function listPageTranslations(services: Pick<AppServices, "database">, page: { id: number; translationGroup: number | null }): Promise<PageTranslation[]> {
  if (page.translationGroup === null) return [];
  const rows = await listGroupRows(services.database.db, "pages", page.translationGroup);
  return rows.filter((row) => row.id !== page.id).map((row) => ({ id: row.id, language: localeOrDefault(row.language), status: pageStatusOf(row.status) }));
}

/** The page a translation was made from; null for an original, or when the original has been deleted. */
export async function findOriginalOfPage(services: Pick<AppServices, "database">, page: { id: number; translationGroup: number | null }): Promise<OriginalPage | null> {
  if (page.translationGroup === null || page.translationGroup === page.id) return null;
  const row = await findPageRow(services.database.db, page.translationGroup);
  if (!row) return null;
  const form = editableOf(row).form;
  return { id: row.id, language: localeOrDefault(row.language), path: row.path, title: form.title, description: form.description, blocks: form.blocks };
}

/**
 * "Translate to हिन्दी" (decision 0053): the page's draft in `language`, made now by savePage from the original's
 * path, title, description and blocks (the block ids kept, so a block and its translation can be named together)
 * for the translator to write over, or the one that exists. The legal pages are not translated as pages yet.
 */
export async function translatePage(
  services: WriteServices,
  input: { id: number; language: string; by: AuditActor; editor?: { id: string; name: string }; role: Role; renderHtml: SavePageInput["renderHtml"] },
): Promise<Result<{ id: number; created: boolean }>> {
  const db = services.database.db;
  const original = await findPageRow(db, input.id);
  const translated = await translateDocument({
    db,
    table: "pages",
    kind: "page",
    original,
    notFound: pageMessages.notFound,
    language: input.language,
    answer: (row: PageRow) => row.id,
    make: async (from, language) => {
      const saved = await savePage(services, {
        id: "new", form: editableOf(from).form, intent: "save", by: input.by, editor: input.editor, role: input.role, override: false, renderHtml: input.renderHtml,
        translationOf: { id: from.id, path: from.path, language },
      });
      return saved.ok ? succeed(saved.value.id) : saved;
    },
  });
  return translated.ok ? succeed({ id: translated.value.value, created: translated.value.created }) : translated;
}

