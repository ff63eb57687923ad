import type { ReactNode } from "react";
import { Link } from "react-router";
import { languageNameInEnglish } from "~/i18n/locales";

/**
 * What a translation's editor shows beside its form (decisions 0038, 0051, 0053): the original, read only, in its
 * language, under a heading in the admin's English, with a link to the original's editor. One frame for every kind;
 * each kind says what its original holds (`children`): a post's title, excerpt and content, a page's blocks, a
 * position's fields. `reloadDocument`: the original's editor is opened by a page load (a position's, from a dialog).
 */
export function OriginalBeside({ language, title, editPath, reloadDocument, children }: { language: string; title: string; editPath: string; reloadDocument?: boolean; children?: ReactNode }) {
  return (
    <aside aria-labelledby="original-heading" lang={language} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
      <h2 id="original-heading" lang="en" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {`Original (${languageNameInEnglish(language)}), read only`}
      </h2>
      <p className="mt-3 text-xl font-bold text-ink">{title}</p>
      {children}
      <p lang="en" className="mt-4 text-sm">
        <Link to={editPath} reloadDocument={reloadDocument} className="font-semibold text-brand-700 hover:underline">
          Edit the original
        </Link>
      </p>
    </aside>
  );
}
