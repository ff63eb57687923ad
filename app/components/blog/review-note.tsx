import { MessageSquareWarning } from "lucide-react";

/** The editor's comment on a post sent back from review, shown to its author above the form. */
export function ReviewNote({ note }: { note: string }) {
  return (
    <section aria-labelledby="review-note-heading" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5" data-testid="review-note">
      <h2 id="review-note-heading" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <MessageSquareWarning aria-hidden="true" className="size-5" /> Sent back from review
      </h2>
      <p className="mt-2 whitespace-pre-wrap text-sm text-ink">{note}</p>
      <p className="mt-2 text-xs text-slate-600">Make the changes, then choose Submit for review again.</p>
    </section>
  );
}
