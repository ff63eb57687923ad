import type { ServicePageContent } from "./service-page";

/**
 * The smart glasses page written for a Hindi reader (issue 35's sample content, decision 0055 as amended): the seed
 * of its published Hindi translation, what "Translate to हिन्दी" makes once a translator has written over it. The
 * same facts as smart-glasses.ts, section by section with the same ids (so the blocks keep the English page's ids),
 * in Hindi as it is written for the web. The testimonials section's block shows the testimonials collection's
 * quotes, as on the English page: its quotes here are the Hindi texts of the English page's two, in their order,
 * which migration 0049 gives those entries (a collection's texts are per field, with the English fallback).
 */
export const smartGlassesPageHindi: ServicePageContent = {
  slug: "smart-glasses",
  metaTitle: "दृष्टिबाधित लोगों के लिए स्मार्ट चश्मा",
  metaDescription:
    "AI से चलने वाला स्मार्ट चश्मा, जो लिखा हुआ पढ़कर सुनाता है, चेहरे, चीज़ें और नोट पहचानता है और रास्ते की रुकावटों से पहले ही आगाह करता है, ताकि दृष्टिबाधित लोग ज़्यादा आत्मनिर्भर रहें।",
  hero: {
    eyebrow: "सहायक तकनीक",
    title: "स्मार्ट चश्मा, जो आसपास की दुनिया बोलकर बताता है",
    intro:
      "कैमरे वाला हल्का चश्मा, जिसका AI सहायक चश्मे में ही चलता है। यह लिखा हुआ पढ़ता है, लोगों और चीज़ों को पहचानता है और रास्ते की रुकावटों से सावधान करता है, और यह सब ईयरपीस में पहनने वाले की अपनी भाषा में बताता है।",
    actions: [
      { label: "डेमो के लिए संपर्क करें", to: "/contact" },
      { label: "हमारे साझेदार बनें", to: "/contact", variant: "secondary" },
    ],
    highlights: ["इंटरनेट के बिना भी चलता है", "12 भारतीय भाषाएँ", "8 घंटे चलने वाली बैटरी"],
    image: { src: "/images/projects/smart-glasses.svg", width: 640, height: 400 },
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "ख़ूबियाँ",
      title: "हर काम में थोड़ी और आत्मनिर्भरता",
      cards: [
        { icon: "scan-text", title: "कुछ भी पढ़कर सुनाए", text: "किताबें, साइनबोर्ड, मेन्यू, दवाओं के लेबल और स्क्रीन, सब कुछ पलों में पढ़कर सुना देता है।" },
        { icon: "scan-face", title: "चेहरे पहचाने", text: "आपके सेव किए हुए दोस्त या साथी पास आएँ, तो तुरंत बता देता है।" },
        { icon: "eye", title: "आसपास का हाल बताए", text: "कहने पर रोज़मर्रा की चीज़ें, रंग और आसपास का माहौल पहचानकर बताता है।" },
        { icon: "navigation", title: "रुकावटों से सावधान करे", text: "गहराई भाँपने वाले सेंसर सीढ़ियों, खंभों और नीची डालियों के बारे में हल्की आवाज़ में पहले ही आगाह कर देते हैं।" },
        { icon: "banknote", title: "नोट पहचाने", text: "भारतीय नोटों को फ़ौरन पहचान लेता है, ताकि लेन-देन सुरक्षित रहे और किसी से पूछना न पड़े।" },
        { icon: "languages", title: "आपकी भाषा में बोले", text: "हिन्दी, अंग्रेज़ी, मराठी, तमिल, तेलुगु, बांग्ला और कई दूसरी भाषाओं में बोलकर बताता है।" },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      eyebrow: "कहाँ काम आता है",
      title: "दृष्टिबाधित लोगों के साथ मिलकर, रोज़ की ज़िंदगी के लिए बनाया गया",
      columns: 4,
      cards: [
        { icon: "graduation-cap", title: "पढ़ाई", text: "छात्र किसी की मदद का इंतज़ार किए बिना किताबें, नोटिस और व्हाइटबोर्ड पढ़ते हैं।" },
        { icon: "briefcase", title: "नौकरी", text: "दफ़्तर में दस्तावेज़ और स्क्रीन पढ़ें, साथ काम करने वालों को पहचानें।" },
        { icon: "compass", title: "आना-जाना", text: "शहर में आते-जाते बसों के नंबर, स्टेशन के बोर्ड और दुकानों के नाम पढ़ें।" },
        { icon: "store", title: "ख़रीदारी", text: "सामान, उसके दाम और नोट बेझिझक पहचानें।" },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      eyebrow: "अनुभव",
      title: "हमारे उपयोगकर्ताओं की ज़ुबानी",
      testimonials: [
        {
          quote: "पहली बार मैं अपने बच्चों के स्कूल के नोटिस ख़ुद पढ़ पाती हूँ। मैं बैठती भी नहीं कि चश्मा उन्हें मराठी में पढ़कर सुना देता है।",
          name: "सुनीता पाटिल",
          role: "शिक्षिका और शुरुआती उपयोगकर्ता, नाशिक",
        },
        {
          quote: "हमने चालीस छात्रों को यह चश्मा दिया। शिक्षक बताते हैं कि अब ये छात्र क्लास में कहीं ज़्यादा हिस्सा लेते हैं और मदद बहुत कम माँगते हैं।",
          name: "डॉ. अनिल देशमुख",
          role: "निदेशक, दृष्टिबाधितों का एक स्कूल",
        },
      ],
    },
    {
      kind: "related",
      id: "solutions",
      eyebrow: "हमारे समाधान",
      title: "हमारे प्रोडक्ट देखें",
      links: [
        { label: "स्मार्ट चश्मा", to: "/services/smart-glasses", text: "मदद करने वाला चश्मा, जो लिखा हुआ पढ़कर सुनाता है, चेहरे और चीज़ें पहचानता है और रास्ता बताता है।" },
        { label: "वॉइस चैट", to: "/services/voice-chat", text: "रियल-टाइम वॉइस रूम, कॉल और असिस्टेंट, जिन्हें किसी भी ऐप में जोड़ा जा सकता है।" },
        { label: "AR/VR समाधान", to: "/services/ar-vr-solutions", text: "इमर्सिव ट्रेनिंग, प्रोडक्ट विज़ुअलाइज़ेशन और वर्चुअल टूर।" },
      ],
    },
  ],
  closing: {
    title: "चश्मे को काम करते देखें",
    text: "अपने लिए, अपनी संस्था या अपने स्कूल के लिए डेमो बुक करें और ख़ुद आज़माकर देखें, या पायलट प्रोग्राम के बारे में हमसे बात करें।",
    actions: [{ label: "डेमो के लिए संपर्क करें", to: "/contact" }],
  },
};
