import { Link } from "react-router";
import { documentTitle } from "~/modules/seo/meta";

export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{documentTitle("Page Not Found")}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          Back to home
        </Link>
        <Link to="/contact" className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          Contact us
        </Link>
      </div>
    </section>
  );
}
