import { Link2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { Position } from "~/modules/careers/careers.schema";
import { ApplyForm } from "./apply-form";
import { PositionDetails, PositionMeta } from "./position-details";

interface PositionDialogProps {
  position: Position;
  /** SPEC: details open, then apply open; one modal, so focus returns to what opened it. */
  view: "details" | "apply";
  onApply(): void;
  onClose(): void;
}

export function PositionDialog({ position, view, onApply, onClose }: PositionDialogProps) {
  const details = view === "details";
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={details ? position.title : `Apply for ${position.title}`}
      description={details ? undefined : `${position.department} · ${position.location} · ${position.type}`}
      size={details ? "max-w-3xl" : "max-w-2xl"}
    >
      {details ? (
        <>
          <PositionMeta position={position} />
          <div className="mt-6">
            <PositionDetails position={position} />
          </div>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
            <Link to={`/careers/${position.slug}`} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
              <Link2 aria-hidden="true" className="size-4" /> Open this position's page
            </Link>
            <Button onClick={onApply}>Apply Now</Button>
          </div>
        </>
      ) : (
        <ApplyForm position={position} onClose={onClose} autoFocus />
      )}
    </Dialog>
  );
}
