import { UserRound } from "lucide-react";

/** Stands in for a portrait until photos exist (SPEC: the placeholder text Image Coming Soon). */
export function ImagePlaceholder({ className = "aspect-square" }: { className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-brand-50 to-slate-100 text-slate-600 ${className}`}
    >
      <UserRound aria-hidden="true" className="size-12 text-brand-500" strokeWidth={1.5} />
      <span className="text-sm font-medium">Image Coming Soon</span>
    </div>
  );
}
