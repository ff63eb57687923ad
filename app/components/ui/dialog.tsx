import * as AlertDialog from "@radix-ui/react-alert-dialog";
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Button } from "./button";

const overlay = "fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm motion-safe:animate-fade-in";
const panel =
  "fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-fade-in";

/**
 * Radix returns focus to its Trigger, and our dialogs are opened from state, without one: remember what had
 * focus when the dialog opened and put focus back there when it closes (when that element still exists), unless
 * `focusOnClose` placed it (answering true), e.g. in the editor's text after an image went in.
 */
function useReturnFocus(focusOnClose?: () => boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (!focusOnClose?.() && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    },
  };
}

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: "max-w-lg" | "max-w-2xl" | "max-w-3xl" | "max-w-6xl";
  /** Called as the dialog closes: answers true when it has put focus somewhere; otherwise focus returns to the opener. */
  focusOnClose?(): boolean;
  /** The close button's name, in the page's language. */
  closeLabel?: string;
}

/** A modal dialog (Radix): focus trapped and restored, Escape and the close button close it. */
export function Dialog({ open, onOpenChange, title, description, children, size = "max-w-2xl", focusOnClose, closeLabel = "Close" }: DialogProps) {
  const returnFocus = useReturnFocus(focusOnClose);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={`${panel} ${size}`} {...returnFocus}>
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-ink sm:text-2xl">{title}</RadixDialog.Title>
            <RadixDialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-ink" aria-label={closeLabel}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The question, e.g. the SPEC's "Are you sure you want to delete this post? This action cannot be undone." */
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm(): void;
}

/** Confirmation before a destructive action (Radix alert dialog: Cancel has focus first). */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel = "Delete", busy, onConfirm }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={`${panel} max-w-md`} {...returnFocus}>
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
