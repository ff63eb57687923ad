import type { IconName } from "~/content/icon-names";
import type { Locale } from "~/i18n/locales";

/**
 * The home page's copy when it became a page of blocks: only the seed of migration 0046 (home-page-seed.ts,
 * decision 0054) from then on. Per language where it was translated (issue 35: `homeHero[locale]`).
 */
export const homeHero: Record<Locale, { eyebrow: string; title: string; intro: string; figuresTitle: string; primary: { label: string; to: string }; scroll: { label: string; target: string } }> = {
  en: {
    eyebrow: "Software · AI · Assistive hardware",
    title: "Technology that works for people",
    intro:
      "We design and build custom software, web and mobile apps, AI and cloud platforms, and our own products, from a gym CRM to smart glasses for the visually impaired.",
    figuresTitle: "Vyoma in numbers",
    primary: { label: "Explore Our Projects", to: "/projects" },
    /** Scrolls to the no-code teaser on this page. */
    scroll: { label: "Discover Brahmastra", target: "no-code" },
  },
  hi: {
    eyebrow: "सॉफ़्टवेयर · एआई · सहायक हार्डवेयर",
    title: "ऐसी तकनीक, जो लोगों के काम आए",
    intro:
      "हम कस्टम सॉफ़्टवेयर, वेब और मोबाइल ऐप, एआई और क्लाउड प्लैटफ़ॉर्म बनाते हैं। साथ ही अपने प्रोडक्ट भी: जिम चलाने वाले सीआरएम से लेकर दृष्टिबाधित लोगों के लिए स्मार्ट चश्मे तक।",
    figuresTitle: "आँकड़ों में व्योमा",
    primary: { label: "हमारे प्रोजेक्ट देखें", to: "/projects" },
    scroll: { label: "ब्रह्मास्त्र के बारे में जानें", target: "no-code" },
  },
};

export interface HomeServiceCard {
  icon: IconName;
  title: string;
  text: string;
  to: string;
}

export const homeServiceCards: HomeServiceCard[] = [
  { icon: "dumbbell", title: "Custom Software", text: "Bespoke systems and our Gym CRM, which runs memberships, billing and bookings for 500+ gyms.", to: "/services/custom-software" },
  { icon: "code", title: "Web Development", text: "Fast, accessible websites and web apps that rank well and are easy to update.", to: "/services/web-development" },
  { icon: "smartphone", title: "Mobile Development", text: "Native and cross-platform iOS and Android apps, from prototype to app store.", to: "/services/mobile-development" },
  { icon: "brain-circuit", title: "AI Integration", text: "Assistants, document automation, vision and forecasting wired into your tools.", to: "/services/ai-integration" },
  { icon: "cloud", title: "Cloud Solutions", text: "Migration, DevOps and cost optimisation on AWS, Azure and Google Cloud.", to: "/services/cloud-solutions" },
  { icon: "chart-pie", title: "Data Analytics", text: "Pipelines, warehouses and dashboards that turn data into decisions.", to: "/services/data-analytics" },
  { icon: "rotate-3d", title: "AR/VR Solutions", text: "Immersive training, product visualisation and virtual tours.", to: "/services/ar-vr-solutions" },
  // SPEC: the no-code card goes to /brahmastra, which redirects to the platform's page.
  { icon: "blocks", title: "No-Code Platform", text: "Brahmastra: build internal tools and apps visually. Coming soon.", to: "/brahmastra" },
];

export const gymCrmShowcase = {
  eyebrow: "Our product",
  title: "Vyoma Gym CRM",
  intro:
    "The all-in-one platform that runs memberships, bookings, billing and member engagement for more than 500 gyms and fitness studios across India.",
  features: [
    { icon: "users", title: "Member Management", text: "Profiles, plans, freezes and renewals in one place." },
    { icon: "calendar-check", title: "Class Booking", text: "Timetables, capacity limits and self-service booking." },
    { icon: "credit-card", title: "Billing & Payments", text: "GST invoices, UPI and automatic dues reminders." },
    { icon: "qr-code", title: "QR Attendance", text: "Instant check-in that blocks expired memberships." },
    { icon: "messages", title: "WhatsApp & SMS", text: "Campaigns and reminders that bring members back." },
    { icon: "bar-chart", title: "Analytics", text: "Revenue, churn and attendance at a glance." },
  ] satisfies Array<{ icon: IconName; title: string; text: string }>,
  pricingLink: { label: "See Features & Pricing", to: "/services/custom-software" },
  /** The product's own site: opens in a new tab. */
  productLink: { label: "Visit the Gym CRM site", href: "https://gymcrm.vyoma.example" },
};

export const noCodeTeaser = {
  badge: "Coming Soon",
  title: "Brahmastra: the no-code platform",
  text: "Build internal tools, customer portals and automated workflows by dragging, dropping and describing what you need. Brahmastra turns ideas into working apps in an afternoon, with the security of engineered software.",
  points: ["Drag-and-drop screens and data", "Workflows and approvals", "AI assistant that drafts your app", "One-click publish to web and mobile"],
  waitlist: { label: "Join Waitlist", to: "/contact" },
  more: { label: "Learn more", to: "/services/no-code" },
};

export const homeContact: Record<Locale, { eyebrow: string; title: string; text: string }> = {
  en: {
    eyebrow: "Contact",
    title: "Let's build something together",
    text: "Tell us about your project and we will reply within one working day with next steps, or a few good questions.",
  },
  hi: {
    eyebrow: "संपर्क",
    title: "आइए, साथ मिलकर कुछ बनाएँ",
    text: "अपने प्रोजेक्ट के बारे में बताइए। हम एक कामकाजी दिन के अंदर जवाब देंगे: आगे क्या करना है, या फिर कुछ काम के सवाल।",
  },
};
