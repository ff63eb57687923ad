import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { NavLink, useLocation } from "react-router";
import type { NavGroup } from "~/content/navigation";

const linkBase = "rounded-md px-3 py-2 text-sm font-medium transition-colors";

/**
 * A site-navigation disclosure (WAI-ARIA disclosure pattern): the label stays a real link, the chevron button
 * opens the list. Opens on hover for mouse users; Escape closes and returns focus to the button.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  function focusLink(offset: number) {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = current === -1 ? (offset > 0 ? 0 : links.length - 1) : (current + offset + links.length) % links.length;
    links[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      // Wait a frame so the panel is visible before focusing into it.
      requestAnimationFrame(() => focusLink(event.key === "ArrowDown" ? 1 : -1));
    }
  }

  return (
    <li
      className="relative flex items-center"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavLink
        to={group.to}
        end
        className={({ isActive }) =>
          `${linkBase} pr-1 ${isActive || pathname.startsWith(`${group.to}/`) ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`
        }
      >
        {group.label}
      </NavLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${group.label} menu`}
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
      >
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className="absolute left-0 top-full z-50 pt-2">
        <ul className="w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
          {group.children.map((child) => (
            <li key={child.to}>
              <NavLink
                to={child.to}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 ${isActive ? "bg-brand-50 text-brand-800" : "hover:bg-slate-50"}`
                }
              >
                <span className="block text-sm font-semibold text-ink">{child.label}</span>
                {child.description ? <span className="block text-xs text-slate-600">{child.description}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
