import { benefitCollection, companyFigureCollection, companyValueCollection, faqCollection, featuredProjectCollection, pricingPlanCollection, projectCollection, siteSettingsCollection, teamCollection } from "./collections";
import { site } from "~/content/site";
import { isLocalizedText, type CollectionDefinition, type FormValues } from "./content.schema";
import { contentSeed, pricingPlansSeed, type SeedEntry } from "./content-seed";

/**
 * The sample content's Hindi texts of the collections the Hindi pages show (issue 35): each names the seeded entry it
 * translates by one English text, and gives the Hindi form's values, as staff would type them in the entry's Hindi
 * form (decision 0060; a list of lines one item per line). Migration 0053 wrote the figures, values, benefits, FAQs
 * and project cards (`hindiCollectionSeeds`, kept as it ran); migration 0055 the team members' focus and bio and the
 * gym CRM's plans (`hindiTeamAndPlanSeeds`), only where every English text of the entry is still as seeded. A
 * person's name stays as written (Latin letters), and their role is named by the catalogues (`teamCard.roles`). The
 * home page's featured projects (in a section not yet translated) are left to staff.
 */
export interface HindiEntrySeed {
  collection: CollectionDefinition;
  /** The field and its seeded English text that pick the entry (an entry staff changed is left alone). */
  translates: { field: string; english: string };
  /** Where given, every English text of the entry as seeded: an entry with any of them changed is left alone. */
  seededEnglish?: Record<string, string>;
  hindi: FormValues;
}

const figure = (english: string, label: string): HindiEntrySeed => ({ collection: companyFigureCollection, translates: { field: "label", english }, hindi: { label } });
const value = (english: string, title: string, text: string): HindiEntrySeed => ({ collection: companyValueCollection, translates: { field: "title", english }, hindi: { title, text } });
const benefit = (english: string, title: string, text: string): HindiEntrySeed => ({ collection: benefitCollection, translates: { field: "title", english }, hindi: { title, text } });
const project = (english: string, title: string, description: string): HindiEntrySeed => ({ collection: projectCollection, translates: { field: "title", english }, hindi: { title, description } });
const faq = (english: string, question: string, answer: string): HindiEntrySeed => ({ collection: faqCollection, translates: { field: "question", english }, hindi: { question, answer } });

export function hindiCollectionSeeds(): HindiEntrySeed[] {
  return [
    figure("Years of Experience", "साल का अनुभव"),
    figure("Projects Delivered", "पूरे किए गए प्रोजेक्ट"),
    figure("Team Members", "टीम के सदस्य"),
    figure("Awards Won", "जीते गए पुरस्कार"),
    value("Innovation", "नवाचार", "हम असली समस्या का सबसे सरल हल ढूँढते हैं, और जब कोई मौजूदा तरीक़ा काम न आए, तो कुछ नया बनाने से नहीं हिचकिचाते।"),
    value("Collaboration", "साझेदारी", "हम अपने क्लाइंट्स के साथ एक ही टीम की तरह काम करते हैं: साझा बोर्ड, हर हफ़्ते डेमो और सीधी बात, पहली कॉल से लेकर लॉन्च के बहुत बाद तक।"),
    value("Excellence", "उत्कृष्टता", "हम जो कुछ भी बनाते हैं, उसे परखते, जाँचते और मापते हैं, और ख़ुद से वही उम्मीद रखते हैं जो हम ग्राहक होकर किसी से रखते।"),
    benefit("Great Team", "बेहतरीन टीम", "जिज्ञासु और मिलनसार इंजीनियरों और डिज़ाइनरों के साथ काम कीजिए, जो एक-दूसरे का काम जाँचते हैं और अपना ज्ञान खुलकर बाँटते हैं।"),
    benefit("Growth", "आगे बढ़ने के मौक़े", "पहले दिन से असली ज़िम्मेदारी, सीखने के लिए अलग बजट, और ऐसे मेंटर जो अगला क़दम उठाने में आपका साथ दें।"),
    benefit("Work-Life Balance", "काम और ज़िंदगी में संतुलन", "लचीले घंटे, हाइब्रिड और रिमोट काम के विकल्प, और देर रात तक रुकने का कोई चलन नहीं।"),
    benefit("Benefits", "सुविधाएँ", "आपके और आपके परिवार के लिए स्वास्थ्य बीमा, सवेतन छुट्टियाँ, और आपकी पसंद का एक अच्छा लैपटॉप।"),
    project("Drishti Reader Glasses", "दृष्टि रीडर चश्मा", "किताबें, साइनबोर्ड और लेबल 12 भारतीय भाषाओं में पढ़कर सुनाता है, पूरी तरह डिवाइस पर, बिना इंटरनेट के।"),
    project("Campus Navigation Pilot", "कैंपस नेविगेशन पायलट", "रुकावटों की चेतावनी और बोलकर बताए गए रास्तों के सहारे 40 छात्र कैंपस में अपने दम पर आने-जाने लगे।"),
    project("Vaani Voice Rooms", "वाणी वॉइस रूम", "20 लाख यूज़र वाले एक कम्युनिटी ऐप के ऑडियो रूम, जिनमें कोई भी कभी भी जुड़ सकता है: दो लोगों की बातचीत से लेकर लाइव इवेंट तक।"),
    project("AI Voice Support Agent", "एआई वॉइस सपोर्ट एजेंट", "दो भाषाओं में बात करने वाला वॉइस एजेंट, जो ग्राहक सहायता की एक-तिहाई कॉल बिना इंतज़ार के निपटा देता है।"),
    project("VR Safety Training", "वीआर सुरक्षा ट्रेनिंग", "हेडसेट पर असेंबली और सुरक्षा का अभ्यास, जिससे नए ऑपरेटरों की ट्रेनिंग का समय 40% घट गया।"),
    project("Virtual Property Tours", "वर्चुअल प्रॉपर्टी टूर", "असली जैसे दिखने वाले वॉक-थ्रू, जिनसे ख़रीदार अपने फ़ोन या हेडसेट पर अभी बन रहे फ़्लैट भी घूमकर देख सकते हैं।"),
    faq(
      "How quickly will you reply to my message?",
      "मेरे संदेश का जवाब कितनी जल्दी मिलेगा?",
      "हम हर पूछताछ का जवाब एक कामकाजी दिन के भीतर देते हैं। प्रोजेक्ट के अनुरोध पर हम आम तौर पर उसी जवाब में एक छोटी-सी कॉल का सुझाव देते हैं, ताकि प्रस्ताव भेजने से पहले समझ सकें कि आपको असल में क्या चाहिए।",
    ),
    faq(
      "How much does a project cost?",
      "किसी प्रोजेक्ट पर कितना ख़र्च आता है?",
      "यह काम के दायरे पर निर्भर करता है। एक मुफ़्त शुरुआती कॉल के बाद हम साफ़ समय-सीमा के साथ तय क़ीमत वाला प्रस्ताव भेजते हैं, ताकि बाद में कोई अचंभा न हो। हमारे जिम CRM की क़ीमतें सबके सामने हैं: ₹999 महीना या ₹9,999 साल।",
    ),
    faq(
      "Do you work with clients outside India?",
      "क्या आप भारत से बाहर के क्लाइंट्स के साथ भी काम करते हैं?",
      "हाँ। हमारे लगभग एक-तिहाई क्लाइंट यूरोप, मध्य-पूर्व और उत्तरी अमेरिका में हैं। हम रिमोट काम करते हैं: कुछ घंटे दोनों ओर के कामकाजी समय में साझा रहते हैं, हर हफ़्ते डेमो होता है और प्रोजेक्ट बोर्ड सबके सामने रहता है।",
    ),
    faq(
      "Who owns the code and will you sign an NDA?",
      "कोड किसका होगा, और क्या आप NDA पर दस्तख़त करेंगे?",
      "प्रोजेक्ट का भुगतान होते ही हमारा बनाया हर कोड, डिज़ाइन और डेटा आपका होता है। आप कोई भी जानकारी साझा करें, उससे पहले हम ख़ुशी से आपके गोपनीयता समझौते (NDA) पर दस्तख़त कर देते हैं।",
    ),
  ];
}

/** The English of every text a seeded document holds (the team's and the plans' seed), as stored. */
function seededEnglishOf(collection: CollectionDefinition, seeded: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(collection.fields).flatMap(([key, field]) => (isLocalizedText(field) ? [[key, (seeded[key] as { en?: string } | undefined)?.en ?? ""]] : [])),
  );
}

/** The seeded document of a collection's entry whose `field` read `english` (content-seed.ts). */
function seededDocument(seed: SeedEntry[], collection: CollectionDefinition, field: string, english: string): Record<string, unknown> {
  const found = seed.find((entry) => entry.collection === collection.name && (entry.data[field] as { en?: string } | undefined)?.en === english);
  if (!found) throw new Error(`no seeded ${collection.singular} "${english}"`);
  return found.data;
}

function member(name: string, hindi: { focus: string; bio: string }): HindiEntrySeed {
  const seeded = seededDocument(contentSeed(), teamCollection, "name", name);
  return { collection: teamCollection, translates: { field: "name", english: name }, seededEnglish: seededEnglishOf(teamCollection, seeded), hindi };
}

function plan(title: string, hindi: { title: string; description: string; features: string[]; buttonText: string; badge?: string; savings?: string }): HindiEntrySeed {
  const seeded = seededDocument(pricingPlansSeed(), pricingPlanCollection, "title", title);
  const { features, ...texts } = hindi;
  return { collection: pricingPlanCollection, translates: { field: "title", english: title }, seededEnglish: seededEnglishOf(pricingPlanCollection, seeded), hindi: { ...texts, features: features.join("\n") } };
}

/** What the monthly and the yearly plan both include, in the order of app/content/pricing.ts's `coreFeatures`. */
const coreFeatures = [
  "जितने चाहें उतने मेंबर प्रोफ़ाइल",
  "क्लास और सेशन की बुकिंग",
  "अपने-आप बिलिंग और भुगतान के रिमाइंडर",
  "क्यूआर कोड से हाज़िरी",
  "ईमेल, एसएमएस और व्हाट्सऐप पर मैसेज",
  "वर्कआउट और डाइट प्लान",
  "स्टाफ़ के अकाउंट, हर एक की भूमिका के हिसाब से एक्सेस",
  "रिपोर्ट और एनालिटिक्स डैशबोर्ड",
  "ईमेल और चैट पर सहायता",
];

/** Migration 0055: the seven team members' focus and bio, and the gym CRM's two plans. */
export function hindiTeamAndPlanSeeds(): HindiEntrySeed[] {
  return [
    member("Arjun Mehta", {
      focus: "रणनीति और साझेदारियाँ",
      bio: "भारतीय स्टार्ट-अप्स में दस साल तक प्रोडक्ट बनाने के बाद अर्जुन ने व्योमा की शुरुआत की। कंपनी की दिशा वही तय करते हैं, और हर बड़े क्लाइंट के साथ ख़ुद जुड़कर काम करते हैं।",
    }),
    member("Priya Nair", {
      focus: "वित्त और ऑपरेशंस",
      bio: "चार्टर्ड अकाउंटेंट प्रिया दो SaaS कंपनियों में फ़ाइनेंस टीमें खड़ी कर चुकी हैं। व्योमा में वे इस बात का ध्यान रखती हैं कि हमारी क़ीमतें वाजिब रहें, हिसाब-किताब साफ़ रहे और कंपनी की बढ़त टिकाऊ हो।",
    }),
    member("Dr. Ramesh Iyengar", {
      focus: "रिसर्च और सहायक तकनीक",
      bio: "कंप्यूटर विज़न के पूर्व प्रोफ़ेसर, रिसर्च में 30 साल का अनुभव। डॉ. रमेश हमारे स्मार्ट चश्मे के काम को दिशा देते हैं, और दृष्टिबाधित बच्चों के स्कूलों के साथ हमारी साझेदारियों की अगुवाई करते हैं।",
    }),
    member("Ananya Rao", {
      focus: "एआई और कंप्यूटर विज़न",
      bio: "दृष्टि चश्मा जिन ऑन-डिवाइस मॉडलों के सहारे टेक्स्ट पढ़ता और चीज़ें पहचानता है, उन्हें अनन्या बनाती हैं। हमारे एआई इंटीग्रेशन प्रोजेक्ट्स की अगुवाई भी वही करती हैं।",
    }),
    member("Rohan Gupta", {
      focus: "फ़ुल-स्टैक इंजीनियरिंग",
      bio: "जिम सीआरएम और क्लाइंट्स के वेब प्लैटफ़ॉर्म का डेवलपमेंट रोहन सँभालते हैं। तेज़ खुलने वाले पेज और साफ़-सुथरे एपीआई से उन्हें ख़ास लगाव है।",
    }),
    member("Sneha Pillai", {
      focus: "प्रोडक्ट डिज़ाइन",
      bio: "स्नेहा ऐसे इंटरफ़ेस डिज़ाइन करती हैं जो हर किसी के काम आएँ। इसके लिए वे जिम मालिकों से लेकर स्क्रीन रीडर इस्तेमाल करने वालों तक, हर तरह के यूज़र्स के साथ रिसर्च सेशन करती हैं।",
    }),
    member("Aditya Singh", {
      focus: "क्लाउड और डेवऑप्स",
      bio: "आदित्य हमारे प्लैटफ़ॉर्म को तेज़ और हमेशा चालू रखते हैं, और क्लाइंट्स को क्लाउड पर ले जाने में मदद करते हैं, वह भी ऐसे कि बिल देखकर कोई झटका न लगे।",
    }),
    plan("Monthly", {
      title: "मासिक",
      description: "एक जिम चलाने के लिए जो कुछ चाहिए, सब इसमें है; भुगतान हर महीने। जब चाहें, प्लान बंद कर सकते हैं।",
      features: coreFeatures,
      buttonText: "मासिक भुगतान करें",
    }),
    plan("Yearly", {
      title: "सालाना",
      description: "पूरा प्लैटफ़ॉर्म साल भर के लिए, प्राथमिकता वाली मदद और ऑनबोर्डिंग के साथ।",
      features: [...coreFeatures, "आपके अपने अकाउंट मैनेजर के साथ प्राथमिकता वाली सहायता", "मुफ़्त डेटा माइग्रेशन और ऑनबोर्डिंग"],
      buttonText: "सालाना भुगतान करें",
      badge: "₹1,989 सालाना बचत",
      savings: "सालाना भुगतान पर 16.6% की बचत",
    }),
  ];
}

/**
 * Migration 0056: the site settings' texts a visitor reads (the footer's tagline and address, the office hours, the
 * description search engines show for the home page; the company's names stay as written) and the home page's four
 * featured project cards. Only where every English text the seed translates is still as seeded.
 */
export function hindiSettingsAndFeaturedSeeds(): HindiEntrySeed[] {
  const { address } = site;
  const featured = (english: string, title: string, description: string): HindiEntrySeed => ({ collection: featuredProjectCollection, translates: { field: "title", english }, hindi: { title, description } });
  return [
    {
      collection: siteSettingsCollection,
      translates: { field: "tagline", english: site.tagline },
      seededEnglish: { description: site.description, street: address.street, city: address.city, region: address.region, country: address.country, hours: site.hours },
      hindi: {
        tagline: "पूरी लगन से बनाए गए सॉफ़्टवेयर, एआई और सहायक हार्डवेयर।",
        description: "Vyoma Technologies कस्टम सॉफ़्टवेयर, वेबसाइट और मोबाइल ऐप, एआई इंटीग्रेशन, क्लाउड और डेटा प्लैटफ़ॉर्म, एआर/वीआर अनुभव और दृष्टिबाधित लोगों के लिए स्मार्ट चश्मे बनाती है।",
        street: "चौथी मंज़िल, ऑर्बिट टॉवर, बाणेर रोड",
        city: "पुणे",
        region: "महाराष्ट्र",
        country: "भारत",
        hours: "सोमवार से शुक्रवार, सुबह 9:30 से शाम 6:30 तक",
      },
    },
    featured("Drishti Smart Glasses", "दृष्टि स्मार्ट चश्मा", "एआई चश्मा, जो दृष्टिबाधित लोगों को लिखा हुआ पढ़कर सुनाता है, चेहरे पहचानता है और रास्ते की रुकावटों से आगाह करता है।"),
    featured("Vaani Voice Rooms", "वाणी वॉइस रूम", "कम्युनिटी ऐप्स के लिए बिना देरी वाले वॉइस रूम और कॉल, भारतीय भाषाओं में लाइव कैप्शन के साथ।"),
    featured("VR Safety Training", "वीआर सुरक्षा ट्रेनिंग", "वर्चुअल ट्रेनिंग, जिसमें ख़ुद हाथ से करके सीखते हुए फ़ैक्टरी के ऑपरेटर आधे समय में काम के लिए तैयार हो जाते हैं।"),
    featured("Brahmastra No-Code Platform", "ब्रह्मास्त्र नो-कोड प्लैटफ़ॉर्म", "इंटरनल टूल्स, ऐप और वर्कफ़्लो बनाने का विज़ुअल बिल्डर, साथ में एआई असिस्टेंट। जल्द आ रहा है।"),
  ];
}
