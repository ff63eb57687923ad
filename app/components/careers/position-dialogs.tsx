import { Link2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { Position } from "~/modules/careers/careers.schema";
import { ApplyForm } from "./apply-form";
import { PositionDetails, PositionMeta } from "./position-details";

interface DialogProps {
  position: Position;
  onClose(): void;
}

/** View Details: the position's full text and Apply Now (SPEC: details open, then apply open). */
export function PositionDetailsDialog({ position, onClose, onApply }: DialogProps & { onApply(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={position.title} size="max-w-3xl">
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
    </Dialog>
  );
}

export function ApplyDialog({ position, onClose }: DialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Apply for ${position.title}`}
      description={`${position.department} · ${position.location} · ${position.type}`}
    >
      <ApplyForm position={position} onClose={onClose} />
    </Dialog>
  );
}
