import { Link } from "react-router";
import { documentTitle } from "~/modules/seo/meta";
import { hrefIn } from "./site-link";
import { useLocale } from "./use-locale";

/** The 404 page in the language of the path asked for (/hi/... is answered in Hindi). */
export function NotFound() {
  const { locale, t } = useLocale();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{documentTitle(t.notFound.title)}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t.notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{t.notFound.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={hrefIn("/", locale)} className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t.notFound.backHome}
        </Link>
        <Link to={hrefIn("/contact", locale)} className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
          {t.notFound.contactUs}
        </Link>
      </div>
    </section>
  );
}
