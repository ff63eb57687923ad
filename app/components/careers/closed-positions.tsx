import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Position } from "~/modules/careers/careers.schema";
import { formatDay } from "~/modules/careers/position-terms";

interface ClosedPositionsProps {
  positions: Position[];
  busy: boolean;
  onReopen(position: Position): void;
  onEdit(position: Position): void;
  onDelete(position: Position): void;
}

/** Why a position is closed, in a few words: by hand on a day, or on its closing date. */
function closedWhen(position: Position): string {
  if (position.closedOn) return `Closed on ${formatDay(position.closedOn)}`;
  return position.closesOn ? `Closed on its closing date, ${formatDay(position.closesOn)}` : "Closed";
}

/** The admin's list of closed and expired positions (visitors never see it), with Reopen. */
export function ClosedPositions({ positions, busy, onReopen, onEdit, onDelete }: ClosedPositionsProps) {
  return (
    <section aria-labelledby="closed-positions" className="mx-auto max-w-6xl px-4 pb-24 sm:px-6 lg:px-8">
      <h2 id="closed-positions" className="text-2xl font-bold tracking-tight">
        Closed positions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Only admins see this list. Closed positions are off the careers page and the sitemap and refuse applications; their pages stay reachable and
        say so.
      </p>
      {positions.length ? (
        <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" aria-label="Closed positions">
          {positions.map((position) => (
            <li key={position.id} className="flex flex-wrap items-center gap-3 px-5 py-4">
              <div className="min-w-0 flex-1">
                <Link to={`/careers/${position.slug}`} className="font-semibold text-ink hover:underline">
                  {position.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {position.department} · {position.location} · {closedWhen(position)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" disabled={busy} onClick={() => onReopen(position)} aria-label={`Reopen ${position.title}`}>
                  <RotateCcw aria-hidden="true" className="size-4" /> Reopen
                </Button>
                <Button variant="secondary" onClick={() => onEdit(position)} aria-label={`Edit ${position.title}`}>
                  <Pencil aria-hidden="true" className="size-4" /> Edit
                </Button>
                <Button variant="danger" onClick={() => onDelete(position)} aria-label={`Delete ${position.title}`}>
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-6 text-center text-slate-700">
          No closed positions.
        </p>
      )}
    </section>
  );
}
