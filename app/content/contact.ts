import type { Locale } from "~/i18n/locales";

/** Copy for /contact, per language (issue 35). The address itself comes from the site settings. */
export const contactPage: Record<Locale, { eyebrow: string; title: string; intro: string; formTitle: string; visit: { eyebrow: string; title: string; intro: (hours: string) => string }; faqEyebrow: string; faqTitle: string }> = {
  en: {
    eyebrow: "Contact",
    title: "Contact Us",
    intro: "Tell us about your project, ask a question or just say hello. We reply to every message within one working day.",
    formTitle: "Get in touch",
    visit: {
      eyebrow: "Visit us",
      title: "Our office",
      intro: (hours) => `Drop by during office hours, ${hours}. Please call ahead so the right person is there to meet you.`,
    },
    faqEyebrow: "FAQ",
    faqTitle: "Frequently asked questions",
  },
  hi: {
    eyebrow: "संपर्क",
    title: "संपर्क करें",
    intro: "अपने प्रोजेक्ट के बारे में बताइए, कोई सवाल पूछिए या बस नमस्ते कहिए। हम हर संदेश का जवाब एक कामकाजी दिन के अंदर देते हैं।",
    formTitle: "हमसे बात करें",
    visit: {
      eyebrow: "हमसे मिलिए",
      title: "हमारा दफ़्तर",
      // The hours come from the site settings, in English until they are translated: not woven into the sentence.
      intro: () => "दफ़्तर के समय में कभी भी आइए। बस आने से पहले एक फ़ोन कर दीजिए, ताकि सही व्यक्ति आपसे मिलने के लिए मौजूद रहे।",
    },
    faqEyebrow: "सवाल-जवाब",
    faqTitle: "अक्सर पूछे जाने वाले सवाल",
  },
};

/**
 * The office on OpenStreetMap. The embed is requested only after the visitor asks for the map, so no page
 * loads anything from another host by default.
 */
export const officeMap = {
  latitude: 18.5642,
  longitude: 73.7769,
  /** Half the width and height of the visible area, in degrees. */
  span: 0.01,
};

export function officeMapEmbedUrl(): string {
  const { latitude, longitude, span } = officeMap;
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map((value) => value.toFixed(4)).join(",");
  const params = new URLSearchParams({ bbox, layer: "mapnik", marker: `${latitude},${longitude}` });
  return `https://www.openstreetmap.org/export/embed.html?${params}`;
}

export function officeMapLinkUrl(): string {
  const { latitude, longitude } = officeMap;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
