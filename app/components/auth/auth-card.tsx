import type { ReactNode } from "react";
import { LogoMark } from "~/components/brand/logo";

/** The centred card that frames the login and signup forms. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-xl shadow-brand-900/5">
        <LogoMark className="mx-auto size-10" />
        <h1 className="mt-4 text-center text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-center text-sm text-slate-600">{subtitle}</p>
        <div className="mt-8">{children}</div>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </section>
  );
}
