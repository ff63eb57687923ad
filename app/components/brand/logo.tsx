
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#2550e0" />
      <path d="M8 9l8 15 8-15" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="16" cy="9" r="2" fill="#93b4ff" />
    </svg>
  );
}

/** The wordmark the logo shows (a design, not the site settings' company name). */
const WORDMARK = { first: "Vyoma", rest: " Tech" };

/**
 * `companyName` from the site settings: the footer renders this as static markup, outside the router, so no hook reads them here.
 * The link's name starts with the wordmark it shows (WCAG 2.5.3 "Label in Name": a voice-control user says what they
 * see) and goes on with the company's name from the settings, e.g. "Vyoma Tech – Vyoma Technologies, home".
 */
export function Logo({
  companyName,
  inverted = false,
  href = "/",
  label = `${companyName}, home`,
}: {
  companyName: string;
  inverted?: boolean;
  /** The home page in the page's language, and the link's name in it. */
  href?: string;
  label?: string;
}) {
  return (
    <a href={href} className="flex items-center gap-2 rounded-md" aria-label={`${WORDMARK.first}${WORDMARK.rest} – ${label}`}>
      <LogoMark />
      <span className={`text-lg font-bold tracking-tight ${inverted ? "text-white" : "text-ink"}`}>
        {WORDMARK.first}
        <span className={inverted ? "text-brand-200" : "text-brand-600"}>{WORDMARK.rest}</span>
      </span>
    </a>
  );
}
