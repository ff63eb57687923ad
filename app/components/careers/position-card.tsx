import { Archive, Pencil, Trash2 } from "lucide-react";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Position } from "~/modules/careers/careers.schema";
import { PositionMeta } from "./position-details";

interface PositionCardProps {
  position: Position;
  onView(position: Position): void;
  onApply(position: Position): void;
  /** Present for admins only. */
  admin?: {
    onEdit(position: Position): void;
    onDelete(position: Position): void;
    onClose(position: Position): void;
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

export function PositionCard({ position, onView, onApply, admin }: PositionCardProps) {
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <h3 className="text-xl font-semibold text-ink">{position.title}</h3>
      <div className="mt-3">
        <PositionMeta position={position} />
      </div>
      <p className="mt-4 flex-1 leading-7 text-slate-700">{position.description}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link
          to={`/careers/${position.slug}`}
          onClick={(event) => intercept(event, () => onView(position))}
          data-needs-app
          className={`${linkButton} border border-slate-300 bg-white text-ink hover:bg-slate-50`}
          aria-label={`View Details: ${position.title}`}
        >
          View Details
        </Link>
        <Link
          to={`/careers/${position.slug}#apply`}
          onClick={(event) => intercept(event, () => onApply(position))}
          data-needs-app
          className={`${linkButton} bg-brand-600 text-white hover:bg-brand-700`}
          aria-label={`Apply Now: ${position.title}`}
        >
          Apply Now
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
            <Button variant="danger" onClick={() => admin.onDelete(position)} aria-label={`Delete ${position.title}`}>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
