/** The company's identity, in one place. Pages, the footer, legal texts, mails and structured data read it. */
export interface SocialLink {
  network: "instagram" | "linkedin" | "facebook" | "x";
  label: string;
  href: string;
}

export const site = {
  name: "Vyoma Technologies",
  legalName: "Vyoma Technologies Private Limited",
  tagline: "Software, AI and assistive hardware, built with care.",
  description:
    "Vyoma Technologies builds custom software, web and mobile apps, AI integrations, cloud and data platforms, AR/VR experiences and smart glasses for the visually impaired.",
  email: "hello@vyoma.example",
  careersEmail: "careers@vyoma.example",
  phone: "+91 20 4000 1234",
  address: {
    street: "4th Floor, Orbit Tower, Baner Road",
    city: "Pune",
    region: "Maharashtra",
    postalCode: "411045",
    country: "India",
    countryCode: "IN",
  },
  hours: "Mon-Fri 9:30 AM - 6:30 PM",
  foundedYear: 2023,
  socials: [
    { network: "instagram", label: "Instagram", href: "https://www.instagram.com/vyoma.example" },
    { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/vyoma-example" },
    { network: "facebook", label: "Facebook", href: "https://www.facebook.com/vyoma.example" },
    { network: "x", label: "X (Twitter)", href: "https://x.com/vyoma_example" },
  ] satisfies SocialLink[],
} as const;

export function formatAddress(separator = ", "): string {
  const { street, city, region, postalCode, country } = site.address;
  return [street, `${city}, ${region} ${postalCode}`, country].join(separator);
}
