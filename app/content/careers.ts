import type { Locale } from "~/i18n/locales";

/** Copy of the careers page (SPEC section 2: an intro heading and four benefit cards), per language (issue 35). */
export const careersIntro: Record<Locale, { eyebrow: string; title: string; text: string }> = {
  en: {
    eyebrow: "Careers",
    title: "Join Our Team",
    text: "Build software, AI and assistive hardware that changes how people work and live. We are a small team that ships, learns and looks after each other.",
  },
  hi: {
    eyebrow: "करियर",
    title: "हमारी टीम से जुड़िए",
    text: "ऐसा सॉफ़्टवेयर, एआई और सहायक हार्डवेयर बनाइए जो लोगों के काम करने और जीने का तरीक़ा बदल दे। हम एक छोटी टीम हैं, जो काम पूरा करके दिखाती है, हर दिन कुछ नया सीखती है और एक-दूसरे का ख़याल रखती है।",
  },
};

export interface Benefit {
  title: "Great Team" | "Growth" | "Work-Life Balance" | "Benefits";
  icon: "users" | "trending-up" | "sun" | "heart";
  text: string;
}

export const benefits: Benefit[] = [
  { title: "Great Team", icon: "users", text: "Work with curious, kind engineers and designers who review each other's work and share what they know." },
  { title: "Growth", icon: "trending-up", text: "Real ownership from day one, a learning budget, and mentors who help you take the next step." },
  { title: "Work-Life Balance", icon: "sun", text: "Flexible hours, hybrid and remote options, and no culture of late nights." },
  { title: "Benefits", icon: "heart", text: "Health insurance for you and your family, paid leave, and a good laptop of your choice." },
];
