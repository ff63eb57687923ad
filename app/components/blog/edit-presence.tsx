import { Users } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { HEARTBEAT_MS } from "~/modules/blog/presence";

/**
 * "Being edited by NAME": while the edit page is open it beats every few seconds, and at once when the tab comes
 * back into view (through the database, so every instance sees it), and shows who else has the post open.
 */
export function EditPresence({ postId, initial }: { postId: number; initial: string[] }) {
  const fetcher = useFetcher<{ editingNow: string[] }>();
  useEffect(() => {
    const beat = () => {
      if (document.visibilityState === "visible") fetcher.submit({ intent: "heartbeat" }, { method: "post", action: `/blog/edit/${postId}` });
    };
    const timer = setInterval(beat, HEARTBEAT_MS);
    document.addEventListener("visibilitychange", beat);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", beat);
    };
    // fetcher.submit is stable for the life of the fetcher.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postId]);
  const names = fetcher.data?.editingNow ?? initial;
  return (
    <div role="status" aria-live="polite" data-testid="edit-presence">
      {names.length ? (
        <p className="mt-4 inline-flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          <Users aria-hidden="true" className="size-4" /> {`Being edited by ${names.join(", ")}`}
        </p>
      ) : null}
    </div>
  );
}
