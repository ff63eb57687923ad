import { Languages } from "lucide-react";
import { Form, Link } from "react-router";
import { LANGUAGE_NAME, LOCALES, type Locale } from "~/i18n/locales";
import type { PostJson } from "~/modules/blog/blog.schema";
import { PostBody } from "./post-body";
import { PostStatusBadge } from "./post-status-badge";

interface Translation {
  id: number;
  language: Locale;
  slug: string;
  status: string;
}

/**
 * The editor's line about a post's other languages (issue 35): each translation with a link to its editor, and for
 * each language it lacks a "Translate to <language>" button that makes its draft (or opens it: edit.tsx's action).
 */
export function PostTranslations({ post, translations }: { post: { language: Locale }; translations: Translation[] }) {
  const missing = LOCALES.filter((locale) => locale !== post.language && !translations.some((translation) => translation.language === locale));
  return (
    <section aria-labelledby="translations-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="translations-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Languages aria-hidden="true" className="size-5 text-brand-700" /> Languages
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        This post is in <span lang={post.language}>{LANGUAGE_NAME[post.language]}</span>. A translation is a post of its own, with its own address, status, schedule and history.
      </p>
      <ul className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        {translations.map((translation) => (
          <li key={translation.id} className="flex items-center gap-2">
            <Link to={`/blog/edit/${translation.id}`} className="font-semibold text-brand-700 hover:underline">
              Edit the <span lang={translation.language} className="font-language-names">{LANGUAGE_NAME[translation.language]}</span> version
            </Link>
            <PostStatusBadge status={translation.status as PostJson["status"]} />
          </li>
        ))}
        {missing.map((language) => (
          <li key={language}>
            <Form method="post">
              <input type="hidden" name="intent" value="translate" />
              <input type="hidden" name="language" value={language} />
              <button
                type="submit"
                className="inline-flex items-center gap-2 rounded-lg border border-brand-600 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Translate to <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a translation's editor shows beside the form: the original's title, excerpt and content, read only. */
export function OriginalBeside({ original }: { original: PostJson }) {
  return (
    <aside aria-labelledby="original-heading" lang={original.language} className="rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto">
      <h2 id="original-heading" lang="en" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {`Original (${LANGUAGE_NAME[original.language]}), read only`}
      </h2>
      <p className="mt-3 text-xl font-bold text-ink">{original.title}</p>
      <p className="mt-2 text-slate-700">{original.excerpt}</p>
      <PostBody html={original.content} className="mt-4 border-t border-slate-200 pt-4 !text-base !leading-7" />
      <p lang="en" className="mt-4 text-sm">
        <Link to={`/blog/edit/${original.id}`} className="font-semibold text-brand-700 hover:underline">
          Edit the original
        </Link>
      </p>
    </aside>
  );
}
