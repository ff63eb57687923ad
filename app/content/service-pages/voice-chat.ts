import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";
import { solutionsSection } from "./solution-links";

export const voiceChatPage: ServicePageContent = {
  slug: "voice-chat",
  metaTitle: "Voice Chat Solutions",
  metaDescription:
    "Real-time voice rooms, calls and AI voice assistants for apps and websites: low latency, noise suppression, encryption and moderation from Vyoma Technologies.",
  hero: {
    eyebrow: "Voice Chat",
    title: "Crystal-clear voice, built into your product",
    intro:
      "Add voice rooms, one-to-one calls and AI voice assistants to your app or website. Our platform keeps latency low on mobile networks and scales from a pair of users to live events with thousands of listeners.",
    actions: [
      { label: "Talk to Us", to: "/contact" },
      { label: "Book a Demo", to: "/contact", variant: "secondary" },
    ],
    highlights: ["Under 150 ms latency", "End-to-end encryption", "SDKs for web, iOS and Android"],
    image: { src: "/images/projects/voice-rooms.svg", width: 640, height: 400 },
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "Features",
      title: "Everything you need for real-time voice",
      cards: [
        { icon: "zap", title: "Low Latency", text: "Conversations feel natural, even on 4G, thanks to adaptive codecs and regional servers." },
        { icon: "volume", title: "Noise Suppression", text: "AI filters remove traffic, fans and keyboard clatter in real time." },
        { icon: "lock", title: "Encrypted", text: "Calls are encrypted end to end, with data kept in the region you choose." },
        { icon: "users", title: "Rooms at Scale", text: "Speakers and listeners, hand raising and stage control for live audio events." },
        { icon: "shield-check", title: "Moderation Tools", text: "Mute, remove and report controls, plus automated detection of abuse." },
        { icon: "languages", title: "Transcripts & Translation", text: "Live captions and translated transcripts in Indian and global languages." },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      eyebrow: "Use cases",
      title: "Where teams use our voice platform",
      columns: 3,
      cards: [
        { icon: "users", title: "Social & Community Apps", text: "Drop-in voice rooms that keep communities talking." },
        { icon: "gamepad", title: "Gaming", text: "Team voice chat with spatial audio and push-to-talk." },
        { icon: "headset", title: "Customer Support", text: "In-app calls and AI voice agents that resolve issues faster." },
        { icon: "stethoscope", title: "Telehealth", text: "Private, reliable consultations between patients and doctors." },
        { icon: "graduation-cap", title: "Online Education", text: "Live classes, doubt sessions and group study rooms." },
        { icon: "radio", title: "Live Events", text: "Audio broadcasts and Q&A for thousands of listeners." },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      eyebrow: "Testimonials",
      title: "What our clients say",
      testimonials: [
        {
          quote: "We launched voice rooms in six weeks. Our users now spend twice as long in the app, and complaints about call quality have all but disappeared.",
          name: "Karan Malhotra",
          role: "CTO, a community app with 2 million users",
        },
        {
          quote: "The AI voice agent now handles a third of our support calls in Hindi and English, and customers rate it as highly as our human agents.",
          name: "Ritu Sharma",
          role: "Head of Customer Experience, a consumer electronics brand",
        },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Built on open standards",
      technologies: [
        { name: "WebRTC", mark: technologyMarks.webrtc },
        { name: "Socket.IO", mark: technologyMarks.socketIo },
        { name: "Node.js", mark: technologyMarks.nodejs },
        { name: "Redis", mark: technologyMarks.redis },
        { name: "Kubernetes", mark: technologyMarks.kubernetes },
        { name: "Twilio" },
      ],
    },
    solutionsSection,
  ],
  closing: {
    title: "Give your users a voice",
    text: "Tell us about your product and audience. We will suggest the right set-up and have a prototype running within two weeks.",
    actions: [{ label: "Talk to Us", to: "/contact" }],
  },
};
