import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { formatInZone } from "~/modules/time-zone";
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

/**
 * The site's time zone (SITE_TIMEZONE), which the admin layout's loader hands down: every admin time is shown and
 * typed in it, and the layout says so once ("Times in Asia/Kolkata"), so no time carries a zone of its own.
 */
export function useAdminTimeZone(given?: string): string {
  const layout = useRouteLoaderData("routes/admin/layout") as { timeZone?: string } | undefined;
  const zone = given ?? layout?.timeZone;
  if (!zone) throw new Error("useAdminTimeZone is for pages inside the admin layout; pass the time zone to others");
  return zone;
}

/**
 * A stored UTC time as the admin reads it: "1 Dec 2026, 09:00" in the site's zone (issue 32: one rule for every
 * admin time). The zone is explicit, so the server and the browser render the same text.
 */
export function Time({ iso, timeZone }: { iso: string | null; timeZone?: string }) {
  const zone = useAdminTimeZone(timeZone);
  if (!iso) return <span className="text-slate-500">-</span>;
  return <time dateTime={iso}>{formatInZone(iso, zone)}</time>;
}

/** The one line that names the zone of a page's times. */
export function TimeZoneNote({ timeZone, className = "" }: { timeZone: string; className?: string }) {
  return <p className={`text-xs text-slate-600 ${className}`}>{`Times in ${timeZone}`}</p>;
}

interface DeleteButtonProps {
  id: number | string;
  /** E.g. "Delete message"; also the accessible name with `subject`. */
  label: string;
  subject: string;
  title: string;
  message: string;
  /** Another destructive action that asks first the same way (e.g. "revoke"); default "delete". */
  intent?: string;
  busyLabel?: string;
  /** The dialog's confirming button; default "Delete". */
  confirmLabel?: string;
  /**
   * The fetcher's key, for a page that says what the action answered (`useFetcher({ key })`): the row, and this
   * button with it, is gone once the list reloads after a removal.
   */
  fetcherKey?: string;
}

/**
 * A Delete button that asks first (Radix alert dialog). Without JavaScript it is a plain submit button, so the
 * admin area still works, just without the question. When the removal takes its row (and this focused button) away,
 * focus goes to the same button of the next row (or of the row before), else to the list's heading, instead of
 * being left on the page's body.
 */
export function DeleteButton({ id, label, subject, title, message, intent = "delete", busyLabel = "Deleting...", confirmLabel, fetcherKey }: DeleteButtonProps) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>({ key: fetcherKey });
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  const button = useRef<HTMLButtonElement | null>(null);
  const focusAfterRemoval = useRef<HTMLElement[]>([]);
  useEffect(
    () => () => {
      // Unmounted with the focus on nothing: this button had it and is gone with its row.
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      const target = focusAfterRemoval.current.find((element) => element.isConnected);
      if (!target) return;
      if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) target.tabIndex = -1;
      target.focus();
    },
    [],
  );
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="secondary"
        disabled={busy}
        aria-label={`${label}: ${subject}`}
        data-delete-intent={intent}
        onClick={(event) => {
          event.preventDefault();
          button.current = event.currentTarget;
          setOpen(true);
        }}
      >
        {busy ? busyLabel : label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => {
          if (button.current) focusAfterRemoval.current = focusTargetsAfterRemoval(button.current, intent);
          fetcher.submit({ intent, id: String(id) }, { method: "post" });
          setOpen(false);
        }}
      />
    </fetcher.Form>
  );
}

const HEADINGS = "h1, h2, h3, h4, h5, h6";

/** Where focus goes if `button`'s row is removed, best first: the same button of the next row, of the row before, the list's heading. */
function focusTargetsAfterRemoval(button: HTMLElement, intent: string): HTMLElement[] {
  const row = button.closest("tr, li");
  const sameButton = (sibling: Element | null | undefined) => sibling?.querySelector<HTMLElement>(`[data-delete-intent="${CSS.escape(intent)}"]`) ?? null;
  const candidates = [sameButton(row?.nextElementSibling), sameButton(row?.previousElementSibling), listHeading(row?.parentElement ?? button)];
  return candidates.filter((candidate): candidate is HTMLElement => candidate !== null);
}

/** The nearest heading before the list (walking out from it), else the page's. */
function listHeading(list: Element): HTMLElement | null {
  for (let node: Element | null = list; node && node !== document.body; node = node.parentElement) {
    for (let sibling = node.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
      const heading = sibling.matches(HEADINGS) ? sibling : Array.from(sibling.querySelectorAll(HEADINGS)).at(-1);
      if (heading instanceof HTMLElement) return heading;
    }
  }
  return document.querySelector<HTMLElement>("main h1");
}

interface RowActionProps {
  id: number;
  intent: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  /** Names the row for screen readers when the list repeats the same button ("Not spam: Asha Rao"). */
  label?: string;
}

/** A one-button form for a row action (mark handled, send again, ...). */
export function RowAction({ id, intent, children, variant = "secondary", label }: RowActionProps) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={fetcher.state !== "idle"} aria-label={label}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** What an admin list shows when it has nothing in it: what would appear here, and from where. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-600">{children}</p>;
}

/**
 * The admin lists' table: bordered, scrolling sideways on a phone rather than squeezing its columns. `columns` are
 * the header cells (scope="col"); the rows are the children. `minWidth`: a narrower floor for a table of two or
 * three short columns, which fits a phone without scrolling.
 */
/**
 * `stackOnPhones`: below the sm breakpoint each row becomes a card (its cells one under another, the header hidden),
 * instead of a table wider than the phone; the cells then say what they are themselves (a visible label, a prefix).
 * `minWidth`: the width below which the table scrolls sideways (narrow tables fit a phone as they are).
 */
export function AdminTable({
  label,
  columns,
  children,
  stackOnPhones = false,
  minWidth = "min-w-[40rem]",
}: {
  label?: string;
  columns: ReactNode[];
  children: ReactNode;
  stackOnPhones?: boolean;
  minWidth?: string;
}) {
  const stacked = stackOnPhones ? " max-sm:block max-sm:min-w-0 max-sm:[&_tbody]:block max-sm:[&_td]:block max-sm:[&_td]:py-1.5 max-sm:[&_td]:text-left max-sm:[&_tr]:block max-sm:[&_tr]:py-2" : "";
  return (
    <div className="relative mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={label} className={`w-full ${minWidth} divide-y divide-slate-200 text-left text-sm${stacked}`}>
        <thead className={`bg-slate-50 text-slate-700${stackOnPhones ? " max-sm:hidden" : ""}`}>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">{children}</tbody>
      </table>
    </div>
  );
}

/** The header cell of a column of row buttons: named for screen readers only. */
export const actionsColumn = <span className="sr-only">Actions</span>;

/** Links to the neighbouring pages of a paged admin list, with "Page N of M" between them. */
export function Pager({ page, pageCount, link, labels = ["Previous", "Next"] }: { page: number; pageCount: number; link(page: number): string; labels?: [string, string] }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? <Link to={link(page - 1)} className="font-semibold text-brand-700 hover:underline">{labels[0]}</Link> : <span />}
      <span className="text-slate-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to={link(page + 1)} className="font-semibold text-brand-700 hover:underline">{labels[1]}</Link> : <span />}
    </nav>
  );
}

/** Inbox / Spam folder links above an admin inbox; the current one is marked for screen readers too. */
export function FolderTabs({ label, tabs }: { label: string; tabs: Array<{ label: string; href: string; current: boolean }> }) {
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.href}
          to={tab.href}
          aria-current={tab.current ? "page" : undefined}
          className={`rounded-lg px-3 py-2 text-sm font-medium ${tab.current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** Why an item waits in a spam folder, and that it will be deleted unless someone releases it. */
export function SpamReasonBadge({ reason }: { reason: string }) {
  return <Badge tone="danger">{`Spam: ${reason}`}</Badge>;
}

/** The line above a spam folder: what is in it and when it goes. */
export function SpamFolderNote({ what, release, retentionDays }: { what: string; release: string; retentionDays: number }) {
  return (
    <p className="mt-4 text-sm text-slate-600">
      {`These ${what} were flagged by the spam checks, and no mail was sent for them. "Not spam" ${release}. Anything left here is deleted after ${retentionDays} days.`}
    </p>
  );
}
