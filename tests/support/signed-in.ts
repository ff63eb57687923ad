/**
 * A signed-in browser without the login form (issue 38). A sign-in through the form is two page loads and two
 * hydrations in Chromium (/login, then /blog); a file that signs in before most of its tests paid that each time.
 * Here the session comes from the login form's own POST over HTTP (tests/support/auth.ts `logInAs`), once per file or
 * per account, and each new browser context is given its cookies before its first page, as Playwright's
 * `storageState` would. The form itself stays tested where it is the subject (tests/e2e/auth.test.ts, the keyboard
 * sign-ins of account, two-step and passkeys).
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { Document as HtmlDocument, Element } from "domhandler";
import type { Browser, BrowserContext } from "playwright-core";
import { cookieFrom, logInAs, postForm, type HttpClient } from "./auth";
import { DESKTOP, newContext, SAMPLE_ADMIN } from "./browser";

/** The session cookies of one signed-in person, for the site at `baseURL`. */
export interface SignedInState {
  baseURL: string;
  cookies: string;
}

/** An HTTP client for the test server at `baseURL` (redirects answered, not followed). */
export function httpClient(baseURL: string): HttpClient {
  return { url: baseURL, fetch: (pathname, init) => fetch(`${baseURL}${pathname}`, { redirect: "manual", ...init }) };
}

/** Signs in over HTTP through the login form's POST (the sample admin unless told); answers the session. */
export async function signInOverHttp(baseURL: string, account: { email: string; password: string } = SAMPLE_ADMIN): Promise<SignedInState> {
  return { baseURL, cookies: await logInAs(httpClient(baseURL), account.email, account.password) };
}

/** Signs up a reader over HTTP through the signup form's POST; answers the new reader's session. */
export async function signUpOverHttp(baseURL: string, reader: { name: string; email: string; password: string }): Promise<SignedInState> {
  const response = await postForm(httpClient(baseURL), "/signup", { ...reader, confirmPassword: reader.password });
  if (response.status !== 302) throw new Error(`signup of ${reader.email} answered ${response.status}`);
  return { baseURL, cookies: cookieFrom(response) };
}

/** Hands a session's cookies to a browser context (before its first page, or to sign it in mid-test). */
export async function addSession(context: BrowserContext, state: SignedInState): Promise<void> {
  await context.addCookies(
    state.cookies.split("; ").map((pair) => {
      const separator = pair.indexOf("=");
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: state.baseURL, httpOnly: true, sameSite: "Lax" as const };
    }),
  );
}

/**
 * The session a browser context holds now (its cookies for `baseURL`), to read a page over HTTP as that browser
 * would: a sign-in or a password change in the page may have replaced the cookies it started with.
 */
export async function sessionOf(context: BrowserContext, baseURL: string): Promise<SignedInState> {
  const cookies = await context.cookies(baseURL);
  return { baseURL, cookies: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
}

/** `newContext` (tests/support/browser.ts) holding the session of `state`: its first page is already signed in. */
export async function signedInContext(browser: Browser, state: SignedInState, viewport = DESKTOP) {
  const created = await newContext(browser, state.baseURL, viewport);
  await addSession(created.context, state);
  return created;
}

/** A page read over HTTP as a browser's first request would get it (signed in when `state` is given). */
export interface PageOverHttp {
  status: number;
  /** The parsed document, for `elementsIn` and `textOf`. */
  dom: HtmlDocument;
  /** The text of its <main>, whitespace collapsed: what the page says, without the chrome or the loader data. */
  mainText: string;
}

/** GETs `pathname` from the site at `baseURL` (redirects answered, not followed) and parses it: no page load. */
export async function pageOverHttp(baseURL: string, pathname: string, state?: SignedInState): Promise<PageOverHttp> {
  const response = await httpClient(baseURL).fetch(pathname, { headers: state ? { Cookie: state.cookies } : {} });
  const dom = parseDocument(await response.text());
  const main = DomUtils.findOne((element) => element.name === "main", dom.children);
  return { status: response.status, dom, mainText: main ? textOf(main) : "" };
}

/** Every element under `root` that `matches`, in document order (a selector for a page read over HTTP). */
export function elementsIn(root: HtmlDocument | Element, matches: (element: Element) => boolean): Element[] {
  return DomUtils.findAll(matches, root.children);
}

/** An element's text as a reader sees it, whitespace collapsed. */
export function textOf(element: Element): string {
  return collapse(DomUtils.textContent(element));
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The admin gives `name` a role through /admin/users' own form POST (setup for a test whose subject is not the
 * users page: tests/e2e/team-publishing.test.ts gives roles on the page with the keyboard).
 */
export async function giveRoleOverHttp(admin: SignedInState, name: string, role: "editor" | "author" | "user" | "admin"): Promise<void> {
  const { dom } = await pageOverHttp(admin.baseURL, `/admin/users?q=${encodeURIComponent(name)}`, admin);
  const label = DomUtils.findOne((element) => element.name === "label" && textOf(element) === `Role of ${name}`, dom.children);
  const id = label?.attribs.for?.replace(/^role-/, "");
  if (!id) throw new Error(`/admin/users lists no "${name}"`);
  const response = await postForm(httpClient(admin.baseURL), "/admin/users", { intent: "role", id, role }, { Cookie: admin.cookies });
  if (response.status !== 200) throw new Error(`the role of ${name} answered ${response.status}`);
}
