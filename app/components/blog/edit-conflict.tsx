import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { FieldDiff } from "~/modules/blog/word-diff";
import { formatInZone } from "~/modules/time-zone";
import { WordDiffView } from "./word-diff-view";

interface EditConflictProps {
  postId: number;
  /** SITE_TIMEZONE, which the page names once. */
  timeZone: string;
  conflict: { diffs: FieldDiff[]; savedBy: string; savedAt: string; theirs: { version: string } };
}

/**
 * Shown when a save was refused because someone else saved first (409). What this person typed stays in the form
 * below; the diff shows what differs from the stored version, and they choose: keep theirs, take the other's,
 * or merge by hand in the form and save.
 */
export function EditConflictPanel({ postId, conflict, timeZone }: EditConflictProps) {
  const savedAt = formatInZone(conflict.savedAt, timeZone);
  return (
    <section aria-labelledby="conflict-heading" className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-6" data-testid="edit-conflict">
      <h2 id="conflict-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <TriangleAlert aria-hidden="true" className="size-5" /> {`${conflict.savedBy} saved this post while you were editing`}
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        {`Their version was saved on ${savedAt}. Nothing you typed is lost: your text is still in the form below. `}
        Struck-through words are only in their version; underlined words are only in yours.
      </p>
      {conflict.diffs.length === 0 ? (
        <p className="mt-4 text-sm text-amber-950">Your text and theirs are the same; saving again is safe.</p>
      ) : (
        <div className="mt-4 space-y-4">
          {conflict.diffs.map((diff) => (
            <div key={diff.field}>
              <h3 className="text-sm font-semibold text-ink">{diff.label}</h3>
              <div className="mt-1">
                <WordDiffView parts={diff.parts} formatting={diff.formatting} />
              </div>
            </div>
          ))}
        </div>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="submit"
          form="post-form"
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Keep mine and save
        </button>
        <Link reloadDocument to={`/blog/edit/${postId}`} className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50">
          Take theirs (discard my changes)
        </Link>
        <a href="#post-form" className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-ink hover:bg-slate-50">
          Merge by hand in the form, then Save Changes
        </a>
      </div>
    </section>
  );
}
