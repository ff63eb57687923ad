import { DocumentTranslations } from "~/components/translations/document-translations";
import { OriginalBeside } from "~/components/translations/original-beside";
import type { Locale } from "~/i18n/locales";
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

/** What a post translation's editor shows beside the form: the original's title, excerpt and content, read only. */
export function OriginalPostBeside({ original }: { original: PostJson }) {
  return (
    <OriginalBeside language={original.language} title={original.title} editPath={`/blog/edit/${original.id}`}>
      <p className="mt-2 text-slate-700">{original.excerpt}</p>
      <PostBody html={original.content} className="mt-4 border-t border-slate-200 pt-4 !text-base !leading-7" />
    </OriginalBeside>
  );
}
