import type { IconName } from "~/content/icon-names";
import type { Statistic } from "~/content/call-to-action";
import type { Locale } from "~/i18n/locales";

/** The company figures of SPEC section 9, shown on the home and about pages. */
export const companyStats: Statistic[] = [
  { value: "2+", label: "Years of Experience" },
  { value: "50+", label: "Projects Delivered" },
  { value: "20+", label: "Team Members" },
  { value: "15+", label: "Awards Won" },
];

/** The about page's own copy, per language (issue 35): only the seed of migration 0045 (decision 0054). */
export const aboutStory: Record<Locale, { eyebrow: string; title: string; paragraphs: string[] }> = {
  en: {
    eyebrow: "Who we are",
    title: "Our story",
    paragraphs: [
      "Vyoma Technologies began in 2023 in Pune with three engineers and a simple belief: good technology should make everyday life easier, not more complicated. Our first client was a local gym drowning in paper registers. The software we built for them became the Gym CRM that now runs hundreds of gyms across India.",
      "Since then we have grown into a team of more than twenty designers, engineers and researchers. We build websites, mobile apps, cloud platforms and AI systems for clients in India and abroad, and we develop our own products where we see a need nobody is meeting, like Drishti smart glasses for visually impaired people.",
      "Vyoma means sky in Sanskrit. We chose the name because we think the limit is set by the problem, not the technology, and we like problems that matter.",
    ],
  },
  hi: {
    eyebrow: "हम कौन हैं",
    title: "हमारी कहानी",
    paragraphs: [
      "व्योमा टेक्नोलॉजीज़ की शुरुआत 2023 में पुणे में तीन इंजीनियरों ने की थी। सोच सीधी-सी थी: अच्छी तकनीक को रोज़मर्रा की ज़िंदगी आसान बनानी चाहिए, उलझानी नहीं। हमारा पहला क्लाइंट पास का एक जिम था, जिसका सारा काम काग़ज़ के रजिस्टरों में अटका पड़ा था। उनके लिए जो सॉफ़्टवेयर बनाया, वही आगे चलकर हमारा जिम सीआरएम बना, जिस पर आज देश भर के सैकड़ों जिम चलते हैं।",
      "तब से हमारी टीम बढ़कर बीस से ज़्यादा डिज़ाइनरों, इंजीनियरों और रिसर्चरों की हो गई है। हम देश-विदेश के क्लाइंट्स के लिए वेबसाइट, मोबाइल ऐप, क्लाउड प्लैटफ़ॉर्म और एआई सिस्टम बनाते हैं। और जहाँ कोई ज़रूरत अधूरी दिखती है, वहाँ अपना प्रोडक्ट ख़ुद बनाते हैं, जैसे दृष्टिबाधित लोगों के लिए ‘दृष्टि’ स्मार्ट चश्मा।",
      "संस्कृत में ‘व्योम’ का मतलब है आकाश। यह नाम हमने इसलिए चुना, क्योंकि हमारी नज़र में हद तकनीक नहीं, समस्या तय करती है। और हमें वही समस्याएँ भाती हैं, जो सचमुच मायने रखती हैं।",
    ],
  },
};

export const aboutMission: Record<Locale, { title: string; text: string }> = {
  en: {
    title: "Our mission",
    text: "To build dependable, accessible technology that helps businesses grow and helps people live more independently, delivered with honesty about cost, time and what technology can really do.",
  },
  hi: {
    title: "हमारा मिशन",
    text: "भरोसेमंद और सबके लिए सुलभ तकनीक बनाना, जो कारोबार को आगे बढ़ाए और लोगों को अपने दम पर जीने में मदद करे। और यह सब लागत, समय और तकनीक की असली क्षमता के बारे में पूरी ईमानदारी के साथ।",
  },
};

/** The about page's hero, section headings and closing call to action. */
export const aboutPage: Record<
  Locale,
  {
    eyebrow: string;
    title: string;
    intro: string;
    values: { eyebrow: string; title: string };
    figuresTitle: string;
    leadership: { eyebrow: string; title: string; intro: string };
    careers: { title: string; text: string; action: string };
  }
> = {
  en: {
    eyebrow: "About",
    title: "About Us",
    intro: "We are a technology company from Pune building software, AI and assistive hardware that make work and life easier.",
    values: { eyebrow: "What guides us", title: "Our values" },
    figuresTitle: "Vyoma in numbers",
    leadership: {
      eyebrow: "Leadership",
      title: "The people who lead Vyoma",
      intro: "Seven people who set our direction, keep us honest and build the products we are proud of.",
    },
    careers: {
      title: "Join our team",
      text: "We are growing and always looking for people who care about craft and about the people who use what we build.",
      action: "View Careers",
    },
  },
  hi: {
    eyebrow: "परिचय",
    title: "हमारे बारे में",
    intro: "हम पुणे की एक टेक्नोलॉजी कंपनी हैं। हम ऐसे सॉफ़्टवेयर, एआई और सहायक हार्डवेयर बनाते हैं, जिनसे काम भी आसान हो और ज़िंदगी भी।",
    values: { eyebrow: "हमारी सोच", title: "हमारे मूल्य" },
    figuresTitle: "आँकड़ों में व्योमा",
    leadership: {
      eyebrow: "नेतृत्व",
      title: "व्योमा की अगुवाई करने वाले लोग",
      intro: "सात लोग, जो हमारी दिशा तय करते हैं, हमें ईमानदार रखते हैं और ऐसे प्रोडक्ट बनाते हैं जिन पर हमें गर्व है।",
    },
    careers: {
      title: "हमारी टीम से जुड़िए",
      text: "हमारी टीम बढ़ रही है। हमें हमेशा ऐसे लोगों की तलाश रहती है, जो अपने काम को बारीकी से करते हैं और उन लोगों की परवाह करते हैं जो हमारा बनाया इस्तेमाल करते हैं।",
      action: "करियर के मौके देखें",
    },
  },
};

export interface CompanyValue {
  icon: IconName;
  title: "Innovation" | "Collaboration" | "Excellence";
  text: string;
}

export const companyValues: CompanyValue[] = [
  {
    icon: "lightbulb",
    title: "Innovation",
    text: "We look for the simplest idea that solves the real problem, and we are not afraid to build something new when nothing else fits.",
  },
  {
    icon: "handshake",
    title: "Collaboration",
    text: "We work as one team with our clients: shared boards, weekly demos and straight answers, from the first call to long after launch.",
  },
  {
    icon: "award",
    title: "Excellence",
    text: "We test, review and measure everything we ship, and we hold ourselves to the standards we would want as customers.",
  },
];
