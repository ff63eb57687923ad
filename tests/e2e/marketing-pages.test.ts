import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext, waitForHydration, type Browser, type BrowserContext, type Page } from "../support/browser";
import { canonicalMarketingRoutes, legalRoutes } from "../support/marketing-routes";
import { hrefsOf, pressedStates, textsOf } from "../support/page-facts";
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
  await browser?.close();
  await server?.stop();
});

async function open(path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
}

describe("projects page", () => {
  beforeAll(() => open("/projects"));

  it("has the four filter buttons by id and label, All Projects pressed, and six cards", async () => {
    const buttons = page.getByRole("group", { name: "Filter projects" }).getByRole("button");
    expect(await buttons.evaluateAll((elements) => elements.map((element) => element.id))).toEqual(["all", "smart-glasses", "voice-chat", "ar-vr"]);
    expect(await textsOf(buttons)).toEqual(["All Projects", "Smart Glasses", "Voice Chat", "AR/VR Solutions"]);
    expect(await pressedStates(buttons)).toEqual(["true", "false", "false", "false"]);
    const cards = page.locator("main li[data-project]:visible");
    expect(await cards.count()).toBe(6);
    expect(await hrefsOf(cards.getByRole("link"))).toEqual([
      "/projects/smart-glasses",
      "/projects/smart-glasses",
      "/projects/voice-chat",
      "/projects/voice-chat",
      "/projects/ar-vr-solutions",
      "/projects/ar-vr-solutions",
    ]);
  });

  it("shows only the chosen category's projects, with exactly one button pressed", async () => {
    const cards = page.locator("main li[data-project]:visible");
    const targets: Record<string, string> = {
      "smart-glasses": "/projects/smart-glasses",
      "voice-chat": "/projects/voice-chat",
      "ar-vr": "/projects/ar-vr-solutions",
    };
    for (const [id, href] of Object.entries(targets)) {
      await page.locator(`button#${id}`).click();
      await expect.poll(() => cards.count()).toBe(2);
      expect(await hrefsOf(cards.getByRole("link"))).toEqual([href, href]);
      const pressed = await page.locator("button[aria-pressed=true]").evaluateAll((elements) => elements.map((element) => element.id));
      expect(pressed).toEqual([id]);
      expect(await page.locator("#projects-status").textContent()).toBe("Showing 2 projects");
    }
    await page.locator("button#all").click();
    await expect.poll(() => cards.count()).toBe(6);
    expect(await page.locator("button#all").getAttribute("aria-pressed")).toBe("true");
    expect(await page.locator("#projects-status").textContent()).toBe("Showing 6 projects");
  });

  it("says the count in Hindi on /hi/projects after a filter is pressed (the page script reads the line's own wording)", async () => {
    await open("/hi/projects");
    try {
      await page.getByRole("button", { name: "वॉइस चैट" }).click();
      await expect.poll(() => page.locator("#projects-status").textContent()).toBe("2 प्रोजेक्ट दिख रहे हैं");
    } finally {
      await open("/projects");
    }
  });

  it("links Start a Project to /contact, and sizes the card images, lazy below the first row", async () => {
    expect(await hrefsOf(page.getByRole("link", { name: "Start a Project" }))).toEqual(["/contact"]);
    const images = page.locator("main li[data-project] img");
    const described = await images.evaluateAll((elements) =>
      elements.map((image) => `${image.getAttribute("loading") ?? "eager"} ${image.getAttribute("width")}x${image.getAttribute("height")}`),
    );
    expect(described).toEqual([...Array(3).fill("eager 640x400"), ...Array(3).fill("lazy 640x400")]);
  });
});

describe("about page", () => {
  beforeAll(() => open("/about"));

  it("tells the story and mission and lists the three values", async () => {
    expect(await page.locator("#story-title").textContent()).toBe("Our story");
    expect((await page.locator("#story").textContent())!.length).toBeGreaterThan(600);
    // The mission is the story block's highlight (decision 0054): its heading is named after the section.
    expect(await page.locator("#story-highlight-title").textContent()).toBe("Our mission");
    expect(await textsOf(page.locator("#values li h3"))).toEqual(["Innovation", "Collaboration", "Excellence"]);
  });

  it("shows the four company figures", async () => {
    const stats = page.locator("#figures [data-stat]");
    expect(await textsOf(stats.locator("dd"))).toEqual(["2+", "50+", "20+", "15+"]);
    expect(await textsOf(stats.locator("dt"))).toEqual(["Years of Experience", "Projects Delivered", "Team Members", "Awards Won"]);
  });

  it("lists seven leaders with role and bio, and links to /careers", async () => {
    const leaders = page.locator("#leadership li[data-team-member]");
    expect(await leaders.count()).toBe(7);
    const roles = await textsOf(leaders.locator("h3 + p"));
    expect(roles.every((role) => ["Director", "CFO", "Head Advisor", "Team Member"].includes(role))).toBe(true);
    expect(await leaders.locator("p.flex-1").count()).toBe(7);
    expect(await hrefsOf(page.locator("main").getByRole("link", { name: "View Careers" }))).toEqual(["/careers"]);
  });
});

describe("team page", () => {
  it("shows seven members with role, bio, Image Coming Soon and three social links in new tabs", async () => {
    await open("/team");
    const members = page.locator("main li[data-team-member]");
    expect(await members.count()).toBe(7);
    expect(await members.locator("h2").count()).toBe(7);
    expect(await textsOf(members.locator("h2 + p"))).toEqual(["Director", "CFO", "Head Advisor", "Team Member", "Team Member", "Team Member", "Team Member"]);
    expect(await members.getByText("Image Coming Soon", { exact: true }).count()).toBe(7);
    const socials = members.locator("a[data-network]");
    expect(await socials.count()).toBe(21);
    const described = await socials.evaluateAll((links) =>
      links.map((link) => ({
        network: link.getAttribute("data-network"),
        target: link.getAttribute("target"),
        rel: link.getAttribute("rel"),
        host: new URL(link.getAttribute("href")!).hostname,
      })),
    );
    for (const link of described) {
      expect(link.target).toBe("_blank");
      expect(link.rel).toBe("noopener noreferrer");
      expect(link.host).toBe(`www.${link.network}.com`);
    }
    expect(described.slice(0, 3).map((link) => link.network)).toEqual(["instagram", "linkedin", "facebook"]);
    // Each icon draws its network's mark from the page's one sprite (a drawn path has a size; a broken <use> none).
    const drawn = await socials.locator("svg").evaluateAll((icons) =>
      icons.map((icon) => {
        const symbol = document.querySelector(icon.querySelector("use")!.getAttribute("href")!);
        return { symbol: symbol?.id, width: (icon as SVGGraphicsElement).getBBox().width };
      }),
    );
    expect(drawn.slice(0, 3).map((icon) => icon.symbol)).toEqual(["social-icon-instagram", "social-icon-linkedin", "social-icon-facebook"]);
    for (const icon of drawn) expect(icon.width).toBeGreaterThan(10);
  });
});

describe("contact page", () => {
  beforeAll(() => open("/contact"));

  it("shows office information with the office hours and social icons, and the slot for the form", async () => {
    const details = page.getByRole("complementary", { name: "Contact details" });
    expect(await details.textContent()).toContain("Mon-Fri 9:30 AM - 6:30 PM");
    expect(await hrefsOf(details.locator("a[href^=mailto]"))).toEqual(["mailto:hello@vyoma.example"]);
    const socials = details.getByRole("list", { name: "Follow us" }).getByRole("link");
    expect(await socials.count()).toBe(4);
    expect(new Set(await socials.evaluateAll((links) => links.map((link) => `${link.getAttribute("target")} ${link.getAttribute("rel")}`)))).toEqual(
      new Set(["_blank noopener noreferrer"]),
    );
    const form = page.locator("main form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    expect(await form.getByRole("combobox", { name: /Subject/ }).count()).toBe(1);
  });

  it("answers four FAQs as disclosures that open and close", async () => {
    const faqs = page.locator("#faq details");
    expect(await faqs.count()).toBe(4);
    expect(await faqs.evaluateAll((elements) => elements.filter((element) => (element as HTMLDetailsElement).open).length)).toBe(0);
    const first = faqs.first();
    expect(await first.locator("p").isVisible()).toBe(false);
    await first.locator("summary").click();
    expect(await first.locator("p").isVisible()).toBe(true);
    await first.locator("summary").press("Enter");
    expect(await first.locator("p").isVisible()).toBe(false);
    await faqs.nth(2).locator("summary").focus();
    await page.keyboard.press("Space");
    expect(await faqs.nth(2).evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
  });

  it("loads the map only when asked, from OpenStreetMap", async () => {
    expect(await page.locator("iframe").count()).toBe(0);
    expect(foreignRequests).toEqual([]);
    // The test machine has no internet: answer the map host locally and record what the page asked for.
    const mapRequests: string[] = [];
    await context.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" });
    });
    await page.getByRole("button", { name: "Show map" }).click();
    const frame = page.locator("iframe");
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute("src")).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(await frame.getAttribute("title")).toContain("Pune");
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    await context.unroute("https://www.openstreetmap.org/**");
    foreignRequests.length = 0;
  });
});

describe("legal pages", () => {
  for (const route of legalRoutes) {
    it(`${route} is dated July 24, 2025 and gives the company's contact details`, async () => {
      await open(route);
      expect(await page.locator("main").textContent()).toContain("Last updated July 24, 2025");
      expect(await page.locator("article h2").count()).toBeGreaterThanOrEqual(5);
      const contact = (await page.locator("[data-company-contact]").textContent())!;
      for (const detail of ["Vyoma Technologies Private Limited", "Baner Road", "Pune", "411045", "hello@vyoma.example", "+91 20 4000 1234"]) {
        expect(contact, route).toContain(detail);
      }
      expect(await page.locator("nav[aria-label='Legal documents'] a[aria-current=page]").getAttribute("href")).toBe(route);
    });
  }
});

describe("robots.txt and sitemap.xml", () => {
  it("serves robots.txt naming the sitemap", async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("serves sitemap.xml listing every marketing page, each answering 200", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of canonicalMarketingRoutes) expect(locations).toContain(`${server.url}${route}`);
    for (const location of locations) {
      expect((await fetch(location, { redirect: "manual" })).status, location).toBe(200);
    }
  });
});

describe("third parties", () => {
  it("requested nothing from another host on any of these pages", () => {
    expect(foreignRequests).toEqual([]);
  });
});
