import { Link2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useLocale } from "~/components/layout/use-locale";
import { localizedPath } from "~/i18n/locale";
import { positionPath } from "~/modules/careers/position-path";
import type { Position } from "~/modules/careers/careers.schema";
import { ApplyForm } from "./apply-form";
import { PositionDetails, PositionMeta } from "./position-details";

interface PositionDialogProps {
  position: Position;
  /** SPEC: details open, then apply open; one modal, so focus returns to what opened it. */
  view: "details" | "apply";
  /** The language of the position's own text where it is not the page's. */
  contentLang?: string;
  onApply(): void;
  onClose(): void;
}

export function PositionDialog({ position, view, contentLang, onApply, onClose }: PositionDialogProps) {
  const details = view === "details";
  const { locale, t } = useLocale();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={details ? position.title : t.careers.applyFor(position.title)}
      description={details ? undefined : `${position.department} · ${position.location} · ${t.careers.types[position.type] ?? position.type}`}
      size={details ? "max-w-3xl" : "max-w-2xl"}
      closeLabel={t.careers.form.close}
    >
      {details ? (
        <>
          <PositionMeta position={position} contentLang={contentLang} />
          <div className="mt-6">
            <PositionDetails position={position} contentLang={contentLang} />
          </div>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
            <Link to={positionPath(position.slug, locale)} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
              <Link2 aria-hidden="true" className="size-4" /> {t.careers.openPage}
            </Link>
            <Button onClick={onApply}>{t.careers.applyNow}</Button>
          </div>
        </>
      ) : (
        <ApplyForm position={position} onClose={onClose} autoFocus />
      )}
    </Dialog>
  );
}
