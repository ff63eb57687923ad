import { isRouteErrorResponse, Link } from "react-router";
import { blogMessages } from "~/modules/blog/blog-messages";
import { documentTitle } from "~/modules/seo/meta";

/**
 * The blog routes' error screen: SPEC "Post Not Found" with its sentence and Back to Blog for a 404, and an honest
 * failure message (never a stack trace) for anything else.
 */
export function PostErrorScreen({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? blogMessages.notFoundTitle : blogMessages.loadFailed;
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{documentTitle(title)}</title>
      <meta name="robots" content="noindex" />
      {notFound ? <p className="text-sm font-semibold text-brand-700">404</p> : null}
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFound ? notFoundText : "Something went wrong on our side. Please try again in a moment."}</p>
      <Link to="/blog" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Blog
      </Link>
    </section>
  );
}
