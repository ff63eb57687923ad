import { Archive, Languages, Pencil, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { positionPath } from "~/modules/careers/position-path";
import { DEFAULT_LOCALE, LANGUAGE_NAME, LOCALES, type Locale } from "~/i18n/locales";
import type { Position } from "~/modules/careers/careers.schema";
import { PositionMeta } from "./position-details";

interface PositionCardProps {
  position: Position;
  /** The language of the position's own text where it is not the page's. */
  contentLang?: string;
  onView(position: Position): void;
  onApply(position: Position): void;
  /** Present for admins only. */
  admin?: {
    onEdit(position: Position): void;
    onDelete(position: Position): void;
    onClose(position: Position): void;
    /** "Translate to हिन्दी": opens the position's draft in that language. */
    onTranslate(position: Position, language: Locale): void;
    busy: boolean;
  };
}

/** Opens a dialog once JavaScript runs; before that (or with a modifier key) the links go to the job's own page. */
function intercept(event: MouseEvent, open: () => void) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  open();
}

const linkButton = "inline-flex items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition-colors";

export function PositionCard({ position, contentLang, onView, onApply, admin }: PositionCardProps) {
  const { locale, t } = useLocale();
  const page = positionPath(position.slug, locale);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <h3 lang={contentLang} className="text-xl font-semibold text-ink">
        {position.title}
      </h3>
      <div className="mt-3">
        <PositionMeta position={position} contentLang={contentLang} />
      </div>
      <p lang={contentLang} className="mt-4 flex-1 leading-7 text-slate-700">
        {position.description}
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link
          to={page}
          onClick={(event) => intercept(event, () => onView(position))}
          data-needs-app
          className={`${linkButton} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          aria-label={contentLang ? undefined : t.careers.viewDetailsOf(position.title)}
        >
          {t.careers.viewDetails}
          <TitleForScreenReaders title={position.title} lang={contentLang} />
        </Link>
        <Link
          to={`${page}#apply`}
          onClick={(event) => intercept(event, () => onApply(position))}
          data-needs-app
          className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
          aria-label={contentLang ? undefined : t.careers.applyNowFor(position.title)}
        >
          {t.careers.applyNow}
          <TitleForScreenReaders title={position.title} lang={contentLang} />
        </Link>
        {admin ? (
          <div className="ml-auto flex gap-2">
            <Button variant="secondary" onClick={() => admin.onEdit(position)} aria-label={`Edit ${position.title}`}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </Button>
            <Button
              variant="secondary"
              disabled={admin.busy}
              onClick={() => admin.onClose(position)}
              aria-label={`Close ${position.title} to applications`}
            >
              <Archive aria-hidden="true" className="size-4" /> Close
            </Button>
            {position.language === DEFAULT_LOCALE
              ? LOCALES.filter((language) => language !== DEFAULT_LOCALE).map((language) => (
                  <Button key={language} variant="secondary" disabled={admin.busy} onClick={() => admin.onTranslate(position, language)} aria-label={`Translate ${position.title} to ${LANGUAGE_NAME[language]}`}>
                    <Languages aria-hidden="true" className="size-4" /> Translate to <span lang={language} className="font-language-names">{LANGUAGE_NAME[language]}</span>
                  </Button>
                ))
              : null}
            <Button variant="danger" onClick={() => admin.onDelete(position)} aria-label={`Delete ${position.title}`}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A link's name where the title is in another language than the page (an English position on a Hindi page): an
 * aria-label cannot say that, so the title is hidden text marked with its language, and a screen reader switches voice.
 */
function TitleForScreenReaders({ title, lang }: { title: string; lang?: string }) {
  if (!lang) return null;
  return (
    <span className="sr-only">
      : <span lang={lang}>{title}</span>
    </span>
  );
}
