import { benefitCollection, companyFigureCollection, companyValueCollection, faqCollection, projectCollection } from "./collections";
import type { CollectionDefinition, FormValues } from "./content.schema";

/**
 * The sample content's Hindi texts of the collections the Hindi home, about, contact, careers and projects pages show
 * (issue 35, migration 0053): each names the seeded entry it translates by one English text, and gives the Hindi form's
 * values, as staff would type them in the entry's Hindi form (decision 0060). Team members, the home page's featured
 * projects (in a section not yet translated) and plans are left to staff: a person's bio is theirs to write.
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
