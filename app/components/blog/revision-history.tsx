import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatInZone } from "~/modules/time-zone";
import type { FieldDiff } from "~/modules/blog/word-diff";
import type { RevisionSummary } from "~/modules/revisions/revision-events";
import { AskBeforeDiscarding } from "~/components/admin/unsaved-changes";
import { WordDiffView } from "./word-diff-view";


interface RevisionHistoryProps {
  /** The document's edit page: `?revision=N` there opens a comparison. */
  editPath: string;
  revisions: RevisionSummary[];
  comparison: { revision: RevisionSummary; diffs: FieldDiff[]; deletedImages: string[] } | null;
  timeZone: string;
  /** How this kind of document restores a revision; by default a link that puts its text into the form, unsaved. */
  restore?: (revision: RevisionSummary) => ReactNode;
  /** The editor's form: a restore replaces what it holds, so with unsaved changes there Restore asks first. */
  formId: string;
  /**
   * Whether opening a comparison would now throw away something unsaved (the page editor's block changes live in its
   * last answer, which a navigation drops); then Compare asks first. Without it Compare opens at once: the form
   * stays mounted, so what is typed stays.
   */
  compareDiscards?: () => boolean;
  /**
   * Query parameters a comparison keeps in the address. A post's `restore` put an old text into the form, unsaved;
   * the comparison's answer has to put it there again, or opening a comparison would silently throw it away.
   */
  compareKeeps?: Record<string, string>;
}

const statusLabels: Record<string, string> = { published: "published", draft: "draft", review: "in review", scheduled: "scheduled" };

/** Who or what made this entry: a person's save, the schedule they set going off, or an editor's decision. */
function madeBy(revision: RevisionSummary): string {
  const by = revision.editorName;
  switch (revision.event) {
    case "published-on-schedule":
      return `Published on schedule (scheduled by ${by})`;
    case "unpublished-on-schedule":
      return `Unpublished on schedule (set by ${by})`;
    case "approved":
      return `Published from review by ${by}`;
    case "scheduled":
      return `Scheduled from review by ${by}`;
    case "sent-back":
      return `Sent back to the author by ${by}`;
    case "schedule-cancelled":
      return `Schedule cancelled by ${by}`;
    case "restored":
      return `Restored from an earlier version by ${by}`;
    default:
      return by;
  }
}

/**
 * The History panel: every kept save, newest first. "Compare" shows a word diff between that revision and the
 * current text; "Restore" puts its text into the edit form of the same post, unsaved (issue 32).
 */
export function RevisionHistory({ editPath, revisions, comparison, timeZone, formId, compareDiscards, compareKeeps, restore = (revision) => <RestoreIntoForm editPath={editPath} revisionId={revision.id} /> }: RevisionHistoryProps) {
  const askBeforeCompare = (list: ReactNode) =>
    compareDiscards ? (
      <AskBeforeDiscarding
        formId={formId}
        unsaved={compareDiscards}
        title="Lose your unsaved block changes?"
        message="You added, moved, hid or removed blocks since the last save. A comparison shows the page as saved, so those block changes, and anything typed in an added block, will be lost."
        confirmLabel="Compare and lose them"
      >
        {list}
      </AskBeforeDiscarding>
    ) : (
      list
    );
  return (
    <section id="history" aria-labelledby="history-heading" className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="history-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <History aria-hidden="true" className="size-5" /> History
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every save of the last 30 days is kept, and one a day before that.</p>
      {revisions.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No saved revisions yet.</p>
      ) : askBeforeCompare(
        <ol className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {revisions.map((revision, index) => {
            const open = comparison?.revision.id === revision.id;
            return (
              <li key={revision.id} className={`flex flex-wrap items-center justify-between gap-3 px-4 py-3 ${open ? "bg-brand-50" : ""}`}>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-ink">
                    {`${formatInZone(revision.createdAt, timeZone)} · ${madeBy(revision)}`}
                    {index === 0 ? (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">current</span>
                    ) : null}
                  </p>
                  <p className="truncate text-slate-600">{`Version ${revision.version}, ${statusLabels[revision.status] ?? revision.status}: ${revision.title}`}</p>
                  {revision.note ? <p className="mt-1 whitespace-pre-wrap text-ink">{`Comment: ${revision.note}`}</p> : null}
                </div>
                {index === 0 ? null : (
                  <Link
                    to={`${editPath}?${new URLSearchParams({ ...compareKeeps, revision: String(revision.id) })}#history`}
                    preventScrollReset
                    aria-label={`Compare the version of ${formatInZone(revision.createdAt, timeZone)} with the current text`}
                    className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
                  >
                    Compare
                  </Link>
                )}
              </li>
            );
          })}
        </ol>,
      )}
      {comparison ? (
        <div className="mt-6" data-testid="revision-diff">
          <h3 className="text-base font-semibold text-ink">{`From ${formatInZone(comparison.revision.createdAt, timeZone)} (${comparison.revision.editorName}) to the current text`}</h3>
          <p className="mt-1 text-xs text-slate-600">Struck-through words are only in that revision; underlined words were added since.</p>
          {comparison.diffs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">The text is the same as now.</p>
          ) : (
            <div className="mt-3 space-y-4">
              {comparison.diffs.map((diff) => (
                <div key={diff.field}>
                  <h4 className="text-sm font-semibold text-ink">
                    {diff.label}
                    {diff.notes?.length ? <span className="ml-2 font-normal text-slate-700">{`(${diff.notes.join(", ")})`}</span> : null}
                  </h4>
                  {diff.parts.length ? (
                    <div className="mt-1">
                      <WordDiffView parts={diff.parts} formatting={diff.formatting} />
                    </div>
                  ) : null}
                </div>
              ))}
            </div>
          )}
          {comparison.deletedImages.length ? (
            <p role="note" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {`This version uses ${comparison.deletedImages.length === 1 ? "an image" : "images"} deleted from the media library since (${comparison.deletedImages.join(", ")}). Restoring it leaves ${comparison.deletedImages.length === 1 ? "that image" : "them"} out.`}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <AskBeforeDiscarding
              formId={formId}
              title="Lose your unsaved changes?"
              message="The form above has changes you have not saved. Restoring this version replaces what the form holds, and your unsaved changes will be lost."
              confirmLabel="Restore and lose them"
            >
              {restore(comparison.revision)}
            </AskBeforeDiscarding>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** A post's restore: its text goes into the edit form above, unsaved (issue 32). */
function RestoreIntoForm({ editPath, revisionId }: { editPath: string; revisionId: number }) {
  return (
    <>
      <Link to={`${editPath}?restore=${revisionId}`} className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
        Restore this version
      </Link>
      <p className="text-xs text-slate-600">Puts its text into the form above, unsaved: nothing changes until you choose Save Changes.</p>
    </>
  );
}
