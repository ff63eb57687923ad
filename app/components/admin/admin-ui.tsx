import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";

const badgeTones = {
  neutral: "bg-slate-100 text-slate-700",
  brand: "bg-brand-50 text-brand-800",
  success: "bg-emerald-50 text-emerald-800",
  warning: "bg-amber-50 text-amber-900",
  danger: "bg-red-50 text-red-800",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}>{children}</span>;
}

/** Times are stored as ISO strings in UTC; shown the same on the server and in the browser (no hydration drift). */
export function Time({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">-</span>;
  return <time dateTime={iso}>{`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`}</time>;
}

interface DeleteButtonProps {
  id: number;
  /** E.g. "Delete message"; also the accessible name with `subject`. */
  label: string;
  subject: string;
  title: string;
  message: string;
}

/**
 * A Delete button that asks first (Radix alert dialog). Without JavaScript it is a plain submit button, so the
 * admin area still works, just without the question.
 */
export function DeleteButton({ id, label, subject, title, message }: DeleteButtonProps) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value="delete"
        variant="secondary"
        disabled={busy}
        aria-label={`${label}: ${subject}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {busy ? "Deleting..." : label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        message={message}
        busy={busy}
        onConfirm={() => {
          fetcher.submit({ intent: "delete", id: String(id) }, { method: "post" });
          setOpen(false);
        }}
      />
    </fetcher.Form>
  );
}

/** A one-button form for a row action (mark handled, send again, ...). */
export function RowAction({ id, intent, children, variant = "secondary" }: { id: number; intent: string; children: ReactNode; variant?: "primary" | "secondary" }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={fetcher.state !== "idle"}>
        {children}
      </Button>
    </fetcher.Form>
  );
}
