import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { controlClass } from "~/components/ui/field";
import { linkHrefMessage, normalizeLinkHref } from "./link-href";

interface LinkDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The link under the cursor, when there is one (then "Remove link" is offered). */
  currentHref: string;
  onApply(href: string): void;
  onRemove(): void;
}

/** The address of a link: checked before it is applied, with the reason when it cannot be. */
export function LinkDialog({ open, onOpenChange, currentHref, onApply, onRemove }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={currentHref ? "Edit link" : "Add a link"} size="max-w-lg">
      {/* Mounted per opening, so the field starts from the current link each time. */}
      {open ? <LinkForm currentHref={currentHref} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function LinkForm({ currentHref, onApply, onRemove, onCancel }: { currentHref: string; onApply(href: string): void; onRemove(): void; onCancel(): void }) {
  const [value, setValue] = useState(currentHref);
  const [error, setError] = useState("");
  const id = useId();
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        // Portalled, but React bubbles the submit to the post form: stop it here.
        event.preventDefault();
        event.stopPropagation();
        const href = normalizeLinkHref(value);
        if (href) onApply(href);
        else setError(linkHrefMessage);
      }}
    >
      <div>
        <label htmlFor={`${id}-href`} className="block text-sm font-medium text-ink">
          Link address
        </label>
        <input
          id={`${id}-href`}
          type="text"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          placeholder="https://example.com"
          className={controlClass}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError("");
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
            A web address, a path on this site (/contact) or an email address.
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {currentHref ? (
          <Button variant="secondary" onClick={onRemove} className="sm:mr-auto">
            Remove link
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Apply link</Button>
      </div>
    </form>
  );
}
