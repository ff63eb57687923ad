/**
 * The shell's behaviour in plain DOM code: the header dropdowns, the phone menu and the project filters. Pages
 * without forms ship no React to the browser (see `hydrate` in app/modules/seo/route-handle.ts), so these widgets
 * cannot live in React state; one implementation serves hydrated and static pages alike. React renders their
 * markup (closed, with data-* hooks) and never changes those attributes, so the two do not fight.
 *
 * Also: in-page links (a[href^="#"]) scroll smoothly and move focus to their target.
 *
 * `enhancePage` is inlined into every page as source text (Function#toString), so it must stay self-contained:
 * no imports, no outer variables. Listeners sit on the document, so markup React renders later works too.
 */
function enhancePage() {
  const root = document.documentElement;
  if (root.hasAttribute("data-enhanced")) return;

  const panelOf = (button: Element) => document.getElementById(button.getAttribute("aria-controls") || "");

  function setDisclosure(item: Element, open: boolean) {
    const button = item.querySelector("[data-disclosure-toggle]");
    const panel = button && panelOf(button);
    if (!button || !panel) return;
    button.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
  }

  function closeDisclosures(except?: Element) {
    for (const item of document.querySelectorAll("[data-disclosure]")) if (item !== except) setDisclosure(item, false);
  }

  function setMenu(open: boolean) {
    const button = document.querySelector("[data-menu-toggle]");
    const menu = button && panelOf(button);
    if (!button || !menu) return;
    button.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
    const label = button.querySelector("[data-menu-label]");
    if (label) label.textContent = open ? "Close menu" : "Open menu";
  }

  function focusLink(item: Element, offset: number) {
    const links = Array.from(item.querySelectorAll<HTMLAnchorElement>("[data-disclosure-panel] a"));
    if (links.length === 0) return;
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = current === -1 ? (offset > 0 ? 0 : links.length - 1) : (current + offset + links.length) % links.length;
    links[next]?.focus();
  }

  function applyFilter(button: Element) {
    const group = button.closest("[data-filter-group]");
    if (!group) return;
    const value = button.getAttribute("data-filter-value");
    for (const other of group.querySelectorAll("[data-filter-value]")) other.setAttribute("aria-pressed", String(other === button));
    const list = document.getElementById(group.getAttribute("data-filter-list") || "");
    let shown = 0;
    for (const item of list ? list.querySelectorAll<HTMLElement>("[data-filter-category]") : []) {
      const visible = value === "*" || item.getAttribute("data-filter-category") === value;
      item.hidden = !visible;
      if (visible) shown += 1;
    }
    const status = document.getElementById(group.getAttribute("data-filter-status") || "");
    if (status) status.textContent = `Showing ${shown} ${shown === 1 ? "project" : "projects"}`;
  }

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const disclosureToggle = target.closest("[data-disclosure-toggle]");
    if (disclosureToggle) {
      const item = disclosureToggle.closest("[data-disclosure]")!;
      closeDisclosures(item);
      setDisclosure(item, disclosureToggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    if (target.closest("[data-menu-toggle]")) {
      setMenu(target.closest("[data-menu-toggle]")!.getAttribute("aria-expanded") !== "true");
      return;
    }
    const filter = target.closest("[data-filter-value]");
    if (filter) return applyFilter(filter);
    // In-page links glide to their section (jump under reduced motion) and move focus there for keyboard users.
    const inPage = target.closest<HTMLAnchorElement>('a[href^="#"]');
    const section = inPage && inPage.hash.length > 1 ? document.getElementById(inPage.hash.slice(1)) : null;
    if (section && !inPage!.closest("header")) {
      event.preventDefault();
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      if (section.tabIndex >= 0 || section.hasAttribute("tabindex")) section.focus({ preventScroll: true });
      return;
    }
    // Following a link (a client-side route change on hydrated pages) closes whatever menu was open.
    if (target.closest("a[href]")) {
      closeDisclosures();
      setMenu(false);
    }
  });

  document.addEventListener("keydown", (event) => {
    const target = event.target as Element;
    const item = target.closest("[data-disclosure]");
    if (item) {
      const button = item.querySelector<HTMLElement>("[data-disclosure-toggle]");
      if (event.key === "Escape" && button?.getAttribute("aria-expanded") === "true") {
        event.preventDefault();
        setDisclosure(item, false);
        button.focus();
      } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        closeDisclosures(item);
        setDisclosure(item, true);
        focusLink(item, event.key === "ArrowDown" ? 1 : -1);
      }
      return;
    }
    if (event.key === "Escape" && target.closest("#mobile-menu, [data-menu-toggle]")) {
      setMenu(false);
      document.querySelector<HTMLElement>("[data-menu-toggle]")?.focus();
    }
  });

  // Hover opens a dropdown for mouse users; leaving it (or focus leaving it) closes it.
  document.addEventListener("mouseover", (event) => {
    const item = (event.target as Element).closest("[data-disclosure]");
    if (item && !item.contains(event.relatedTarget as Node | null)) {
      closeDisclosures(item);
      setDisclosure(item, true);
    }
  });
  document.addEventListener("mouseout", (event) => {
    const item = (event.target as Element).closest("[data-disclosure]");
    if (item && !item.contains(event.relatedTarget as Node | null)) setDisclosure(item, false);
  });
  document.addEventListener("focusout", (event) => {
    const item = (event.target as Element).closest("[data-disclosure]");
    if (item && !item.contains(event.relatedTarget as Node | null)) setDisclosure(item, false);
  });
  window.addEventListener("popstate", () => {
    closeDisclosures();
    setMenu(false);
  });

  root.setAttribute("data-enhanced", "");
}

const source = `(${enhancePage.toString()})();`;

export function EnhanceScript({ nonce }: { nonce: string }) {
  // The same text on the server and in the browser, so hydration leaves the element alone.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
