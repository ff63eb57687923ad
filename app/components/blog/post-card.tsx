import { ArrowRight, CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PostSummary } from "~/modules/blog/blog.schema";
import { PostStatusBadge } from "./post-status-badge";
import { formatPostDateIn } from "~/modules/blog/post-date";
import { useLocale } from "~/components/layout/use-locale";
import { postPath } from "~/modules/blog/post-urls";
import { ResponsiveImg } from "~/components/media/responsive-img";
import { IMAGE_SIZES, type ResponsiveImage } from "~/modules/media/responsive-image";

export function CategoryBadge({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{children}</span>;
}

/** A post on the list: image, category, date, title, excerpt and Read More (SPEC). Admin controls come from the page. */
export function PostCard({ post, cover, adminControls, priority = false }: { post: PostSummary; cover?: ResponsiveImage; adminControls?: ReactNode; priority?: boolean }) {
  const href = postPath(post.slug, post.language);
  const { locale, t } = useLocale();
  // A post in another language than the page (a Hindi post on the English author page): its text says so.
  const textLanguage = post.language === locale ? undefined : post.language;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ResponsiveImg src={post.image} image={cover} sizes={IMAGE_SIZES.card} priority={priority} className="aspect-[1200/630] w-full bg-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          <CategoryBadge>{post.category}</CategoryBadge>
          <PostStatusBadge status={post.status} />
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{formatPostDateIn(locale, post.date)}</time>
          </span>
        </div>
        <h2 className="mt-4 text-xl font-bold leading-snug text-ink" lang={textLanguage}>
          <Link to={href} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 flex-1 text-slate-600" lang={textLanguage}>
          {post.excerpt}
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={href}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800"
            aria-label={`${t.blog.readMore}: ${post.title}`}
          >
            {t.blog.readMore}<span className="sr-only">: {post.title}</span> <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          {adminControls}
        </div>
      </div>
    </article>
  );
}
