import { ButtonLink } from "~/components/ui/button-link";
import type { CallToAction } from "~/content/call-to-action";

/** The closing call to action at the foot of a page. */
export function CtaBand({ id = "closing", title, text, actions }: { id?: string; title: string; text: string; actions: CallToAction[] }) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className="bg-white px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center shadow-xl sm:px-12">
        <svg aria-hidden="true" className="pointer-events-none absolute -right-16 -top-16 size-64 text-white/10" viewBox="0 0 100 100">
          <circle cx="50" cy="50" r="50" fill="currentColor" />
        </svg>
        <h2 id={headingId} className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {actions.map((action) => (
            <ButtonLink key={action.label} to={action.to} variant={action.variant === "secondary" ? "outline-inverted" : "inverted"}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
