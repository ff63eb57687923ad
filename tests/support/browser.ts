import AxeBuilder from "@axe-core/playwright";
import type axe from "axe-core";
import type { AxeResults, RunOptions } from "axe-core";
import type { EventEmitter } from "node:events";
import fs from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContext, type Cookie, type Locator, type Page } from "playwright-core";
import { afterEach } from "vitest";
import { CHROMIUM_ARGS, ensureChromium } from "./chromium.mjs";

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/**
 * The worker's Chromium, lent to the file that asks: one browser per test worker instead of one per file (decision
 * 0048). The e2e project keeps a worker's modules from file to file (`isolate: false`), so the browser outlives the
 * file that launched it; each file still gets its own contexts, and its `close()` closes those, not the browser.
 * Vitest stops a worker with SIGTERM (and SIGKILL 0.5 s later): the browser is closed then, its profile folder
 * removed, and the worker exits. Chromium also quits by itself when its DevTools pipe closes (a worker killed outright).
 */
export async function launchBrowser(): Promise<Browser> {
  let browser = await (running ??= launchChromium());
  if (!browser.isConnected()) {
    running = launchChromium();
    browser = await running;
  }
  return lend(browser);
}
let running: Promise<Browser> | undefined;

function launchChromium(): Promise<Browser> {
  // Playwright's own SIGTERM handler closes the browser but keeps the process alive (until Vitest's SIGKILL).
  if (!process.listeners("SIGTERM").includes(closeRunningAndExit)) process.once("SIGTERM", closeRunningAndExit);
  return chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS }).catch((error: unknown) => {
    running = undefined; // the next file tries again
    throw error;
  });
}

async function closeRunningAndExit() {
  await running?.then((browser) => browser.close()).catch(() => undefined);
  process.exit(143);
}

/** The running browser as one file sees it: the contexts it opened, and a `close()` that closes those. */
function lend(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    countBrowserWork(context);
    return context;
  };
  const lent: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close()));
      reportBrowserWork();
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(lent, property)) return lent[property as keyof Browser];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * What a file asked of Chromium, counted when BROWSER_WORK_FILE names a file (scripts/bench/file-cost.ts): contexts,
 * pages, document loads (a `goto`, a reload, a link followed without the client router) and axe checks. One JSON line
 * is appended to that file at each lent browser's `close()`; the counts are the worker's since the last line.
 */
const browserWork = { contexts: 0, pages: 0, documentLoads: 0, axeChecks: 0 };
function countBrowserWork(context: BrowserContext) {
  if (!process.env.BROWSER_WORK_FILE) return;
  browserWork.contexts += 1;
  context.on("page", (page) => {
    browserWork.pages += 1;
    page.on("domcontentloaded", () => (browserWork.documentLoads += 1));
  });
}
function reportBrowserWork() {
  if (!process.env.BROWSER_WORK_FILE) return;
  fs.appendFileSync(process.env.BROWSER_WORK_FILE, `${JSON.stringify(browserWork)}\n`);
  Object.assign(browserWork, { contexts: 0, pages: 0, documentLoads: 0, axeChecks: 0 });
}

/**
 * A fresh context that records requests to other hosts, so tests can assert the site loads nothing third-party.
 * It asks for reduced motion unless told otherwise: the site then skips its entrance animations (app/app.css), which
 * a test would otherwise wait out or jump past (settleAnimations), and the browser paints a page's frames once
 * instead of through each animation (a quarter of the CPU of a page load here, docs/test-speed.md). The animations
 * themselves are tested with `motion: "no-preference"` (tests/e2e/marketing-home.test.ts).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  { motion = "reduce" }: { motion?: "reduce" | "no-preference" } = {},
) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: motion });
  const foreignRequests: string[] = [];
  const origin = new URL(baseURL).origin;
  context.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) foreignRequests.push(url);
  });
  return { context, foreignRequests };
}

/**
 * Pages a file's tests share (issue 38), put back after each test as they were when `add`ed: a page keeps across
 * tests what one test set on it, so a test that fails half-way would otherwise fail the next. Reset: request handlers
 * (`page.route`, `context.route`), the listeners a test added with `page.on`/`page.once` (dialog, request, console,
 * ...; Playwright's and the helpers' own, there when the page was added, stay), the viewport, extra HTTP headers, the
 * emulated media, offline mode, the cookies (the session the page was given) and the site's storage, the pointer (to
 * the bottom-left corner, where it hovers nothing). Call it at a file's top level (it registers an `afterEach`) and
 * `add` the page in `beforeAll`; a test then neither restores these itself nor needs a `finally`.
 */
export function sharedPages(): { add: (page: Page) => Promise<Page> } {
  const shared = new Map<Page, SharedPageState>();
  afterEach(async () => {
    for (const [page, state] of shared) {
      if (page.isClosed()) shared.delete(page);
      else await resetSharedPage(page, state);
    }
  });
  return {
    add: async (page) => {
      shared.set(page, await sharedPageState(page));
      return page;
    },
  };
}

/** A page as the event emitter it is at run time: Playwright's typings name `on`/`off` per event, not these. */
type PageEvents = Pick<EventEmitter, "eventNames" | "rawListeners" | "removeListener">;

interface SharedPageState {
  /** The listeners on the page when it was added, per event (raw, so a `once` wrapper is matched as registered). */
  listeners: Map<string | symbol, Set<unknown>>;
  viewport: { width: number; height: number } | null;
  media: Required<Omit<NonNullable<Parameters<Page["emulateMedia"]>[0]>, "media">>;
  cookies: Cookie[];
}

async function sharedPageState(page: Page): Promise<SharedPageState> {
  const media = await page.evaluate(() => ({
    colorScheme: matchMedia("(prefers-color-scheme: dark)").matches ? ("dark" as const) : ("light" as const),
    contrast: matchMedia("(prefers-contrast: more)").matches ? ("more" as const) : ("no-preference" as const),
    forcedColors: matchMedia("(forced-colors: active)").matches ? ("active" as const) : ("none" as const),
    reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches ? ("reduce" as const) : ("no-preference" as const),
  }));
  const events = page as unknown as PageEvents;
  const listeners = new Map(events.eventNames().map((event) => [event, new Set<unknown>(events.rawListeners(event))]));
  return { listeners, viewport: page.viewportSize(), media, cookies: await page.context().cookies() };
}

async function resetSharedPage(page: Page, state: SharedPageState): Promise<void> {
  const context = page.context();
  await Promise.all([page.unrouteAll({ behavior: "ignoreErrors" }), context.unrouteAll({ behavior: "ignoreErrors" })]);
  // Through removeListener, so Playwright stops asking the browser for events nobody listens to any more.
  const events = page as unknown as PageEvents;
  for (const event of events.eventNames()) {
    const kept = state.listeners.get(event);
    for (const listener of events.rawListeners(event)) {
      if (!kept?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  const viewport = page.viewportSize();
  if (state.viewport && (viewport?.width !== state.viewport.width || viewport.height !== state.viewport.height)) {
    await page.setViewportSize(state.viewport);
  }
  await Promise.all([
    page.setExtraHTTPHeaders({}),
    context.setExtraHTTPHeaders({}),
    page.emulateMedia({ media: null, ...state.media }),
    context.setOffline(false),
  ]);
  const cookies = await context.cookies();
  const key = (list: Cookie[]) => JSON.stringify(list.map(({ name, value, domain, path }) => [name, value, domain, path]).sort());
  if (key(cookies) !== key(state.cookies)) {
    await context.clearCookies();
    await context.addCookies(state.cookies);
  }
  // The document open now may be another origin's or an error page, where storage cannot be read: nothing to clear.
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => undefined);
  await page.mouse.move(0, (state.viewport?.height ?? 1) - 1);
}

/**
 * Axe's violations on the page, as readable lines (empty when clean). The rules are axe's default set: WCAG 2.0-2.2
 * A and AA, and its best practices (landmarks, heading order, ...).
 */
export async function axeViolations(page: Page, { frames = true }: { frames?: boolean } = {}): Promise<string[]> {
  await settleAnimations(page);
  browserWork.axeChecks += 1;
  let violations: AxeResults["violations"];
  // `frames: false` checks the page without the documents in its frames (a sandboxed frame runs no script, so axe
  // cannot run in it: the page editor's preview, whose document is checked where it is published).
  if (page.frames().length === 1 || !frames) {
    // A page without frames is checked with axe.run in the page itself. AxeBuilder evaluates axe's source twice per
    // check (about 0.2 s of the page's CPU each time); here it is evaluated once per document. For pages with
    // frames AxeBuilder runs axe in each frame and combines the results.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource());
    violations = await page.evaluate(
      async (options) => (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
      frames ? AXE_OPTIONS : { ...AXE_OPTIONS, iframes: false },
    );
  } else {
    violations = (await new AxeBuilder({ page, axeSource: axeSource() }).options(AXE_OPTIONS).analyze()).violations;
  }
  return violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
// Only violations are read: without this axe also builds a unique selector for every node that passed or was
// inapplicable, about 40% of a check's time on our pages. The rules run and judge the same.
const AXE_OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * axe's minified build (654 KB), read once per worker: the same version, rules and results as `axe.source`, the
 * unminified build (1.48 MB), whose evaluation cost Chromium a third more CPU per document (0.41 CPU-s against 0.31).
 */
function axeSource(): string {
  return (minifiedAxe ??= fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8"));
}
let minifiedAxe: string | undefined;

/**
 * Jumps finite CSS animations (cards rising in, page fade) to their end, so checks judge the settled page that
 * visitors read rather than a half-transparent frame of an entrance animation.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
}

/**
 * Waits until React has hydrated, so clicks reach event handlers. Reading pages (data-hydrate="interaction")
 * load React when a form is first used: focusing the footer's email box starts it, as a visitor would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  if ((await page.locator("html[data-hydrate=interaction]:not([data-hydrated])").count()) > 0) {
    await page.locator("footer form input[type=email]").dispatchEvent("focusin");
  }
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Starts watching, on the page's own clock, for `text` to appear in `<main>` and then leave it; the answer reads the
 * milliseconds it was shown. The test process may see the text appear late on a busy machine (a poll that returns a
 * second after the page drew it), which would shorten any time it measured itself.
 */
export async function watchHowLongShown(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((watched) => {
    const times = { shown: 0, hidden: 0 };
    (window as unknown as { shownTimes: typeof times }).shownTimes = times;
    const observer = new MutationObserver(() => {
      const present = document.querySelector("main")?.textContent?.includes(watched) ?? false;
      if (present && times.shown === 0) times.shown = performance.now();
      if (!present && times.shown > 0) {
        times.hidden = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return async () => {
    const { shown, hidden } = await page.evaluate(() => (window as unknown as { shownTimes: { shown: number; hidden: number } }).shownTimes);
    if (shown === 0 || hidden === 0) throw new Error(`"${text}" was ${shown === 0 ? "never shown" : "never hidden"}`);
    return hidden - shown;
  };
}

/** Waits until the page script runs (header menus, filters): all a reading page has before a form is used. */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

/**
 * The server quarantines forms sent faster than a person could fill them: within 3 s of the signed time the page
 * script fetches when a form is first used (decision 0018). Waits for that token, then out the 3 s.
 */
export async function waitOutMinimumFillTime(page: Page): Promise<void> {
  const token = await page.waitForFunction(() => document.documentElement.getAttribute("data-form-token"));
  const issuedAt = Number(String(await token.jsonValue()).split(".")[0]);
  const wait = issuedAt + 3300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

export type { Browser, BrowserContext, Locator, Page };

/** The sample admin every test server creates (its ADMIN_EMAIL). */
export const SAMPLE_ADMIN = { email: "admin@example.com", password: "admin-password" };

/** Signs in as the sample admin (the test server's ADMIN_EMAIL) through the login form; lands on /blog, hydrated. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(SAMPLE_ADMIN.email);
  await main.getByLabel("Password").fill(SAMPLE_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/blog");
  await waitForHydration(page);
}

/**
 * Email and password typed on /login with the keyboard alone (the sample admin unless told); waits for the page the
 * first step leads to (`landing`: a path, e.g. "/login/two-factor"), hydrated.
 */
export async function logInWithKeyboard(page: Page, landing: string, account = SAMPLE_ADMIN): Promise<void> {
  await page.goto("/login");
  await waitForHydration(page);
  const main = page.getByRole("main");
  await tabTo(page, main.getByLabel("Email"));
  await page.keyboard.type(account.email);
  await tabTo(page, main.getByLabel("Password"));
  await page.keyboard.type(account.password);
  await page.keyboard.press("Enter");
  await page.waitForURL(`**${landing}**`);
  await waitForHydration(page);
}

/** Presses Tab until `target` has the focus, as a keyboard user would (fails after `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Chromium's virtual WebAuthn authenticator (DevTools protocol) on `page`: a platform authenticator that holds
 * resident keys and verifies its user (a fingerprint, say) every time, as a phone or laptop would.
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ credentials: () => Promise<unknown[]> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}
