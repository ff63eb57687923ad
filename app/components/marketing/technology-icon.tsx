import type { TechnologyMark } from "~/content/technology-marks";

/** A technology's mark, or its initials on a neutral tile when there is no mark for it (SPEC: placeholder). */
export function TechnologyIcon({ name, mark }: { name: string; mark?: TechnologyMark }) {
  if (!mark) {
    const initials = name
      .split(/[\s.-]+/)
      .filter(Boolean)
      .map((word) => word[0])
      .join("")
      .slice(0, 3)
      .toUpperCase();
    return (
      <span
        data-icon-placeholder=""
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-lg bg-slate-200 text-xs font-bold tracking-wide text-slate-700"
      >
        {initials}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-10" fill={`#${mark.hex}`}>
      <path d={mark.path} />
    </svg>
  );
}
