import type { ReactNode } from "react";
import { Link } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "inverted" | "outline-inverted";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700",
  inverted: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  "outline-inverted": "border border-white/60 text-white hover:bg-white/10",
};

export function buttonClass(variant: ButtonVariant = "primary", size: "md" | "lg" = "lg"): string {
  const padding = size === "lg" ? "px-6 py-3 text-base" : "px-5 py-2.5 text-sm";
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors ${padding} ${variants[variant]}`;
}

/** A link to a page of this site, styled as a button. */
export function ButtonLink({
  to,
  variant = "primary",
  size = "lg",
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  size?: "md" | "lg";
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClass(variant, size)}>
      {children}
    </Link>
  );
}
