import { CircleCheck } from "lucide-react";

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-4 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
          <span className="leading-7 text-slate-700">{item}</span>
        </li>
      ))}
    </ul>
  );
}
