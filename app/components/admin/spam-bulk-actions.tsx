import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

/** What the route answered to the bulk form (see app/http/spam-bulk.server.ts). */
interface BulkResult {
  ok: boolean;
  bulk?: true;
  message?: string;
}

/** One form per page: the rows' checkboxes join it through their `form` attribute (rows hold forms of their own). */
const FORM_ID = "spam-bulk";

const Selection = createContext<{
  selected: ReadonlySet<number>;
  toggle(id: number, on: boolean): void;
} | null>(null);

/**
 * A Spam folder's bulk actions: "Select all", then "Not spam" or Delete (after a confirmation) for the selected
 * rows. `ids` are the rows on the page; each row shows a `SpamSelectBox`. Without JavaScript the checkboxes and
 * buttons post the form as it is (no "Select all", no question), as the one-row buttons do.
 */
export function SpamBulkActions({ ids, what, result, children }: { ids: number[]; what: string; result?: BulkResult; children: ReactNode }) {
  const fetcher = useFetcher<BulkResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const allRef = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [hint, setHint] = useState<string>();
  const busy = fetcher.state !== "idle";
  // Only rows still on the page count (released or deleted ones leave with the reload).
  const chosen = ids.filter((id) => selected.has(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  const shown = hint ?? (busy ? "" : (fetcher.data ?? (result?.bulk ? result : undefined))?.message);

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  });
  useEffect(() => {
    if (fetcher.data?.ok) setSelected(new Set());
  }, [fetcher.data]);

  const toggle = (id: number, on: boolean) => {
    setHint(undefined);
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  /** Nothing selected: said here, without a round trip. */
  const needsSelection = () => {
    if (chosen.length > 0) return false;
    setHint("Select at least one item first.");
    return true;
  };

  const status = (
    <p role="status" className={`mt-2 text-sm empty:hidden ${hint || fetcher.data?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
      {shown ?? ""}
    </p>
  );
  // The answer stays below the bar, and above the empty state once the folder is emptied ("3 sign-ups released."):
  // the same live region either way.
  return (
    <Selection.Provider value={{ selected, toggle }}>
      {ids.length === 0 ? null : (
        <fetcher.Form
          id={FORM_ID}
          ref={formRef}
          method="post"
          aria-label={`Bulk actions for the ${what}`}
          className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3"
          onSubmit={(event) => {
            if (needsSelection()) event.preventDefault();
          }}
        >
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input
              ref={allRef}
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={all}
              onChange={(event) => {
                setHint(undefined);
                setSelected(new Set(event.target.checked ? ids : []));
              }}
            />
            Select all
          </label>
          <span className="text-sm text-slate-600">{`${chosen.length} of ${ids.length} selected`}</span>
          <div className="flex gap-2 sm:ml-auto">
            <Button type="submit" name="intent" value="bulk-not-spam" variant="primary" disabled={busy}>
              {busy && fetcher.formData?.get("intent") === "bulk-not-spam" ? "Releasing..." : "Not spam"}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="bulk-delete"
              variant="secondary"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                if (!needsSelection()) setConfirming(true);
              }}
            >
              {busy && fetcher.formData?.get("intent") === "bulk-delete" ? "Deleting..." : "Delete"}
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Delete ${chosen.length} ${chosen.length === 1 ? "item" : "items"}`}
            message={`Are you sure you want to delete the ${chosen.length} selected ${what}? This action cannot be undone.`}
            busy={busy}
            onConfirm={() => {
              const form = new FormData(formRef.current!);
              form.set("intent", "bulk-delete");
              void fetcher.submit(form, { method: "post" });
              setConfirming(false);
            }}
          />
        </fetcher.Form>
      )}
      {status}
      {children}
    </Selection.Provider>
  );
}

/** A row's checkbox for the bulk form above; `label` names the row ("Select a@b.example"). */
export function SpamSelectBox({ id, label }: { id: number; label: string }) {
  const selection = useContext(Selection);
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={FORM_ID}
      aria-label={label}
      className="size-4 shrink-0 accent-brand-600"
      checked={selection?.selected.has(id) ?? false}
      onChange={(event) => selection?.toggle(id, event.target.checked)}
    />
  );
}
