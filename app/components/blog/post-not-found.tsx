import { isRouteErrorResponse, Link } from "react-router";
import { blogMessages } from "~/modules/blog/blog-messages";

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The error screen's heading, which the routes' meta functions also make the page title (with noindex): the title
 * comes from meta alone, since a second <title> rendered here would be invalid HTML.
 */
export function postErrorTitle(error: unknown): string {
  return isNotFound(error) ? blogMessages.notFoundTitle : blogMessages.loadFailed;
}

/**
 * The blog routes' error screen: SPEC "Post Not Found" with its sentence and Back to Blog for a 404, and an honest
 * failure message (never a stack trace) for anything else.
 */
export function PostErrorScreen({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const notFound = isNotFound(error);
  const title = postErrorTitle(error);
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      {notFound ? <p className="text-sm font-semibold text-brand-700">404</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFound ? notFoundText : "Something went wrong on our side. Please try again in a moment."}</p>
      <Link to="/blog" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Blog
      </Link>
    </section>
  );
}
