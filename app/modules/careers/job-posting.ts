import type { SiteSettings } from "~/modules/content/collections";
import { toParagraphs, type Position, type PositionType } from "./careers.schema";

const EMPLOYMENT_TYPES: Record<PositionType, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

const SALARY_UNIT_TEXT = { year: "YEAR", month: "MONTH", hour: "HOUR" } as const;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Google for Jobs: a schema.org JobPosting with the required and recommended properties, for an open position
 * (a closed one has none). `validThrough` and `baseSalary` only when the position states them: nothing invented.
 */
export function jobPostingJsonLd(position: Position, publicUrl: string, site: Pick<SiteSettings, "name" | "address">) {
  const remote = /\bremote\b/i.test(position.location);
  const description = [
    `<p>${escapeHtml(position.description)}</p>`,
    ...toParagraphs(position.detailedDescription).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    position.requirements.length ? `<ul>${position.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "",
  ].join("");
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description,
    datePosted: position.postedAt,
    ...(position.closesAt ? { validThrough: position.closesAt } : {}),
    ...(position.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: position.salary.currency,
            value: { "@type": "QuantitativeValue", minValue: position.salary.min, maxValue: position.salary.max, unitText: SALARY_UNIT_TEXT[position.salary.unit] },
          },
        }
      : {}),
    employmentType: EMPLOYMENT_TYPES[position.type],
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: publicUrl,
      logo: `${publicUrl}/favicon.svg`,
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: site.address.country },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: {
              "@type": "PostalAddress",
              addressLocality: position.location.split(",")[0]!.trim(),
              addressCountry: site.address.countryCode,
            },
          },
        }),
    directApply: true,
    identifier: { "@type": "PropertyValue", name: site.name, value: String(position.id) },
    url: `${publicUrl}/careers/${position.slug}`,
    industry: "Information Technology",
  };
}

/** JSON for an inline <script>: "<" escaped so the content can never close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
