import type { MailMessages } from "./mail-en";

/** The visitor's mails in Hindi: the same keys as mail-en.ts (the typecheck insists), written for Hindi readers. */
export const mailHi: MailMessages = {
  contactAck: {
    subject: (company) => `आपका संदेश हमें मिल गया है - ${company}`,
    heading: "संदेश भेजने के लिए धन्यवाद",
    preheader: "आपका संदेश हमें मिल गया है। हम आम तौर पर एक कामकाजी दिन के भीतर जवाब देते हैं।",
    greeting: (name) => `नमस्ते ${name},`,
    intro: (company, hours) => `${company} से संपर्क करने के लिए धन्यवाद। हम हर संदेश ध्यान से पढ़ते हैं और आम तौर पर एक कामकाजी दिन के भीतर जवाब देते हैं (${hours})।`,
    copyOfMessage: "आपने जो संदेश भेजा, वह यह है:",
    topic: (topic) => `विषय: ${topic}`,
    addSomething: "अगर आप कुछ और बताना चाहें, तो बस इसी मेल का जवाब दे दीजिए।",
    signOff: (company) => `सादर,\n${company} टीम`,
  },
  applicationAck: {
    subject: (position) => `${position} पद के लिए आपका आवेदन हमें मिल गया है`,
    preheader: (position) => `${position} पद के लिए आवेदन करने का धन्यवाद। आगे क्या होगा, यह नीचे लिखा है।`,
    greeting: (name) => `प्रिय ${name},`,
    thanks: (position, company) =>
      `${company} में ${position} पद के लिए आवेदन करने का धन्यवाद। आपका आवेदन और रिज़्यूमे हमें मिल गया है; अब आपको और कुछ भेजने की ज़रूरत नहीं है।`,
    nextSteps: "आगे क्या होगा:",
    steps: [
      "हमारी हायरिंग टीम हर आवेदन ख़ुद पढ़ती है, आम तौर पर दस कामकाजी दिनों के भीतर।",
      "अगर आपका अनुभव इस भूमिका के लिए सही बैठता है, तो पहली बातचीत तय करने के लिए हम आपको फ़ोन करेंगे या मेल लिखेंगे।",
      "नतीजा जो भी हो, हम आपको ईमेल से ज़रूर बताएँगे।",
    ],
    questions: (careersEmail) => `कुछ जोड़ना हो या कोई सवाल पूछना हो, तो इस मेल का जवाब दें या ${careersEmail} पर लिखें।`,
    otherPositions: "हमारे दूसरे खुले पद",
    seeOtherPositions: "दूसरे खुले पद देखें",
    signOff: (company) => `सादर,\n${company} की हायरिंग टीम`,
  },
  newsletter: {
    confirmSubject: (company) => `${company} न्यूज़लेटर की सदस्यता की पुष्टि करें`,
    confirmGreeting: "नमस्ते,",
    confirmAsked: (company) =>
      `इस ईमेल पते पर ${company} का न्यूज़लेटर पाने का अनुरोध किया गया है, उम्मीद है आपने ही किया होगा। कृपया नीचे दिए लिंक से पुष्टि करें; यह लिंक 7 दिन तक काम करेगा।`,
    confirmIgnore: "अगर यह अनुरोध आपने नहीं किया, तो इस मेल को अनदेखा कर दें। हमारी ओर से आपको आगे कोई मेल नहीं आएगा।",
    confirmAction: "सदस्यता की पुष्टि करें",
    welcomeSubject: (company) => `${company} न्यूज़लेटर में आपका स्वागत है`,
    welcomeGreeting: "नमस्ते,",
    welcomeText: "आपकी सदस्यता पक्की हो गई है। हम महीने में एक बार प्रोडक्ट की ख़बरें और इंजीनियरिंग के नोट्स भेजते हैं, इसके अलावा कुछ नहीं।",
    welcomeAction: "हमारी वेबसाइट देखें",
    footerName: (company) => `${company} न्यूज़लेटर।`,
    whyYouGetThis: (company) => `यह मेल आपको इसलिए मिला है क्योंकि आपने ${company} के न्यूज़लेटर की सदस्यता ली है।`,
    unsubscribe: "सदस्यता छोड़ें",
    viewInBrowser: "ब्राउज़र में देखें",
    readOnSite: "वेबसाइट पर पूरा पढ़ें",
    moreFromBlog: "हमारे ब्लॉग से और",
  },
};
