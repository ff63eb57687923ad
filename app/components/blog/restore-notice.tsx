import { History } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatInZone } from "~/modules/time-zone";

interface RestoreNoticeProps {
  postId: number;
  restored: { revision: { createdAt: string; editorName: string; version: number }; leftOut: string[] };
  published: boolean;
  timeZone: string;
}

/**
 * Above the edit form after History -> Restore: which version is in the form, that nothing is saved yet, and the
 * way back. Focus moves here, so a keyboard or screen-reader user hears what just happened.
 */
export function RestoreNotice({ postId, restored, published, timeZone }: RestoreNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { revision, leftOut } = restored;
  return (
    <section id="restore-notice" aria-labelledby="restore-notice-heading" className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5" data-testid="restore-notice">
      <h2 id="restore-notice-heading" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-base font-semibold text-brand-900 outline-none">
        <History aria-hidden="true" className="size-5 shrink-0" />
        {`Version ${revision.version} of ${formatInZone(revision.createdAt, timeZone)} (${revision.editorName}) is in the form, not saved yet`}
      </h2>
      <p className="mt-2 text-sm text-ink">
        {published
          ? "Check it, then choose Save Changes: this post, at its address, then shows this text. No second post is made."
          : "Check it, then choose Save Changes to keep it as this post's text."}
      </p>
      {leftOut.length ? (
        <p role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {`That version used ${leftOut.length === 1 ? "an image" : `${leftOut.length} images`} deleted from the media library since (${leftOut.join(", ")}), so ${leftOut.length === 1 ? "it was" : "they were"} left out. Pick a replacement in the editor if the text needs one.`}
        </p>
      ) : null}
      <p className="mt-3 text-sm">
        <Link to={`/blog/edit/${postId}`} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          Discard and keep the current text
        </Link>
      </p>
    </section>
  );
}
