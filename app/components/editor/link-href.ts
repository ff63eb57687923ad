/** What the link dialog accepts, and the message when it cannot. The sanitizer keeps exactly these schemes. */
export const linkHrefMessage = "Enter a web address such as https://example.com, a path on this site such as /contact, or an email address.";

/**
 * The address typed in the link dialog, made complete: "example.com/page" gets https://, "name@example.com" gets
 * mailto:, a path on this site stays a path. Answers null for anything a reader's browser should not follow.
 */
export function normalizeLinkHref(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  if (value.startsWith("/")) return value.startsWith("//") ? null : value;
  if (/^[^@/:]+@[^@/:]+\.[a-z]{2,}$/i.test(value)) return `mailto:${value}`;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : /^[\w-]+(\.[\w-]+)+(:\d+)?([/?#].*)?$/.test(value) ? `https://${value}` : null;
  if (!withScheme) return null;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === "mailto:") return /^[^@\s]+@[^@\s]+$/.test(url.pathname) ? withScheme : null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.hostname.includes(".") || url.hostname === "localhost" ? withScheme : null;
}
