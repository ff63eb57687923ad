import type { ReactNode } from "react";
import { useLocale } from "~/components/layout/use-locale";

/** A link to another site, in a new tab, without giving that site a handle on this window. */
export function ExternalLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  const { t } = useLocale();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
      {label ? null : <span className="sr-only">{` ${t.footer.opensInNewTab}`}</span>}
    </a>
  );
}
