import { isRouteErrorResponse, Link } from "react-router";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** What the edit page answers with its 403: why this person may not edit the post, and its page if they may read it. */
export interface EditRefusal {
  reason: string;
  postPath: string | null;
}

export const editRefusedTitle = "You cannot edit this post";

function editRefusal(error: unknown): EditRefusal | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const body = error.data as Partial<EditRefusal> | null;
  return typeof body?.reason === "string" ? { reason: body.reason, postPath: body.postPath ?? null } : null;
}

/**
 * The error screen's heading, which the routes' meta functions also make the page title (with noindex): the title
 * comes from meta alone, since a second <title> rendered here would be invalid HTML.
 */
export function postErrorTitle(error: unknown, locale: Locale = DEFAULT_LOCALE): string {
  if (editRefusal(error)) return editRefusedTitle;
  const t = messagesFor(locale).blog;
  return isNotFound(error) ? t.notFoundTitle : t.loadFailed;
}

const primaryLink = "inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700";
const secondaryLink = "inline-block rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-ink hover:bg-slate-50";

/**
 * The blog routes' error screen: SPEC "Post Not Found" with its sentence and Back to Blog for a 404 (in the page's
 * language: `/hi/blog/<unknown>` in Hindi); for a post this person may not edit (403), the reason in words and where
 * to go instead; an honest failure message (never a stack trace) for anything else.
 */
export function PostErrorScreen({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const { locale, t } = useLocale();
  const refusal = editRefusal(error);
  if (refusal) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-24 text-center">
        <p className="text-sm font-semibold text-brand-700">403</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{editRefusedTitle}</h1>
        <p className="mt-4 text-lg text-slate-600">{refusal.reason}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {refusal.postPath ? (
            <Link to={refusal.postPath} className={primaryLink}>
              View the post
            </Link>
          ) : null}
          <Link to="/admin" className={refusal.postPath ? secondaryLink : primaryLink}>
            Back to your dashboard
          </Link>
        </div>
      </section>
    );
  }
  const notFound = isNotFound(error);
  const title = postErrorTitle(error, locale);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      {notFound ? <p className="text-sm font-semibold text-brand-700">404</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFound ? notFoundText : t.blog.loadFailedText}</p>
      <Link to={localizedPath("/blog", locale)} className={`mt-8 ${primaryLink}`}>
        {t.blog.backToBlog}
      </Link>
    </section>
  );
}
