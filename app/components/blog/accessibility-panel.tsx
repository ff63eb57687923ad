import { useId } from "react";
import { Badge } from "~/components/admin/admin-ui";
import { accessibilityErrors, OVERRIDE_FIELD, OVERRIDE_LABEL, type AccessibilityFinding } from "~/modules/accessibility/accessibility.schema";

/** "2 errors, 1 warning" / "No problems found". */
export function findingsSummary(findings: readonly AccessibilityFinding[]): string {
  const errors = accessibilityErrors(findings).length;
  const warnings = findings.length - errors;
  if (findings.length === 0) return "No problems found.";
  const parts = [errors ? `${errors} ${errors === 1 ? "error" : "errors"}` : "", warnings ? `${warnings} ${warnings === 1 ? "warning" : "warnings"}` : ""];
  return `${parts.filter(Boolean).join(", ")}${errors ? ": errors block publishing." : ": warnings do not block publishing."}`;
}

/** The findings, one per line: severity in words (not only colour), the message, and what it is about. */
export function AccessibilityFindings({ findings }: { findings: readonly AccessibilityFinding[] }) {
  return (
    <ul className="space-y-2">
      {findings.map((finding, index) => (
        <li key={`${finding.rule}-${index}`} className="flex items-start gap-2 text-sm">
          {/* One width for both words, so the messages line up. */}
          <span className="w-[4.75rem] shrink-0">
            <Badge tone={finding.severity === "error" ? "danger" : "warning"}>{finding.severity === "error" ? "Error" : "Warning"}</Badge>
          </span>
          <span className="min-w-0">
            <span className="block text-ink">{finding.message}</span>
            {finding.excerpt ? <code className="mt-0.5 block break-all text-xs text-slate-600">{finding.excerpt}</code> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The override box: only for those who may publish past errors (editors, admins), and only while there are errors. */
export function AccessibilityOverride({ findings, canOverride, error }: { findings: readonly AccessibilityFinding[]; canOverride: boolean; error?: string }) {
  const id = useId();
  if (!canOverride || accessibilityErrors(findings).length === 0) return null;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <input
        id={id}
        type="checkbox"
        name={OVERRIDE_FIELD}
        value="on"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
        className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-brand-600"
      />
      <span className="min-w-0">
        <label htmlFor={id} className="block text-sm font-semibold text-ink">
          {OVERRIDE_LABEL}
        </label>
        <span id={`${id}-hint`} className="block text-xs text-slate-600">
          Publishes or schedules the post with these errors. Your name and the errors go into the audit log.
        </span>
      </span>
    </div>
  );
}

/**
 * The post editor's accessibility check, next to the status and the publish button. The server computes the findings
 * (on load, on each preview while typing, on save); errors block publishing and scheduling, warnings do not.
 */
export function AccessibilityPanel({
  findings,
  checking,
  canOverride,
  error,
}: {
  findings: readonly AccessibilityFinding[];
  checking: boolean;
  canOverride: boolean;
  error?: string;
}) {
  const hasErrors = accessibilityErrors(findings).length > 0;
  return (
    <section
      id="accessibility-check"
      tabIndex={-1}
      aria-labelledby="accessibility-check-heading"
      className={`space-y-3 rounded-lg border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40 ${error ? "border-red-300 bg-red-50/40" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="accessibility-check-heading" className="text-sm font-medium text-ink">
          Accessibility check
        </h2>
        <p className={`text-xs ${hasErrors ? "font-semibold text-red-800" : "text-slate-600"}`} aria-live="polite">
          {checking ? "Checking..." : findingsSummary(findings)}
        </p>
      </div>
      {findings.length > 0 ? <AccessibilityFindings findings={findings} /> : null}
      <AccessibilityOverride findings={findings} canOverride={canOverride} error={error} />
    </section>
  );
}
