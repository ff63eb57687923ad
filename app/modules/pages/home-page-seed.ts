import { gymCrmShowcase, homeContact, homeHero, homeServiceCards, noCodeTeaser } from "~/content/home";
import { DEFAULT_LOCALE, type FormValues, type Locale } from "~/modules/content/content.schema";
import { messagesFor } from "~/i18n/messages";
import { block } from "./block-seed";

/**
 * The home page as a page of blocks (decision 0054), seeded by migration 0046 from app/content/home.ts, which from
 * then on is only this seed. Every block has Hindi copy (its Hindi texts): the hero and the contact section since 0046,
 * the other five since migration 0057 (`homeHindiTexts`, which 0057 writes into a database seeded before). The
 * figures, featured projects and team are collections.
 */
export const HOME_PAGE_PATH = "/";

/** A list field's inputs (`<key>.<row>.<part>`) from rows of texts. */
function rows(key: string, items: ReadonlyArray<Record<string, string>>): FormValues {
  return Object.fromEntries(items.flatMap((item, row) => Object.entries(item).map(([part, value]) => [`${key}.${row}.${part}`, value])));
}

/** A block's form values per language: English, and the Hindi form's values (its texts only). */
const inLanguages = (english: FormValues, hindi: FormValues) => (locale: Locale) => (locale === DEFAULT_LOCALE ? english : locale === "hi" ? hindi : undefined);

/**
 * The Hindi texts of the home page's sections that had none when it became a page of blocks (issue 35), by block id:
 * what the Hindi form of each block takes (texts only; lists by row, `cards.0.title`; lines one per line).
 */
export const homeHindiTexts: Record<"homeservices" | "homeprojects" | "homegymcrm00" | "homenocode00" | "hometeam0000", FormValues> = {
  homeservices: {
    eyebrow: "हम क्या करते हैं",
    heading: "हमारी सेवाएँ",
    intro: "पहले आइडिया से लेकर हर दिन चलने वाले प्रोडक्ट तक, एक ही साथी: रणनीति, डिज़ाइन, इंजीनियरिंग और सपोर्ट।",
    ...rows("cards", [
      { title: "कस्टम सॉफ़्टवेयर", text: "आपके काम के लिए ख़ास बने सिस्टम, और हमारा जिम सीआरएम, जो 500 से ज़्यादा जिमों की मेंबरशिप, बिलिंग और बुकिंग सँभालता है।" },
      { title: "वेबसाइट डेवलपमेंट", text: "तेज़ और हर किसी के लिए सुलभ वेबसाइटें और वेब ऐप, जो सर्च में ऊपर दिखते हैं और जिन्हें अपडेट करना आसान है।" },
      { title: "मोबाइल ऐप डेवलपमेंट", text: "iOS और Android के लिए नेटिव और क्रॉस-प्लैटफ़ॉर्म ऐप, प्रोटोटाइप से लेकर ऐप स्टोर तक।" },
      { title: "एआई इंटीग्रेशन", text: "आपके टूल्स से जुड़े एआई असिस्टेंट, दस्तावेज़ों का ऑटोमेशन, कंप्यूटर विज़न और आगे का अनुमान।" },
      { title: "क्लाउड समाधान", text: "AWS, Azure और Google Cloud पर माइग्रेशन, DevOps और ख़र्च में बचत।" },
      { title: "डेटा एनालिटिक्स", text: "डेटा पाइपलाइन, वेयरहाउस और डैशबोर्ड, जो आँकड़ों को सोचे-समझे फ़ैसलों में बदलते हैं।" },
      { title: "एआर/वीआर समाधान", text: "इमर्सिव ट्रेनिंग, प्रोडक्ट की 3D झलक और वर्चुअल टूर।" },
      { title: "नो-कोड प्लैटफ़ॉर्म", text: "ब्रह्मास्त्र: बिना कोड लिखे इंटरनल टूल्स और ऐप बनाइए। जल्द आ रहा है।" },
    ]),
  },
  homeprojects: {
    eyebrow: "हमारा काम",
    heading: "चुनिंदा प्रोजेक्ट",
    intro: "वे प्रोडक्ट, जिन्हें हमने ख़ुद सोचा और बनाया है: सहायक हार्डवेयर से लेकर डेवलपर टूल्स तक।",
    buttonLabel: "सभी प्रोजेक्ट देखें",
  },
  homegymcrm00: {
    eyebrow: "हमारा प्रोडक्ट",
    heading: "व्योमा जिम सीआरएम",
    intro: "एक ही प्लैटफ़ॉर्म, जो पूरे भारत में 500 से ज़्यादा जिमों और फ़िटनेस स्टूडियो की मेंबरशिप, बुकिंग, बिलिंग और मेंबरों से जुड़ाव सँभालता है।",
    ...rows("features", [
      { title: "मेंबर मैनेजमेंट", text: "प्रोफ़ाइल, प्लान, फ़्रीज़ और रिन्यूअल, सब एक जगह।" },
      { title: "क्लास बुकिंग", text: "टाइमटेबल, हर क्लास की सीमा और मेंबरों के लिए ख़ुद बुकिंग।" },
      { title: "बिलिंग और भुगतान", text: "GST इनवॉइस, UPI और बकाये के अपने-आप रिमाइंडर।" },
      { title: "क्यूआर हाज़िरी", text: "पल भर में चेक-इन, जो ख़त्म हो चुकी मेंबरशिप को दरवाज़े पर ही रोक देता है।" },
      { title: "व्हाट्सऐप और एसएमएस", text: "कैंपेन और रिमाइंडर, जो मेंबरों को वापस जिम तक लाते हैं।" },
      { title: "एनालिटिक्स", text: "कमाई, मेंबरों का छूटना और हाज़िरी, एक नज़र में।" },
    ]),
    buttonLabel: "फ़ीचर और क़ीमतें देखें",
    siteLabel: "जिम सीआरएम की वेबसाइट देखें",
    illustrationAlt: "जिम सीआरएम का डैशबोर्ड: सक्रिय मेंबर, महीने की कमाई, आज के चेक-इन, रिन्यूअल का चार्ट और आज की क्लासें।",
  },
  homenocode00: {
    badge: "जल्द आ रहा है",
    heading: "ब्रह्मास्त्र: नो-कोड प्लैटफ़ॉर्म",
    text: "इंटरनल टूल्स, ग्राहकों के पोर्टल और अपने-आप चलने वाले वर्कफ़्लो बनाइए: बस खींचिए, छोड़िए और बताइए कि आपको क्या चाहिए। ब्रह्मास्त्र एक ही दोपहर में आइडिया को चलते-फिरते ऐप में बदल देता है, और सुरक्षा वैसी ही रहती है जैसी इंजीनियरों के बनाए सॉफ़्टवेयर में।",
    points: ["स्क्रीन और डेटा, ड्रैग-एंड-ड्रॉप से", "वर्कफ़्लो और मंज़ूरियाँ", "एआई असिस्टेंट, जो आपके ऐप का पहला ड्राफ़्ट बना देता है", "एक क्लिक में वेब और मोबाइल पर पब्लिश"].join("\n"),
    buttonLabel: "वेटलिस्ट में नाम लिखाएँ",
    secondButtonLabel: "और जानें",
    secondButtonContext: "ब्रह्मास्त्र के बारे में",
  },
  hometeam0000: {
    eyebrow: "हमारे लोग",
    heading: "हमारी टीम से मिलिए",
    intro: "इंजीनियर, डिज़ाइनर और सलाहकार, जो बारीकियों का ध्यान रखते हैं, और उन लोगों का भी, जो हमारा बनाया इस्तेमाल करते हैं।",
    buttonLabel: "पूरी टीम से मिलिए",
  },
};

export function homePageSeed(): { path: string; title: string; description: string; blocks: ReturnType<typeof block>[] } {
  const showcase = gymCrmShowcase;
  const teaser = noCodeTeaser;
  return {
    path: HOME_PAGE_PATH,
    title: messagesFor("en").titles.home,
    // The home page's description is the site settings' (its meta reads them), not the page's.
    description: "",
    blocks: [
      block("homehero0000", "homeHero", (locale) => {
        const hero = homeHero[locale];
        return { eyebrow: hero.eyebrow, heading: hero.title, intro: hero.intro, buttonLabel: hero.primary.label, buttonLink: hero.primary.to, jumpLabel: hero.scroll.label, jumpTo: hero.scroll.target, figuresHeading: hero.figuresTitle };
      }),
      block("homeservices", "serviceCards", inLanguages({
        eyebrow: "What we do",
        heading: "Our Services",
        intro: "One partner from the first idea to a product that runs every day: strategy, design, engineering and support.",
        background: "",
        anchor: "services",
        ...rows("cards", homeServiceCards.map((card) => ({ icon: card.icon, title: card.title, text: card.text, link: card.to }))),
      }, homeHindiTexts.homeservices)),
      block("homeprojects", "featuredProjects", inLanguages({
        eyebrow: "Our work",
        heading: "Featured Projects",
        intro: "Products we have designed and built ourselves, from assistive hardware to developer tools.",
        background: "muted",
        anchor: "projects",
        buttonLabel: "See All Projects",
        buttonLink: "/projects",
      }, homeHindiTexts.homeprojects)),
      block("homegymcrm00", "productShowcase", inLanguages({
        eyebrow: showcase.eyebrow,
        heading: showcase.title,
        intro: showcase.intro,
        ...rows("features", showcase.features),
        buttonLabel: showcase.pricingLink.label,
        buttonLink: showcase.pricingLink.to,
        siteLabel: showcase.productLink.label,
        siteLink: showcase.productLink.href,
        illustration: "/images/gym-crm-dashboard.svg",
        illustrationAlt: "The Gym CRM dashboard: active members, monthly revenue, today's check-ins, a chart of renewals and today's classes.",
        anchor: "gym-crm",
      }, homeHindiTexts.homegymcrm00)),
      block("homenocode00", "comingSoon", inLanguages({
        badge: teaser.badge,
        heading: teaser.title,
        text: teaser.text,
        points: teaser.points.join("\n"),
        buttonLabel: teaser.waitlist.label,
        buttonLink: teaser.waitlist.to,
        secondButtonLabel: teaser.more.label,
        secondButtonLink: teaser.more.to,
        secondButtonContext: "about Brahmastra",
        illustration: "/images/projects/brahmastra.svg",
        anchor: "no-code",
      }, homeHindiTexts.homenocode00)),
      block("hometeam0000", "teamMembers", inLanguages({
        eyebrow: "Our people",
        heading: "Meet Our Team",
        intro: "Engineers, designers and advisers who care about the details, and about the people who use what we build.",
        background: "muted",
        anchor: "team",
        buttonLabel: "Meet the Whole Team",
        buttonLink: "/team",
      }, homeHindiTexts.hometeam0000)),
      block("homecontact0", "contactSection", (locale) => ({ eyebrow: homeContact[locale].eyebrow, heading: homeContact[locale].title, intro: homeContact[locale].text, anchor: "contact" })),
    ],
  };
}
