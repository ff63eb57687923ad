/**
 * The page script, inlined into every page: the header dropdowns, the phone menu, the project filters and
 * in-page links, in plain DOM code, and on reading pages the on-demand start of React (see loadApp and
 * app/route-handle.ts). Those pages run without React until a form is used, so the widgets cannot live in
 * React state; one implementation serves every page. React renders their markup (closed, with data-* hooks)
 * and never changes those attributes, so the two do not fight.
 *
 * `enhancePage` is inlined as source text (Function#toString), so it must stay self-contained: no imports, no
 * outer variables. Listeners sit on the document, so markup React renders later works too.
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
    // The wording is the status line's own, in its page's language.
    if (status) status.textContent = (status.getAttribute(shown === 1 ? "data-one" : "data-many") || "{n}").replace("{n}", String(shown));
  }

  // The spam check's timing signal: a signed "now" fetched when a form is first used, so the page's HTML carries
  // nothing per visitor (decision 0018). Kept on <html data-form-token> and written into a form's token field as
  // it is submitted (capture phase: before React's own submit handling reads the form; hydration resets hidden
  // fields, so earlier writes would not last). A form sent before it arrives carries none and is judged like a
  // visit without JavaScript.
  let tokenRequested = false;
  function requestFormToken() {
    if (tokenRequested) return;
    tokenRequested = true;
    fetch("/api/form-token", { cache: "no-store", credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { token?: unknown } | null) => {
        if (typeof body?.token !== "string") throw new Error("no token");
        root.setAttribute("data-form-token", body.token);
      })
      .catch(() => {
        tokenRequested = false;
      });
  }
  document.addEventListener(
    "submit",
    (event) => {
      const token = root.getAttribute("data-form-token");
      if (!token) return;
      for (const input of (event.target as HTMLFormElement).querySelectorAll<HTMLInputElement>('input[name="formToken"]')) input.value = token;
    },
    true,
  );

  // Pages marked data-hydrate="interaction" park React Router's scripts as text in <noscript id="app-scripts">.
  // The first use of a form (or of a [data-needs-app] control, whose click is replayed once React is ready)
  // turns them into live elements; a form submitted before that simply posts without JavaScript.
  let appRequested = false;
  let pendingClick: HTMLElement | null = null;
  const waitsForApp = () => root.getAttribute("data-hydrate") === "interaction" && !root.hasAttribute("data-hydrated");
  // React Router streams the loader data in <script>s after the body that call
  // window.__reactRouterContext.streamController; they run at parse time, before the parked context exists.
  // Their calls are kept here and replayed into the real stream once it is created.
  type StreamCall = ["enqueue", string] | ["close"];
  const streamCalls: StreamCall[] = [];
  const globals = window as unknown as { __reactRouterContext?: { streamController?: Record<string, (chunk?: string) => void> } };
  if (waitsForApp()) {
    globals.__reactRouterContext = {
      streamController: {
        enqueue: (chunk) => void streamCalls.push(["enqueue", chunk!]),
        close: () => void streamCalls.push(["close"]),
      },
    };
  }

  function loadApp() {
    const parked = document.getElementById("app-scripts");
    if (appRequested || !parked || !waitsForApp()) return;
    appRequested = true;
    const parsed = document.createElement("template");
    parsed.innerHTML = parked.textContent || "";
    for (const node of Array.from(parsed.content.children)) {
      // Scripts parsed by innerHTML never run: each one is created afresh; the page's CSP allows its text by hash.
      const live = document.createElement(node.tagName.toLowerCase());
      for (const attribute of Array.from(node.attributes)) live.setAttribute(attribute.name, attribute.value);
      live.textContent = node.textContent;
      // Into <head>, where React puts these links on pages that start React at once: a modal dialog marks every
      // other child of <body> aria-hidden, which a link may not carry (Nu Html Checker).
      document.head.append(live);
    }
    // The context script ran on insertion and created the real stream: hand it what was streamed so far.
    const controller = globals.__reactRouterContext?.streamController;
    for (const [method, chunk] of streamCalls) controller?.[method]?.(chunk);
  }

  new MutationObserver(() => {
    if (!root.hasAttribute("data-hydrated") || !pendingClick) return;
    const element = pendingClick;
    pendingClick = null;
    element.removeAttribute("aria-busy");
    element.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });

  document.addEventListener("focusin", (event) => {
    if ((event.target as Element).closest("form")) requestFormToken();
    if ((event.target as Element).closest("form, [data-needs-app]")) loadApp();
  });
  document.addEventListener("pointerdown", (event) => {
    if ((event.target as Element).closest("form")) requestFormToken();
    if ((event.target as Element).closest("form, [data-needs-app]")) loadApp();
  });
  // A pointer resting on a control that needs React is a strong hint: start the download before the press.
  document.addEventListener("pointerover", (event) => {
    if ((event.target as Element).closest("[data-needs-app]")) loadApp();
  });
  document.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>("[data-needs-app]");
      if (!control || !waitsForApp()) return;
      // A link opened in a new tab needs no React here; nor does a link clicked again while React is still on
      // its way (slow or failed download): it then simply goes to its own page.
      const isLink = control.tagName === "A";
      if (isLink && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
      if (isLink && pendingClick === control) return;
      event.preventDefault();
      event.stopPropagation();
      pendingClick?.removeAttribute("aria-busy");
      pendingClick = control;
      control.setAttribute("aria-busy", "true");
      loadApp();
    },
    true,
  );

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

export function EnhanceScript() {
  // The same text on the server and in the browser, so hydration leaves the element alone.
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
