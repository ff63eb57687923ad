import type { Seeder } from "~/modules/sample-content/sample-content.server";
import type { z } from "~/modules/forms/zod";
import { positionSchema } from "./careers.schema";
import { createPosition, reopenPosition } from "./careers.server";

/** Sample openings across departments and all four types, so a fresh site has a careers page worth reading. */
const samplePositions: Array<z.input<typeof positionSchema>> = [
  {
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Pune, India",
    type: "Full-time",
    salaryMin: 1_800_000,
    salaryMax: 2_800_000,
    description: "Build and run the web platforms our clients depend on, from the database to the browser.",
    detailedDescription:
      "You will own features end to end across our React and Node.js products, from design review to production monitoring.\n\nYou will pair with designers and clients, review code, and help us keep our delivery fast and our systems dependable.",
    requirements: [
      "5+ years building web applications with TypeScript",
      "Experience with React and Node.js in production",
      "Comfortable with SQL databases (PostgreSQL or similar)",
      "Clear written communication in English",
    ],
  },
  {
    title: "Mobile Developer (React Native)",
    department: "Engineering",
    location: "Remote (India)",
    type: "Contract",
    description: "Ship polished iOS and Android apps for our product and client teams on a six-month contract.",
    detailedDescription:
      "Join the team building our gym CRM companion app and client apps in React Native.\n\nThe contract runs six months with the option to extend, working remotely with overlap from 10:00 to 16:00 IST.",
    requirements: ["3+ years with React Native", "Published at least one app on the App Store or Google Play", "Experience with offline-first data sync"],
  },
  {
    title: "Machine Learning Engineer",
    department: "AI Research",
    location: "Bengaluru, India",
    type: "Full-time",
    description: "Turn language and vision models into dependable features for our voice chat and smart glasses products.",
    detailedDescription:
      "You will evaluate, fine-tune and deploy models that run both in the cloud and on-device.\n\nYou will work closely with the hardware team on the smart glasses for the visually impaired, where latency and accuracy matter to real people every day.",
    requirements: ["Strong Python and PyTorch", "Experience deploying models to production", "Familiarity with on-device inference (ONNX, TensorRT or Core ML) is a plus"],
  },
  {
    title: "UI/UX Designer",
    department: "Design",
    location: "Pune, India",
    type: "Part-time",
    description: "Design clear, accessible interfaces for web, mobile and AR products, three days a week.",
    detailedDescription:
      "You will run discovery with clients, design flows and high-fidelity screens, and test them with users.\n\nAccessibility is central to our work: our smart glasses serve people with visual impairments.",
    requirements: ["A portfolio of shipped product design work", "Figma expertise", "Working knowledge of WCAG 2.2"],
  },
  {
    title: "Embedded Systems Intern",
    department: "Hardware",
    location: "Pune, India",
    type: "Internship",
    description: "Help build the firmware of our smart glasses for the visually impaired during a six-month internship.",
    detailedDescription:
      "You will work with our hardware engineers on sensor integration, power management and audio feedback.\n\nA stipend is paid, and strong interns are offered full-time roles.",
    requirements: ["Final-year student in electronics, electrical or computer engineering", "C or C++ on microcontrollers", "Curiosity and care for the people who use what we build"],
  },
  {
    title: "Digital Marketing Associate",
    department: "Marketing",
    location: "Remote (India)",
    type: "Full-time",
    description: "Tell our story through content, search and social, and bring in the right clients and candidates.",
    detailedDescription:
      "You will plan and write content for our blog and social channels, run campaigns and report on what works.\n\nYou will work with every team to turn our projects into stories worth reading.",
    requirements: ["2+ years in B2B or technology marketing", "Excellent written English", "Experience with SEO and analytics tools"],
  },
];

/**
 * One position in Hindi (issue 35), linked to the English one it translates: written for a Hindi reader, not word for
 * word (the technical terms stay as Indian engineers say them).
 */
const sampleHindiPosition = {
  translates: "Embedded Systems Intern",
  fields: {
    title: "एम्बेडेड सिस्टम्स इंटर्न",
    department: "हार्डवेयर",
    location: "पुणे, भारत",
    type: "Internship",
    description: "छह महीने की इंटर्नशिप में दृष्टिबाधित लोगों के लिए बन रहे हमारे स्मार्ट चश्मे का फ़र्मवेयर तैयार करने में हाथ बँटाइए।",
    detailedDescription:
      "आप हमारे हार्डवेयर इंजीनियरों के साथ सेंसर जोड़ने, बैटरी की खपत सँभालने और आवाज़ से मिलने वाले संकेतों पर काम करेंगे। आपका लिखा कोड सीधे उन लोगों तक पहुँचेगा जो रोज़ इस चश्मे के सहारे रास्ता पहचानते हैं।\n\nइंटर्नशिप के दौरान हर महीने स्टाइपेंड मिलेगा, और अच्छा काम करने वाले इंटर्न को हम फ़ुल-टाइम नौकरी का मौक़ा देते हैं।",
    requirements: [
      "इलेक्ट्रॉनिक्स, इलेक्ट्रिकल या कंप्यूटर इंजीनियरिंग के आख़िरी साल में पढ़ाई",
      "माइक्रोकंट्रोलर पर C या C++ में प्रोग्राम लिखने का अनुभव",
      "सीखने की ललक, और उन लोगों की परवाह जो हमारी बनाई चीज़ें इस्तेमाल करते हैं",
    ],
  } satisfies z.input<typeof positionSchema>,
};

export const careersSeeder: Seeder = {
  name: "careers",
  async run(database) {
    // Spread the posting dates over the last weeks, oldest first, so the newest sample appears at the top.
    const day = 24 * 60 * 60 * 1000;
    let translated: { id: number; services: Parameters<typeof createPosition>[0] } | undefined;
    for (const [index, position] of samplePositions.entries()) {
      const postedAt = new Date(Date.now() - (samplePositions.length - index) * 3 * day);
      // Sample positions have no closing date, so the time zone they would be read in does not matter.
      // No webhook endpoint exists while seeding, so no event needs the public address.
      const services = { database, clock: { now: () => postedAt }, env: { SITE_TIMEZONE: "UTC", PUBLIC_URL: "" } };
      const made = await createPosition(services, positionSchema.parse(position));
      if (position.title === sampleHindiPosition.translates) translated = { id: made.id, services };
    }
    // The Hindi translation after every English position, so theirs keep the ids (and JSON-LD identifiers) they had.
    // A translation starts closed, as a draft; the sample one is ready, so it opens at once.
    if (translated) {
      const hindi = await createPosition(translated.services, { ...positionSchema.parse(sampleHindiPosition.fields), language: "hi", translationOf: translated.id });
      await reopenPosition(translated.services, { id: hindi.id });
    }
  },
};
