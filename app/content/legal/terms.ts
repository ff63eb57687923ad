import type { LegalSection } from "~/content/legal";

export const termsSections: LegalSection[] = [
  {
    heading: "Agreement",
    paragraphs: [
      "These terms apply to your use of the Vyoma Technologies website. By using the site you accept them. If you do not agree, please do not use the site. Work we do for clients is governed by a separate written agreement, which takes precedence over these terms.",
    ],
  },
  {
    heading: "Using the website",
    paragraphs: [
      "You may browse the site, read and share our content for personal and non-commercial purposes, and contact us or apply for jobs through the forms provided.",
      "You must not misuse the site: do not try to gain unauthorised access, disrupt or overload it, upload malicious files, scrape it in bulk, or send content that is unlawful, misleading or infringes anyone's rights.",
    ],
  },
  {
    heading: "Accounts",
    paragraphs: [
      "If you create an account, keep your password confidential and tell us promptly if you think someone else has used it. You are responsible for activity under your account. We may suspend accounts that break these terms.",
    ],
  },
  {
    heading: "Information you send us",
    paragraphs: [
      "You confirm that the information you send through our forms, including job applications and resumes, is accurate and yours to share. We handle it as described in our Privacy Policy.",
    ],
  },
  {
    heading: "Intellectual property",
    paragraphs: [
      "The website, its text, graphics, logos and software belong to Vyoma Technologies or its licensors and are protected by copyright and trademark law. Product names such as Brahmastra, Drishti and Vyoma Gym CRM are our trademarks. Other names and logos belong to their respective owners.",
    ],
  },
  {
    heading: "Products, prices and availability",
    paragraphs: [
      "We describe our products and services as accurately as we can. Prices shown on the site, such as Gym CRM subscription prices, are in Indian rupees and may change; the price that applies is the one confirmed in your order or agreement. Products marked as coming soon, such as the Brahmastra platform, may change before release.",
    ],
  },
  {
    heading: "Links to other websites",
    paragraphs: [
      "The site links to other websites, such as social networks and map services. We are not responsible for their content or their privacy practices.",
    ],
  },
  {
    heading: "Disclaimer and liability",
    paragraphs: [
      "The website is provided \"as is\". We work to keep it accurate and available but do not guarantee that it will be error-free or uninterrupted. To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the site. Nothing in these terms limits liability that cannot be limited by law.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: [
      "These terms are governed by the laws of India. The courts at Pune, Maharashtra, have exclusive jurisdiction over any dispute about them.",
    ],
  },
  {
    heading: "Changes to these terms",
    paragraphs: [
      "We may revise these terms from time to time. The date at the top of this page shows the latest version; continuing to use the site after a change means you accept the revised terms.",
    ],
  },
];
