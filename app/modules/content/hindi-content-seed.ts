import { benefitCollection, companyFigureCollection, companyValueCollection, faqCollection } from "./collections";
import type { CollectionDefinition, FormValues } from "./content.schema";

/**
 * The sample content's Hindi texts of the collections the Hindi home, about, contact and careers pages show (issue
 * 35, migration 0053): each names the seeded entry it translates by one English text, and gives the Hindi form's
 * values, as staff would type them in the entry's Hindi form (decision 0060). Team members, projects and plans are
 * left to staff: names and prices need no translation, and their other texts are theirs to write.
 */
export interface HindiEntrySeed {
  collection: CollectionDefinition;
  /** The field and its seeded English text that pick the entry (an entry staff changed is left alone). */
  translates: { field: string; english: string };
  hindi: FormValues;
}

const figure = (english: string, label: string): HindiEntrySeed => ({ collection: companyFigureCollection, translates: { field: "label", english }, hindi: { label } });
const value = (english: string, title: string, text: string): HindiEntrySeed => ({ collection: companyValueCollection, translates: { field: "title", english }, hindi: { title, text } });
const benefit = (english: string, title: string, text: string): HindiEntrySeed => ({ collection: benefitCollection, translates: { field: "title", english }, hindi: { title, text } });
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
