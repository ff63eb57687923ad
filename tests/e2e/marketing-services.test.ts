import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, type Browser, type BrowserContext, type Page } from "../support/browser";
import { canonicalMarketingRoutes, projectPages } from "../support/marketing-routes";
import { hrefsOf, metaContent, textsOf } from "../support/page-facts";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let foreignRequests: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ context, foreignRequests } = await newContext(browser, server.url));
  page = await context.newPage();
});
afterAll(async () => {
  expect(foreignRequests).toEqual([]);
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
}

/** The targets of the links with this exact accessible name inside the scope, in order. */
function targetsOf(name: string, scope = page.locator("main")) {
  return hrefsOf(scope.getByRole("link", { name, exact: true }));
}

describe("services overview", () => {
  it("has six cards linking to the six SPEC service pages and Get in Touch to /contact", async () => {
    await open("/services");
    const cards = page.locator("main li[data-service-card]");
    expect(await cards.count()).toBe(6);
    expect(await hrefsOf(cards.getByRole("link"))).toEqual([
      "/services/custom-software",
      "/services/web-development",
      "/services/ar-vr-solutions",
      "/services/smart-glasses",
      "/services/ai-integration",
      "/services/mobile-development",
    ]);
    expect(await targetsOf("Get in Touch")).toEqual(["/contact"]);
  });
});

describe("gym CRM page (/services/custom-software)", () => {
  beforeAll(() => open("/services/custom-software"));

  it("has Start Free Trial and Schedule Demo links to /contact in the hero", async () => {
    const hero = page.locator("main section").first();
    expect(await targetsOf("Start Free Trial", hero)).toEqual(["/contact"]);
    expect(await targetsOf("Schedule Demo", hero)).toEqual(["/contact"]);
  });

  it("lists benefits and the four statistics", async () => {
    expect(await page.locator("#benefits li").count()).toBeGreaterThanOrEqual(5);
    const stats = page.locator("#figures [data-stat]");
    expect(await textsOf(stats.locator("dd"))).toEqual(["500+", "100K+", "95%", "10K+"]);
    expect(await textsOf(stats.locator("dt"))).toEqual(["Active Gyms", "Members Added", "Retention Rate", "Invoices Generated"]);
  });

  it("shows the 12 feature cards of the SPEC", async () => {
    expect(await textsOf(page.locator("#features li h3"))).toEqual([
      "Member Management",
      "Class & Session Booking",
      "Billing & Payments",
      "Analytics & Reports",
      "Communication Hub",
      "Personal Training",
      "Staff Management",
      "QR Attendance",
      "Nutrition Plans",
      "Workout Plans",
      "Lead Management",
      "Expense Tracking",
    ]);
    expect(await page.locator("#features").textContent()).toMatch(/Email, SMS and WhatsApp/);
  });

  it("prices the monthly plan at 999 rupees a month with 9 features and Pay Monthly to /contact", async () => {
    const monthly = page.locator("[data-plan=month]");
    expect(await monthly.locator("[data-price] data").getAttribute("value")).toBe("999");
    expect(await monthly.locator("[data-price]").textContent()).toBe("₹999");
    expect(await monthly.textContent()).toContain("/month");
    expect(await monthly.locator("ul li").count()).toBe(9);
    expect(await targetsOf("Pay Monthly", monthly)).toEqual(["/contact"]);
    expect(await monthly.textContent()).not.toContain("Most Popular");
    expect(await monthly.locator("del").count()).toBe(0);
  });

  it("prices the yearly plan at 9999 from a struck-through 11988, with its savings, badge, Most Popular and 11 features", async () => {
    const yearly = page.locator("[data-plan=year]");
    expect(await yearly.locator("[data-price] data").getAttribute("value")).toBe("9999");
    expect(await textsOf(yearly.locator("[data-price] data"))).toEqual(["₹9,999"]);
    expect(await yearly.textContent()).toContain("/year");
    const struck = yearly.locator("del");
    expect(await struck.locator("data").getAttribute("value")).toBe("11988");
    expect(await struck.locator("data").textContent()).toBe("₹11,988");
    expect(await struck.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe("line-through");
    const text = await yearly.textContent();
    expect(text).toContain("Save 16.6% with annual billing");
    expect(text).toContain("Save 1,989/year");
    expect(text).toContain("Most Popular");
    expect(await yearly.locator("ul li").count()).toBe(11);
    expect(await targetsOf("Pay Yearly", yearly)).toEqual(["/contact"]);
  });

  it("shows the six assurance badges and a closing call to action", async () => {
    expect(await textsOf(page.locator("[data-assurance]"))).toEqual([
      "7-day free trial",
      "No credit card required",
      "5-minute setup",
      "24/7 support",
      "99.9% uptime",
      "GDPR compliant",
    ]);
    const closing = page.locator("section[aria-labelledby=closing-title]");
    expect(await closing.locator("h2").textContent()).toBeTruthy();
    expect(new Set(await hrefsOf(closing.getByRole("link")))).toEqual(new Set(["/contact"]));
  });
});

/** What each other service page must contain (SPEC "Other static service pages"). */
const servicePageFacts: Record<string, { counts: Record<string, number>; links: Record<string, string>; text?: string[] }> = {
  "web-development": {
    counts: { "#features li": 6, "#website-types li": 6, "#process ol > li": 4, "#technologies li": 9 },
    links: { "Get a Free Quote": "/contact", "View Our Work": "/projects" },
  },
  "ai-integration": {
    counts: { "#benefits li": 6, "#services li": 6, "#process ol > li": 3, "#success-stories ul > li": 3, "#success-stories dd": 6, "#technologies li": 9 },
    links: { "Book a Consultation": "/contact", "See Our Projects": "/projects" },
  },
  "mobile-development": {
    counts: { "#features li": 6, "#app-types li": 6, "#process ol > li": 5, "#technologies li": 8, "#testimonial blockquote": 1 },
    links: { "Start Your App": "/contact", "View Our Work": "/projects" },
  },
  "no-code": {
    counts: { "#features li": 8 },
    links: { "Join Waitlist": "/contact", "Schedule Demo": "/contact" },
    text: ["COMING SOON"],
  },
  "cloud-solutions": { counts: { "#services li": 6, "#benefits li": 6 }, links: { "Get Started": "/contact" } },
  "data-analytics": { counts: { "#services li": 6, "#benefits li": 6 }, links: { "Get Started": "/contact" } },
  "smart-glasses": {
    counts: { "#features li": 6, "#use-cases li": 4, "#testimonials blockquote": 2 },
    links: { "Request a Demo": "/contact", "Voice Chat": "/services/voice-chat", "AR/VR Solutions": "/services/ar-vr-solutions", "Smart Glasses": "/services/smart-glasses" },
  },
  "voice-chat": {
    counts: { "#features li": 6, "#use-cases li": 6, "#testimonials blockquote": 2 },
    links: { "Talk to Us": "/contact", "Smart Glasses": "/services/smart-glasses", "AR/VR Solutions": "/services/ar-vr-solutions", "Voice Chat": "/services/voice-chat" },
  },
  "ar-vr-solutions": {
    counts: { "#features li": 6, "#use-cases li": 6, "#testimonials blockquote": 2 },
    links: { "Start a Project": "/contact", "Smart Glasses": "/services/smart-glasses", "Voice Chat": "/services/voice-chat", "AR/VR Solutions": "/services/ar-vr-solutions" },
  },
};

describe("other service pages", () => {
  for (const [slug, facts] of Object.entries(servicePageFacts)) {
    it(`/services/${slug} has its sections and links`, async () => {
      await open(`/services/${slug}`);
      expect(await page.locator("h1").count()).toBe(1);
      for (const [selector, count] of Object.entries(facts.counts)) {
        expect(await page.locator(selector).count(), `${slug} ${selector}`).toBe(count);
      }
      for (const [name, href] of Object.entries(facts.links)) {
        const targets = await hrefsOf(page.locator("main").getByRole("link", { name: new RegExp(`^${name.replace(/[/]/g, "\\/")}`) }));
        expect(targets.length, `${slug}: link ${name}`).toBeGreaterThan(0);
        expect(new Set(targets), `${slug}: link ${name}`).toEqual(new Set([href]));
      }
      for (const text of facts.text ?? []) expect(await page.locator("main").textContent()).toContain(text);
    });
  }

  it("marks the current product in the solutions cross-links", async () => {
    await open("/services/voice-chat");
    const current = page.locator("#solutions a[aria-current=page]");
    expect(await hrefsOf(current)).toEqual(["/services/voice-chat"]);
  });

  it("draws technology marks from the icon set and a placeholder where the set has none", async () => {
    await open("/services/web-development");
    const technologies = page.locator("#technologies li");
    expect(await technologies.locator("svg path").count()).toBe(8);
    const placeholders = technologies.locator("[data-icon-placeholder]");
    expect(await placeholders.count()).toBe(1);
    expect(await placeholders.locator("xpath=..").textContent()).toContain("Amazon Web Services");
  });
});

describe("project pages and /brahmastra", () => {
  it("show the matching service page, with the service page as canonical URL", async () => {
    for (const [path, slug] of Object.entries(projectPages)) {
      await open(`/services/${slug}`);
      const serviceHeading = await page.locator("h1").textContent();
      await open(path);
      expect(await page.locator("[data-service]").getAttribute("data-service"), path).toBe(slug);
      expect(await page.locator("h1").textContent(), path).toBe(serviceHeading);
      expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${server.url}/services/${slug}`);
    }
  });

  it("answers unknown service and project pages with 404", async () => {
    for (const path of ["/services/quantum-computing", "/projects/unknown", "/projects/constructor"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });

  it("answers /brahmastra with a permanent redirect to /services/no-code", async () => {
    const response = await fetch(`${server.url}/brahmastra`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/services/no-code");
    await open("/brahmastra");
    expect(new URL(page.url()).pathname).toBe("/services/no-code");
  });
});

describe("search-engine basics", () => {
  it("gives every marketing page a unique title and description and a canonical URL from PUBLIC_URL", async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of canonicalMarketingRoutes) {
      await open(route);
      const title = await page.title();
      const description = (await metaContent(page, "meta[name=description]"))!;
      expect(title, route).toMatch(/Vyoma Technologies$/);
      expect(description.length, route).toBeGreaterThan(40);
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description), `${route} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
      expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${server.url}${route}`);
      expect(await metaContent(page, "meta[property='og:title']")).toBe(title);
      expect(await metaContent(page, "meta[property='og:image']")).toBe(`${server.url}/og-default.png`);
    }
  });
});
