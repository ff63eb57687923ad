import type { Locale } from "~/i18n/locales";

/** The gym CRM's two plans (SPEC sections 3 and 9). Prices are whole rupees. */
export interface PricingFeature {
  text: string;
  included: boolean;
}

export interface PricingPlan {
  /** The language its texts read in, where stored (an English fallback on a page in another language is marked). */
  language?: Locale;
  /** Its texts still in English though it reads in `language` (decision 0061). */
  englishFields?: string[];
  title: string;
  /** Crossed out next to the price when set. */
  originalPrice?: number;
  price: number;
  period: "month" | "year";
  description: string;
  features: PricingFeature[];
  buttonText: string;
  buttonLink: string;
  popular: boolean;
  badge?: string;
  savings?: string;
}

const included = (text: string): PricingFeature => ({ text, included: true });

const coreFeatures = [
  "Unlimited member profiles",
  "Class and session booking",
  "Automated billing and payment reminders",
  "QR code attendance",
  "Email, SMS and WhatsApp messages",
  "Workout and nutrition plans",
  "Staff accounts with role-based access",
  "Reports and analytics dashboard",
  "Email and chat support",
];

export const gymCrmPlans: PricingPlan[] = [
  {
    title: "Monthly",
    price: 999,
    period: "month",
    description: "Everything you need to run one gym, billed every month. Cancel any time.",
    features: coreFeatures.map(included),
    buttonText: "Pay Monthly",
    buttonLink: "/contact",
    popular: false,
  },
  {
    title: "Yearly",
    originalPrice: 11988,
    price: 9999,
    period: "year",
    description: "The full platform for a year, with priority help and onboarding included.",
    features: [...coreFeatures, "Priority support with a named account manager", "Free data migration and onboarding"].map(included),
    buttonText: "Pay Yearly",
    buttonLink: "/contact",
    popular: true,
    badge: "Save 1,989/year",
    savings: "Save 16.6% with annual billing",
  },
];
