import { UserRound } from "lucide-react";

/** Stands in for a portrait until photos exist (SPEC: the placeholder text Image Coming Soon, `text` in the card's language). */
export function ImagePlaceholder({ text, className = "aspect-square w-full" }: { text: string; className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-1 rounded-xl bg-gradient-to-br from-brand-50 to-slate-100 p-2 text-center text-slate-600 sm:gap-2 ${className}`}
    >
      <UserRound aria-hidden="true" className="size-8 text-brand-500 sm:size-12" strokeWidth={1.5} />
      <span className="text-xs leading-tight font-medium sm:text-sm">{text}</span>
    </div>
  );
}
