import { describe, expect, it } from "vitest";
import { companyStats, companyValues } from "./about";
import { contactFaqs } from "./faqs";
import { homeServiceCards } from "./home";
import { legalDocuments } from "./legal";
import { featuredProjects, homeProjectCategories, projectFilters, projectShowcase } from "./projects";
import { projectServiceSlugs, services } from "./services";
import { overviewCards } from "./services-overview";
import { findServicePage, servicePages } from "./service-pages";
import { site } from "./site";
import { teamMembers } from "./team";

describe("marketing content (SPEC sections 2, 3 and 9)", () => {
  it("has a full page for every service and every project page", () => {
    expect(servicePages.map((page) => page.slug)).toEqual(services.map((service) => service.slug));
    for (const slug of Object.values(projectServiceSlugs)) expect(findServicePage(slug), slug).toBeDefined();
  });

  it("gives each service page distinct section anchors, search copy of a useful length and a closing call to action", () => {
    for (const page of servicePages) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.slug).toBe(ids.length);
      expect(ids, page.slug).not.toContain("closing");
      expect(page.metaDescription.length, page.slug).toBeGreaterThanOrEqual(70);
      expect(page.metaDescription.length, page.slug).toBeLessThanOrEqual(170);
      expect(page.closing.actions.length, page.slug).toBeGreaterThan(0);
    }
  });

  it("has 8 home service cards, the no-code one going to /brahmastra", () => {
    expect(homeServiceCards).toHaveLength(8);
    expect(homeServiceCards.find((card) => card.title.includes("No-Code"))?.to).toBe("/brahmastra");
    expect(new Set(homeServiceCards.map((card) => card.to)).size).toBe(8);
  });

  it("has six service cards on /services", () => {
    expect(overviewCards).toHaveLength(6);
  });

  it("has 4 featured projects, one per home category, and 6 showcase projects, two per filter", () => {
    expect(featuredProjects).toHaveLength(4);
    expect(featuredProjects.map((project) => project.category)).toEqual(homeProjectCategories.slice(1));
    expect(projectShowcase).toHaveLength(6);
    for (const filter of projectFilters.slice(1)) {
      expect(projectShowcase.filter((project) => project.category === filter.id), filter.id).toHaveLength(2);
    }
  });

  it("has seven team members with a SPEC role, a bio and three social links", () => {
    expect(teamMembers).toHaveLength(7);
    for (const member of teamMembers) {
      expect(["Director", "CFO", "Head Advisor", "Team Member"]).toContain(member.role);
      expect(member.bio.length).toBeGreaterThan(40);
      expect(Object.keys(member.social)).toEqual(["instagram", "linkedin", "facebook"]);
    }
  });

  it("has the company figures, values, office hours, four FAQs and dated legal pages", () => {
    expect(companyStats.map((stat) => stat.value)).toEqual(["2+", "50+", "20+", "15+"]);
    expect(companyValues.map((value) => value.title)).toEqual(["Innovation", "Collaboration", "Excellence"]);
    expect(site.hours).toBe("Mon-Fri 9:30 AM - 6:30 PM");
    expect(contactFaqs).toHaveLength(4);
    for (const document of Object.values(legalDocuments)) {
      expect(document.lastUpdated).toBe("July 24, 2025");
      expect(document.sections.length).toBeGreaterThanOrEqual(5);
    }
  });
});
