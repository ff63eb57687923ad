import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useValidatedSubmit } from "~/components/auth/use-validated-submit";
import { Button } from "~/components/ui/button";
import { controlClass, Field, FieldFrame, FormMessage, TextAreaField } from "~/components/ui/field";
import { Dialog } from "~/components/ui/dialog";
import { OriginalPositionBeside } from "./original-position-beside";
import { POSITION_TYPES, positionSchema, type Position } from "~/modules/careers/careers.schema";
import { SALARY_CURRENCIES, SALARY_UNIT_LABELS, SALARY_UNITS } from "~/modules/careers/position-terms";

export interface PositionActionData {
  ok: boolean;
  intent?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
  /** Translate's answer: the draft translation to edit. */
  position?: Position;
}

interface PositionFormDialogProps {
  /** "new" opens the create mode, a position the edit mode. */
  editing: Position | "new";
  /** The position a translation translates: shown beside the form, read only. */
  original?: Position;
  onClose(): void;
}

/**
 * The admin's add/edit modal (SPEC: one modal with create and edit modes), posting to the /careers action.
 * Mounted per opening (keyed by the caller), so every opening starts clean.
 */
export function PositionFormDialog({ editing, original, onClose }: PositionFormDialogProps) {
  const fetcher = useFetcher<PositionActionData>();
  const { clientError, onSubmit, clearClientError } = useValidatedSubmit(positionSchema);
  const position = editing === "new" ? null : editing;
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  // The list revalidates after the action: the new position appears at the top, an edited one in place.
  useEffect(() => {
    if (result?.ok) onClose();
  }, [result, onClose]);

  const fieldErrors = !clientError && result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const error = clientError ?? (result && !result.ok ? result.error : undefined);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) {
          clearClientError();
          onClose();
        }
      }}
      title={position ? "Edit Position" : "Add Position"}
      description={position ? `Change the details of ${position.title}.` : "Publish a new opening on the careers page."}
      size={original ? "max-w-6xl" : undefined}
    >
      <div className={original ? "grid gap-6 lg:grid-cols-2 lg:items-start" : undefined}>
        {original ? (
          <div className="lg:order-2">
            <OriginalPositionBeside original={original} />
          </div>
        ) : null}
      <fetcher.Form method="post" action="/careers" noValidate onSubmit={onSubmit} className="space-y-5">
        <FormMessage tone="error">{error}</FormMessage>
        <input type="hidden" name="intent" value={position ? "update" : "create"} />
        {position ? <input type="hidden" name="id" value={position.id} /> : null}
        <Field label="Title" name="title" required defaultValue={position?.title} error={fieldErrors.title} />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Department" name="department" required defaultValue={position?.department} error={fieldErrors.department} />
          <Field label="Location" name="location" required defaultValue={position?.location} error={fieldErrors.location} />
          <FieldFrame label="Type" error={fieldErrors.type}>
            {(control) => (
              // Not `required`: it always holds one of the types, and a required select must start with an empty
              // placeholder option (HTML).
              <select {...control} name="type" defaultValue={position?.type ?? "Full-time"} className={controlClass}>
                {POSITION_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            )}
          </FieldFrame>
        </div>
        <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">Closing date and salary (optional)</legend>
          <Field
            label="Closing date"
            name="closesOn"
            type="date"
            hint="Applications close at the end of this day. Leave empty to keep the position open until you close it."
            defaultValue={position?.closesOn ?? ""}
            error={fieldErrors.closesOn}
            className="sm:col-span-2"
          />
          <Field
            label="Salary from"
            name="salaryMin"
            inputMode="decimal"
            placeholder="1200000"
            defaultValue={position?.salary?.min}
            error={fieldErrors.salaryMin}
          />
          <Field
            label="Salary up to"
            name="salaryMax"
            inputMode="decimal"
            placeholder="1800000"
            defaultValue={position?.salary?.max}
            error={fieldErrors.salaryMax}
          />
          <FieldFrame label="Currency" error={fieldErrors.salaryCurrency}>
            {(control) => (
              <select {...control} name="salaryCurrency" defaultValue={position?.salary?.currency ?? "INR"} className={controlClass}>
                {SALARY_CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            )}
          </FieldFrame>
          <FieldFrame label="Paid" error={fieldErrors.salaryUnit}>
            {(control) => (
              <select {...control} name="salaryUnit" defaultValue={position?.salary?.unit ?? "year"} className={controlClass}>
                {SALARY_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {SALARY_UNIT_LABELS[unit]}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        </fieldset>
        <TextAreaField
          label="Brief Description"
          name="description"
          rows={2}
          required
          defaultValue={position?.description}
          error={fieldErrors.description}
        />
        <TextAreaField
          label="Detailed Description"
          name="detailedDescription"
          rows={6}
          required
          hint="Separate paragraphs with a blank line."
          defaultValue={position?.detailedDescription}
          error={fieldErrors.detailedDescription}
        />
        <TextAreaField
          label="Requirements (optional)"
          name="requirements"
          rows={5}
          hint="One requirement per line; blank lines are dropped."
          defaultValue={position?.requirements.join("\n")}
          error={fieldErrors.requirements}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : position ? "Save Changes" : "Add Position"}
          </Button>
        </div>
      </fetcher.Form>
      </div>
    </Dialog>
  );
}
