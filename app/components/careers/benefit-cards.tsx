import { Heart, Sun, TrendingUp, Users } from "lucide-react";
import { benefits, type Benefit } from "~/content/careers";

const icons: Record<Benefit["icon"], typeof Users> = { users: Users, "trending-up": TrendingUp, sun: Sun, heart: Heart };

/** Great Team, Growth, Work-Life Balance, Benefits (SPEC section 2). */
export function BenefitCards() {
  return (
    <section aria-labelledby="why-join" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="why-join" className="sr-only">
        Why work with us
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon];
          return (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{benefit.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{benefit.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
