import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SocialIconSprite } from "~/components/brand/social-icon";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { StaticMarkupContext, type StaticMarkupRenderer } from "~/components/layout/static-markup";
import type { SiteSettings } from "~/modules/content/collections";
import { siteSettingsSeed } from "~/modules/content/site-settings-seed";
import { createStaticMarkupRenderer } from "./static-markup.server";
import { localeOfPath } from "~/i18n/locale";

/** The chrome as the root layout renders it, at `path`, with or without the server's static markup. */
function renderChrome(path: string, renderer: StaticMarkupRenderer | null, settings: SiteSettings = siteSettingsSeed): string {
  const chrome: ReactNode = (
    <>
      <Header user={null} />
      <Footer year={2026} settings={settings} locale={localeOfPath(path)} />
      <SocialIconSprite />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element: chrome }], { initialEntries: [path] });
  return renderToString(
    <StaticMarkupContext.Provider value={renderer}>
      <RouterProvider router={router} />
    </StaticMarkupContext.Provider>,
  );
}

// Pages that share their active links (two posts, two service pages) come one after the other, so the second of
// each pair is written from the stored markup of the first.
const paths = ["/blog/first-post", "/blog/second-post", "/services/smart-glasses", "/services/voice-chat", "/", "/about/", "/careers/x", "/contact", "/hi/contact", "/hi"];

describe("the chrome's static markup", () => {
  it("is, on every page, byte for byte what React writes in place (what the browser hydrates against)", () => {
    const renderer = createStaticMarkupRenderer();
    for (const path of paths) expect(renderChrome(path, renderer), path).toBe(renderChrome(path, null));
  });

  it("marks the current page's links, whichever page's render was stored first", () => {
    const renderer = createStaticMarkupRenderer();
    const glasses = renderChrome("/services/smart-glasses", renderer);
    const voice = renderChrome("/services/voice-chat", renderer);
    expect(glasses).toMatch(/<a href="\/services\/smart-glasses" aria-current="page"/);
    expect(glasses).not.toMatch(/<a href="\/services\/voice-chat" aria-current="page"/);
    expect(voice).toMatch(/<a href="\/services\/voice-chat" aria-current="page"/);
    expect(voice).not.toMatch(/<a href="\/services\/smart-glasses" aria-current="page"/);
  });

  it("keys every part on the language: English then Hindi of the same page, and back, each in its own language", () => {
    const renderer = createStaticMarkupRenderer();
    const english = renderChrome("/about", renderer);
    const hindi = renderChrome("/hi/about", renderer);
    const englishAgain = renderChrome("/about", renderer);
    expect(hindi).toBe(renderChrome("/hi/about", null));
    expect(englishAgain).toBe(english);
    expect(english).toContain(">Quick Links</h2>");
    expect(english).toMatch(/<a href="\/about" aria-current="page"[^>]*>About<\/a>/);
    expect(hindi).toContain(">ज़रूरी लिंक</h2>");
    expect(hindi).toMatch(/<a href="\/hi\/about" aria-current="page"[^>]*>हमारे बारे में<\/a>/);
    expect(hindi).toContain("सर्वाधिकार सुरक्षित");
    expect(hindi).not.toContain("All rights reserved");
    // Careers has a Hindi page since migration 0042's branch: the Hindi frame links to it.
    expect(hindi).toContain('href="/hi/careers"');
  });

  it("renders each part once per set of active links, not once per page", () => {
    const keys: string[] = [];
    const store = createStaticMarkupRenderer();
    const renderer: StaticMarkupRenderer = (key, children) => (keys.push(key), store(key, children));
    renderChrome("/blog/first-post", renderer);
    renderChrome("/blog/second-post", renderer);
    const perPage = keys.length / 2;
    expect(keys.slice(0, perPage)).toEqual(keys.slice(perPage));
    expect(new Set(keys).size).toBe(perPage);
  });

  it("renders the footer anew after a change to the site settings (they are in its parts' keys)", () => {
    const renderer = createStaticMarkupRenderer();
    const before = renderChrome("/contact", renderer);
    const changed: SiteSettings = {
      ...siteSettingsSeed,
      legalName: "Vyoma Technologies LLP",
      phone: "+91 20 4000 9876",
      socials: siteSettingsSeed.socials.filter((social) => social.network !== "x"),
    };
    const after = renderChrome("/contact", renderer, changed);
    expect(after).toBe(renderChrome("/contact", null, changed));
    expect(after).toContain("+91 20 4000 9876");
    expect(after).toContain("Vyoma Technologies LLP");
    expect(after).not.toContain(siteSettingsSeed.legalName);
    expect(after).not.toContain("X (Twitter) (opens in a new tab)");
    expect(before).toContain(siteSettingsSeed.phone);
  });
});
