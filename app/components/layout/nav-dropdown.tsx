import { ChevronDown } from "lucide-react";
import type { NavGroup } from "~/content/navigation";
import { SiteLink } from "./site-link";
import type { Locale } from "~/i18n/locales";
import { messagesFor } from "~/i18n/messages";

const linkBase = "rounded-md px-3 py-2 text-sm font-medium transition-colors";

/**
 * A site-navigation disclosure (WAI-ARIA disclosure pattern): the label stays a real link, the chevron button
 * opens the list. Rendered closed; opening (hover, click, ArrowUp/ArrowDown) and closing (Escape returns focus to
 * the button, leaving, following a link) are done by the page script in enhance-script.tsx, which finds the
 * parts by their data-disclosure* attributes. Part of the header's static markup (static-markup.tsx): no hooks, the
 * page's path comes in as a prop, and the panel's id is its group's, not a useId (the markup is rendered apart from
 * the page).
 */
export function NavDropdown({ group, pathname, locale }: { group: NavGroup; pathname: string; locale: Locale }) {
  const t = messagesFor(locale);
  const descriptions: Partial<Record<string, string>> = t.navDescription;
  const panelId = `nav-${group.to.replace(/^\//, "").replace(/\W+/g, "-")}-menu`;

  return (
    <li className="relative flex items-center" data-disclosure="">
      <SiteLink
        pathname={pathname}
        to={group.to}
        end
        locale={locale}
        className={({ isActive }) =>
          `${linkBase} pr-1 ${isActive || pathname.startsWith(`${group.to}/`) ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`
        }
      >
        {t.nav[group.key]}
      </SiteLink>
      <button
        type="button"
        aria-expanded={false}
        aria-controls={panelId}
        aria-label={t.header.groupMenu(t.nav[group.key])}
        data-disclosure-toggle=""
        className="group rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
      >
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div id={panelId} hidden data-disclosure-panel="" className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {group.children.map((child) => (
            <li key={child.to}>
              <SiteLink
                pathname={pathname}
                to={child.to}
                locale={locale}
                className={({ isActive }) => `block rounded-lg px-3 py-2 ${isActive ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50"}`}
              >
                <span className="block text-sm font-semibold text-ink">{t.nav[child.key]}</span>
                {/* Only entries that have a description (the service menu's), in the page's language. */}
                {child.description ? <span className="block text-xs text-slate-600">{descriptions[child.key] ?? child.description}</span> : null}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
