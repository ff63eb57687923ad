import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, waitForHydration, type Browser, type BrowserContext, type Page } from "../support/browser";
import { collectPageErrors, hrefsOf, metaContent, pressedStates, textsOf } from "../support/page-facts";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let foreignRequests: string[];
let pageErrors: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, foreignRequests } = await newContext(browser, server.url, undefined, { motion: "no-preference" }));
  page = await context.newPage();
  pageErrors = collectPageErrors(page);
  await page.goto("/");
  await waitForHydration(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("home page", () => {
  it("has a hero that links to /projects and scrolls to the no-code section", async () => {
    const hero = page.locator("section[aria-labelledby=home-hero-title]");
    expect(await hero.getByRole("link", { name: "Explore Our Projects" }).getAttribute("href")).toBe("/projects");
    const scroll = hero.getByRole("link", { name: "Discover Brahmastra" });
    expect(await scroll.getAttribute("href")).toBe("#no-code");

    const scrollPage = await context.newPage();
    await scrollPage.goto("/");
    await waitForHydration(scrollPage);
    expect(await scrollPage.evaluate(() => window.scrollY)).toBe(0);
    await scrollPage.getByRole("link", { name: "Discover Brahmastra" }).click();
    await expect
      .poll(() => scrollPage.locator("#no-code").evaluate((section) => Math.round(section.getBoundingClientRect().top)))
      .toBeLessThan(120);
    expect(await scrollPage.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(await scrollPage.evaluate(() => document.activeElement?.id)).toBe("no-code");
    await scrollPage.close();
  });

  it("shows the four company figures", async () => {
    const stats = page.locator("section[aria-labelledby=home-hero-title] [data-stat]");
    expect(await textsOf(stats.locator("dd"))).toEqual(["2+", "50+", "20+", "15+"]);
  });

  it("shows 8 service cards whose Learn more links each go to that service's own page", async () => {
    const cards = page.locator("#services li[data-service-card]");
    expect(await cards.count()).toBe(8);
    const links = cards.getByRole("link", { name: /^Learn more/ });
    expect(await links.count()).toBe(8);
    const hrefs = await hrefsOf(links);
    expect(hrefs).toEqual([
      "/services/custom-software",
      "/services/web-development",
      "/services/mobile-development",
      "/services/ai-integration",
      "/services/cloud-solutions",
      "/services/data-analytics",
      "/services/ar-vr-solutions",
      "/brahmastra",
    ]);
    // Follow each link: it must land on the service page of that card (the no-code card through /brahmastra).
    const visit = await context.newPage();
    for (const href of hrefs) {
      const response = await visit.goto(href!);
      expect(response?.status(), href!).toBe(200);
      const slug = href === "/brahmastra" ? "no-code" : href!.split("/").pop();
      expect(new URL(visit.url()).pathname).toBe(`/services/${slug}`);
      expect(await visit.locator("[data-service]").getAttribute("data-service")).toBe(slug);
    }
    await visit.close();
  });

  it("staggers the service cards' entrance by 150 ms per index, and not at all under reduced motion", async () => {
    const cards = page.locator("#services li[data-service-card]");
    const timing = await cards.evaluateAll((elements) => elements.map((element) => getComputedStyle(element)));
    expect(timing.map((style) => style.animationName)).toEqual(Array(8).fill("rise-in"));
    const delays = await cards.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationDelay));
    expect(delays).toEqual(["0s", "0.15s", "0.3s", "0.45s", "0.6s", "0.75s", "0.9s", "1.05s"]);

    const reduced = await browser.newContext({ baseURL: server.url, reducedMotion: "reduce" });
    const calm = await reduced.newPage();
    await calm.goto("/");
    const calmDelays = await calm
      .locator("#services li[data-service-card]")
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationDelay));
    expect(new Set(calmDelays)).toEqual(new Set(["0s"]));
    await reduced.close();
  });

  it("filters the four projects by category with exactly one pressed button, All by default", async () => {
    const buttons = page.getByRole("group", { name: "Filter projects by category" }).getByRole("button");
    const cards = page.locator("#projects li[data-project]:visible");
    expect(await textsOf(buttons)).toEqual(["All", "AI Hardware", "Web & Mobile", "AR/VR", "Development Tools"]);
    expect(await pressedStates(buttons)).toEqual(["true", "false", "false", "false", "false"]);
    expect(await cards.count()).toBe(4);
    expect(await hrefsOf(cards.getByRole("link"))).toEqual([
      "/projects/smart-glasses",
      "/projects/voice-chat",
      "/projects/ar-vr-solutions",
      "/projects/brahmastra",
    ]);

    const expected: Record<string, string> = {
      "AI Hardware": "/projects/smart-glasses",
      "Web & Mobile": "/projects/voice-chat",
      "AR/VR": "/projects/ar-vr-solutions",
      "Development Tools": "/projects/brahmastra",
    };
    for (const [index, [category, href]] of Object.entries(expected).entries()) {
      await buttons.nth(index + 1).click();
      await expect.poll(() => cards.count()).toBe(1);
      const states = await pressedStates(buttons);
      expect(states.filter((state) => state === "true")).toHaveLength(1);
      expect(states[index + 1], category).toBe("true");
      expect(await hrefsOf(cards.getByRole("link"))).toEqual([href]);
      expect(await cards.textContent()).toContain(category);
    }
    await buttons.first().click();
    await expect.poll(() => cards.count()).toBe(4);
    expect(await pressedStates(buttons)).toEqual(["true", "false", "false", "false", "false"]);
  });

  it("filters on /hi with the keyboard, and says the count in Hindi; each card leads to the Hindi project page", async () => {
    await page.goto("/hi");
    await waitForHydration(page);
    try {
      const buttons = page.getByRole("group", { name: "श्रेणी के हिसाब से प्रोजेक्ट छाँटें" }).getByRole("button");
      expect(await textsOf(buttons)).toEqual(["सभी", "एआई हार्डवेयर", "वेब और मोबाइल", "एआर/वीआर", "डेवलपमेंट टूल्स"]);
      await buttons.nth(2).focus();
      await page.keyboard.press("Enter");
      const cards = page.locator("#projects li[data-project]:visible");
      await expect.poll(() => cards.count()).toBe(1);
      expect(await page.locator("#home-projects-status").textContent()).toBe("1 प्रोजेक्ट दिख रहा है");
      expect(await hrefsOf(cards.getByRole("link"))).toEqual(["/hi/projects/voice-chat"]);
    } finally {
      await page.goto("/");
      await waitForHydration(page);
    }
  });

  it("showcases the gym CRM with 6 feature cards, its pricing page and an external product link", async () => {
    const showcase = page.locator("#gym-crm");
    expect(await showcase.locator("[data-crm-feature]").count()).toBe(6);
    expect(await showcase.getByRole("link", { name: "See Features & Pricing" }).getAttribute("href")).toBe("/services/custom-software");
    const external = showcase.locator("a[target=_blank]");
    expect(await external.count()).toBe(1);
    const href = (await external.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\//);
    expect(new URL(href).origin).not.toBe(new URL(server.url).origin);
    expect((await external.getAttribute("rel"))!.split(" ").sort()).toEqual(["noopener", "noreferrer"]);
  });

  it("teases the no-code platform as coming soon, with Join Waitlist to /contact", async () => {
    const teaser = page.locator("#no-code");
    expect(await teaser.textContent()).toContain("Coming Soon");
    expect(await teaser.getByRole("link", { name: "Join Waitlist" }).getAttribute("href")).toBe("/contact");
  });

  it("introduces 7 team members with role, bio, image placeholder and three social links", async () => {
    const members = page.locator("#team li[data-team-member]");
    expect(await members.count()).toBe(7);
    for (let index = 0; index < 7; index++) {
      const member = members.nth(index);
      expect(await member.locator("h3").textContent()).toBeTruthy();
      expect(["Director", "CFO", "Head Advisor", "Team Member"]).toContain(await member.locator("h3 + p").textContent());
      expect(await member.textContent()).toContain("Image Coming Soon");
      expect((await member.locator("p.flex-1").textContent())!.length).toBeGreaterThan(40);
      const socials = member.locator("a[data-network]");
      expect(await socials.evaluateAll((links) => links.map((link) => link.getAttribute("data-network")))).toEqual([
        "instagram",
        "linkedin",
        "facebook",
      ]);
      expect(new Set(await socials.evaluateAll((links) => links.map((link) => `${link.getAttribute("target")} ${link.getAttribute("rel")}`)))).toEqual(
        new Set(["_blank noopener noreferrer"]),
      );
    }
  });

  it("ends with a contact section: office hours and the contact form with its service choice", async () => {
    const contact = page.locator("#contact");
    expect(await contact.textContent()).toContain("Mon-Fri 9:30 AM - 6:30 PM");
    expect(await contact.getByRole("button", { name: "Send Message" }).count()).toBe(1);
    expect(await contact.getByRole("combobox", { name: /Service/ }).count()).toBe(1);
    expect(await contact.getByRole("link", { name: /Instagram/ }).count()).toBe(1);
  });

  it("describes itself to search engines: title, description, canonical, share tags and image", async () => {
    expect(await page.title()).toBe("Home | Vyoma Technologies");
    expect((await metaContent(page, "meta[name=description]"))!.length).toBeGreaterThan(50);
    expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${server.url}/`);
    expect(await metaContent(page, "meta[property='og:url']")).toBe(`${server.url}/`);
    expect(await metaContent(page, "meta[name='twitter:card']")).toBe("summary_large_image");
    const image = (await metaContent(page, "meta[property='og:image']"))!;
    expect(image).toBe(`${server.url}/og-default.png`);
    const response = await fetch(image);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("carries Organization JSON-LD in a data block (never executed, so outside the CSP)", async () => {
    // The home page carries two data blocks: the Organization, and the WebSite with its SearchAction (issue 20).
    const blocks = (await page.locator("script[type='application/ld+json']").allTextContents()).map((text) => JSON.parse(text));
    expect(blocks.map((block) => block["@type"]).sort()).toEqual(["Organization", "WebSite"]);
    const json = blocks.find((block) => block["@type"] === "Organization");
    expect(json).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: "Vyoma Technologies", url: `${server.url}/` });
    expect(json.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" });

    const response = await fetch(`${server.url}/`);
    const tag = /<script type="application\/ld\+json"[^>]*>/.exec(await response.text())![0];
    expect(tag).toBe(`<script type="application/ld+json">`);
  });

  it("loads nothing from other hosts and logs no errors", () => {
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
