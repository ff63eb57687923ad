import { STATUS_LABELS, type ApplicationStatus } from "~/modules/careers/careers.schema";

const tones: Record<ApplicationStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  reviewing: "bg-amber-50 text-amber-900 ring-amber-200",
  interview: "bg-violet-50 text-violet-800 ring-violet-200",
  offer: "bg-sky-50 text-sky-800 ring-sky-200",
  hired: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  rejected: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}>{STATUS_LABELS[status]}</span>
  );
}

export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
