import type { ReactNode } from "react";

export type SectionTone = "white" | "muted" | "brand";

const tones: Record<SectionTone, string> = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-900 text-brand-100",
};

/** A full-width page band with a centred container, labelled by its heading for landmarks navigation. */
export function Section({
  id,
  labelledBy,
  tone = "white",
  children,
  className = "",
}: {
  id?: string;
  labelledBy: string;
  tone?: SectionTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** A section's eyebrow, h2 and introduction. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  inverted = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "left";
  inverted?: boolean;
}) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${alignment}`}>
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-wider ${inverted ? "text-brand-200" : "text-brand-700"}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? "text-white" : ""}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 text-lg leading-8 ${inverted ? "text-brand-100" : "text-slate-600"}`}>{intro}</p> : null}
    </div>
  );
}
