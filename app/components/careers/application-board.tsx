import { ArrowLeft, ArrowRight, Star } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import { Link, useFetcher } from "react-router";
import { FormMessage } from "~/components/ui/field";
import { STATUS_LABELS, type Application, type ApplicationStatus } from "~/modules/careers/careers.schema";
import { useAdminTimeZone } from "~/components/admin/admin-ui";
import { formatInZone } from "~/modules/time-zone";

interface BoardColumn {
  status: ApplicationStatus;
  total: number;
  applications: Application[];
}

type Move = {
  id: number;
  status: ApplicationStatus;
  direction: "previous" | "next" | "drop";
};

/**
 * The hiring pipeline as columns, one per status. Moving a card is a status change (kept in its history): with the
 * arrow buttons on each card (keyboard), or by dragging it to another column (mouse). Focus follows a card moved by
 * keyboard into its new column.
 */
export function ApplicationBoard({ columns }: { columns: BoardColumn[] }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [dropTarget, setDropTarget] = useState<ApplicationStatus | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const timeZone = useAdminTimeZone();
  const statuses = columns.map((column) => column.status);

  function move(next: Move) {
    setLastMove(next);
    fetcher.submit({ intent: "move", id: String(next.id), status: next.status }, { method: "post" });
  }

  // Once the lists show the card in its new column, put focus back on the same arrow (or the card's link).
  useEffect(() => {
    if (fetcher.state !== "idle" || !lastMove || lastMove.direction === "drop") return;
    const card = board.current?.querySelector<HTMLElement>(`[data-card="${lastMove.id}"]`);
    (card?.querySelector<HTMLElement>(`[data-move="${lastMove.direction}"]`) ?? card?.querySelector<HTMLElement>("a"))?.focus();
  }, [fetcher.state, lastMove]);

  function onDrop(event: DragEvent, status: ApplicationStatus) {
    event.preventDefault();
    setDropTarget(null);
    const id = Number(event.dataTransfer.getData("text/x-application-id"));
    const from = event.dataTransfer.getData("text/x-application-status");
    if (id && from !== status) move({ id, status, direction: "drop" });
  }

  return (
    <div>
      <FormMessage tone="error">{fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined}</FormMessage>
      <div ref={board} className="mt-4 grid auto-cols-[16rem] grid-flow-col gap-4 overflow-x-auto pb-4" aria-busy={fetcher.state !== "idle"}>
        {columns.map((column, index) => (
          <section
            key={column.status}
            aria-labelledby={`column-${column.status}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDropTarget(column.status);
            }}
            onDragLeave={() => setDropTarget((current) => (current === column.status ? null : current))}
            onDrop={(event) => onDrop(event, column.status)}
            className={`flex min-h-48 flex-col rounded-2xl border p-3 ${dropTarget === column.status ? "border-brand-500 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
          >
            <h2 id={`column-${column.status}`} className="flex items-center justify-between px-1 text-sm font-semibold text-ink">
              {STATUS_LABELS[column.status]}
              <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">{column.total}</span>
            </h2>
            <ul className="mt-3 flex flex-1 flex-col gap-2" aria-label={`${STATUS_LABELS[column.status]}: ${column.total}`}>
              {column.applications.map((application) => {
                const previous = statuses[index - 1];
                const next = statuses[index + 1];
                return (
                  <li
                    key={application.id}
                    data-card={application.id}
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.setData("text/x-application-id", String(application.id));
                      event.dataTransfer.setData("text/x-application-status", column.status);
                      event.dataTransfer.effectAllowed = "move";
                    }}
                    className="cursor-grab rounded-xl border border-slate-200 bg-white p-3 shadow-sm active:cursor-grabbing"
                  >
                    <Link to={`/admin/applications/${application.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                      {application.name}
                    </Link>
                    <p className="mt-0.5 text-xs text-slate-600">{application.positionTitle}</p>
                    <p className="text-xs text-slate-600">{formatInZone(application.receivedAt, timeZone)}</p>
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-700">
                        {application.rating ? (
                          <>
                            <Star aria-hidden="true" className="size-3.5" /> {application.rating}
                            <span className="sr-only"> of 5</span>
                          </>
                        ) : null}
                      </span>
                      <span className="flex gap-1">
                        {previous ? (
                          <MoveButton
                            direction="previous"
                            label={`Move ${application.name} to ${STATUS_LABELS[previous]}`}
                            disabled={fetcher.state !== "idle"}
                            onClick={() =>
                              move({
                                id: application.id,
                                status: previous,
                                direction: "previous",
                              })
                            }
                          />
                        ) : null}
                        {next ? (
                          <MoveButton
                            direction="next"
                            label={`Move ${application.name} to ${STATUS_LABELS[next]}`}
                            disabled={fetcher.state !== "idle"}
                            onClick={() =>
                              move({
                                id: application.id,
                                status: next,
                                direction: "next",
                              })
                            }
                          />
                        ) : null}
                      </span>
                    </div>
                  </li>
                );
              })}
              {column.total > column.applications.length ? (
                <li className="px-1 text-xs text-slate-600">{`${column.total - column.applications.length} more in the list view`}</li>
              ) : null}
              {column.total === 0 ? <li className="px-1 text-xs text-slate-500">None</li> : null}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

function MoveButton({ direction, label, disabled, onClick }: { direction: "previous" | "next"; label: string; disabled: boolean; onClick(): void }) {
  const Icon = direction === "previous" ? ArrowLeft : ArrowRight;
  return (
    <button
      type="button"
      data-move={direction}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-md border border-slate-300 p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
