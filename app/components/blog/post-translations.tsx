import { Link } from "react-router";
import { DocumentTranslations } from "~/components/translations/document-translations";
import { LANGUAGE_NAME, type Locale } from "~/i18n/locales";
import type { PostJson } from "~/modules/blog/blog.schema";
import { PostBody } from "./post-body";
import { PostStatusBadge } from "./post-status-badge";

interface Translation {
  id: number;
  language: Locale;
  slug: string;
  status: string;
}

/** The post editor's Languages line (the shared DocumentTranslations): each translation with its status. */
export function PostTranslations({ post, translations }: { post: { language: Locale }; translations: Translation[] }) {
  return (
    <DocumentTranslations
      noun="post"
      language={post.language}
      translations={translations}
      editPath={(id) => `/blog/edit/${id}`}
      status={(translation) => <PostStatusBadge status={translation.status as PostJson["status"]} />}
    />
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
