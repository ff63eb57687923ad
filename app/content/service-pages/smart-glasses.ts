import type { ServicePageContent } from "./service-page";
import { solutionsSection } from "./solution-links";

export const smartGlassesPage: ServicePageContent = {
  slug: "smart-glasses",
  metaTitle: "Smart Glasses for the Visually Impaired",
  metaDescription:
    "AI-powered smart glasses that read text aloud, recognise faces, objects and currency, and warn of obstacles, giving visually impaired people more independence.",
  hero: {
    eyebrow: "Assistive Technology",
    title: "Smart glasses that describe the world out loud",
    intro:
      "Lightweight glasses with a camera and an on-device AI assistant that reads text, recognises people and objects and warns of obstacles, speaking through an earpiece in the wearer's own language.",
    actions: [
      { label: "Request a Demo", to: "/contact" },
      { label: "Partner With Us", to: "/contact", variant: "secondary" },
    ],
    highlights: ["Works offline", "12 Indian languages", "8-hour battery"],
    image: { src: "/images/projects/smart-glasses.svg", width: 640, height: 400 },
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "Features",
      title: "Independence, one task at a time",
      cards: [
        { icon: "scan-text", title: "Reads Any Text", text: "Books, signs, menus, medicine labels and screens, read aloud in seconds." },
        { icon: "scan-face", title: "Recognises Faces", text: "Tells the wearer when a friend or colleague they have saved walks up." },
        { icon: "eye", title: "Describes Scenes", text: "Identifies everyday objects, colours and surroundings on request." },
        { icon: "navigation", title: "Obstacle Alerts", text: "Depth sensing warns of steps, poles and low branches with gentle audio cues." },
        { icon: "banknote", title: "Currency Recognition", text: "Identifies Indian banknotes instantly, so payments are safe and private." },
        { icon: "languages", title: "Speaks Your Language", text: "Voice output in English, Hindi, Marathi, Tamil, Telugu, Bengali and more." },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      eyebrow: "Use cases",
      title: "Designed with visually impaired people, for daily life",
      columns: 4,
      cards: [
        { icon: "graduation-cap", title: "Education", text: "Students read textbooks, notices and whiteboards without waiting for help." },
        { icon: "briefcase", title: "Work", text: "Read documents and screens and recognise colleagues at the office." },
        { icon: "compass", title: "Travel", text: "Read bus numbers, station signs and shop names while getting around town." },
        { icon: "store", title: "Shopping", text: "Identify products, prices and banknotes with confidence." },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      eyebrow: "Testimonials",
      title: "In the words of our users",
      testimonials: [
        {
          quote: "For the first time I can read my children's school notices myself. The glasses read them out in Marathi before I have even sat down.",
          name: "Sunita Patil",
          role: "Teacher and early user, Nashik",
        },
        {
          quote: "We rolled the glasses out to forty students. Teachers tell us those students now take part in class far more and ask for help far less.",
          name: "Dr. Anil Deshmukh",
          role: "Director, a school for the visually impaired",
        },
      ],
    },
    solutionsSection,
  ],
  closing: {
    title: "See the glasses in action",
    text: "Book a hands-on demo for yourself, your organisation or your school, or talk to us about a pilot programme.",
    actions: [{ label: "Request a Demo", to: "/contact" }],
  },
};
