import type { ReactNode } from "react";
import { messagesFor } from "~/i18n/messages";
import { useSurroundingLanguage } from "./content-language";

/**
 * A link to another site, in a new tab, without giving that site a handle on this window. Its note reads in the
 * language of the text around it (English inside a section not yet translated: the gym CRM showcase on /hi).
 */
export function ExternalLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  const t = messagesFor(useSurroundingLanguage());
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
      {children}
      {label ? null : <span className="sr-only">{` ${t.footer.opensInNewTab}`}</span>}
    </a>
  );
}
