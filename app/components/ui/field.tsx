import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";

export const controlClass =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-invalid:border-red-600";

interface FrameProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** Label, hint and error around any control, wired for screen readers. */
export function FieldFrame({ label, error, hint, className, children }: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = FrameProps & InputHTMLAttributes<HTMLInputElement> & { name: string };

export function Field({ label, error, hint, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input className={controlClass} {...control} {...input} />}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { name: string };

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <textarea className={controlClass} {...control} {...textarea} />}
    </FieldFrame>
  );
}

/** The form-level message: an alert for errors, a polite status otherwise. Always in the DOM so it is announced. */
export function FormMessage({ tone, children }: { tone: "error" | "success" | "info"; children?: ReactNode }) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-emerald-200 bg-emerald-50 text-emerald-800",
    info: "border-brand-200 bg-brand-50 text-brand-800",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={children ? `rounded-lg border px-4 py-3 text-sm ${styles}` : "sr-only"}>
      {children}
    </div>
  );
}
