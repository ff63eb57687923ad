import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ConfirmDialog } from "~/components/ui/dialog";

/** What a form holds, as one string to compare (a file input by its file's name). */
function formSnapshot(form: HTMLFormElement): string {
  return JSON.stringify([...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : value.name]));
}

/** Each form's contents as they were when someone first reached into it: a keyed remount is a new element, so a new start. */
const baselines = new WeakMap<HTMLFormElement, string>();

/**
 * Whether the form `formId` holds changes since the person first focused or pressed something in it. Taken then and
 * not at mount, so what the page itself settles after hydration (a time shown in the browser's zone, an editor
 * loaded on demand) is not counted as a change; a block button's answer (the page editor's add, move, remove) is.
 */
function useUnsavedChanges(formId: string): () => boolean {
  useEffect(() => {
    const remember = (event: Event) => {
      const form = event.target instanceof Element ? event.target.closest("form") : null;
      if (form && form.id === formId && !baselines.has(form)) baselines.set(form, formSnapshot(form));
    };
    document.addEventListener("focusin", remember, true);
    document.addEventListener("pointerdown", remember, true);
    return () => {
      document.removeEventListener("focusin", remember, true);
      document.removeEventListener("pointerdown", remember, true);
    };
  }, [formId]);
  return () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return false;
    const baseline = baselines.get(form);
    return baseline !== undefined && baseline !== formSnapshot(form);
  };
}

interface AskBeforeDiscardingProps {
  /** The form whose unsaved changes the controls inside would throw away. */
  formId: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** The controls (a link or a submit button) that replace the form's contents. */
  children: ReactNode;
  /**
   * Whether these controls would throw something away now; by default whether the form changed since it was first
   * touched. The page editor's Compare passes a narrower one: a comparison keeps what is typed, not its block changes.
   */
  unsaved?: () => boolean;
}

/**
 * The control a click would act with, if it could discard the form: a link or a button of another form. The form's
 * own buttons send what it holds (a save, a block button), a `type="button"` navigates nowhere, and a click that
 * opens a new tab or window leaves this one as it is.
 */
function discardingControl(event: MouseEvent<HTMLElement>, formId: string): HTMLElement | null {
  // React passes the dialog's own clicks up through its portal: only the controls inside are held.
  const control = event.target instanceof Element && event.currentTarget.contains(event.target) ? event.target.closest<HTMLElement>("a[href], button") : null;
  if (!control || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (control instanceof HTMLButtonElement && (control.type === "button" || control.form?.id === formId)) return null;
  if (control instanceof HTMLAnchorElement && control.target === "_blank") return null;
  return control;
}

/**
 * Asks before a link or button inside discards what the form holds unsaved (the project's confirmation dialog, as a
 * deletion asks); with nothing unsaved, or without JavaScript, the control acts at once. Cancel keeps the typing and
 * puts focus back on the control; the confirming button acts as the control would have.
 */
export function AskBeforeDiscarding({ formId, title, message, confirmLabel, children, unsaved }: AskBeforeDiscardingProps) {
  const formChanged = useUnsavedChanges(formId);
  const hasUnsavedChanges = unsaved ?? formChanged;
  const [open, setOpen] = useState(false);
  const held = useRef<HTMLElement | null>(null);
  const confirmed = useRef(false);
  return (
    <div
      className="contents"
      onClickCapture={(event) => {
        const control = discardingControl(event, formId);
        if (!control || confirmed.current || !hasUnsavedChanges()) return;
        event.preventDefault();
        event.stopPropagation();
        held.current = control;
        setOpen(true);
      }}
    >
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          setOpen(false);
          confirmed.current = true;
          held.current?.click();
          confirmed.current = false;
        }}
      />
    </div>
  );
}
