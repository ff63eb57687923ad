import type { IconName } from "~/content/icon-names";

/** /services: six main service cards (SPEC "Services page"), then the rest of the offer as plain links. */
export interface ServiceOverviewCard {
  icon: IconName;
  title: string;
  text: string;
  points: string[];
  to: string;
}

export const servicesOverview = {
  title: "Our Services",
  intro:
    "From a first prototype to software that runs your business every day. Pick a service to see how we work, what it costs and what our clients have achieved.",
  cards: [
    {
      icon: "dumbbell",
      title: "Custom Software & Gym CRM",
      text: "Software shaped around how you work, including our gym-management CRM used by 500+ gyms.",
      points: ["Gym CRM from ₹999/month", "Bespoke business systems", "Integrations with your tools"],
      to: "/services/custom-software",
    },
    {
      icon: "code",
      title: "Web Development",
      text: "Fast, accessible websites and web applications that rank well and convert visitors.",
      points: ["Corporate sites and online stores", "Web apps and SaaS platforms", "SEO and performance built in"],
      to: "/services/web-development",
    },
    {
      icon: "rotate-3d",
      title: "AR/VR Solutions",
      text: "Immersive training, product visualisation and virtual tours on headsets, phones and the web.",
      points: ["VR training simulations", "AR product try-on", "Virtual property tours"],
      to: "/services/ar-vr-solutions",
    },
    {
      icon: "glasses",
      title: "Smart Glasses",
      text: "Drishti, our AI glasses that help visually impaired people read, recognise and navigate.",
      points: ["Reads text aloud offline", "Face and object recognition", "Obstacle alerts"],
      to: "/services/smart-glasses",
    },
    {
      icon: "brain-circuit",
      title: "AI Integration",
      text: "Assistants, document automation, computer vision and forecasting inside your workflows.",
      points: ["Proof of concept in 4 weeks", "Grounded in your own data", "Measured business results"],
      to: "/services/ai-integration",
    },
    {
      icon: "smartphone",
      title: "Mobile Development",
      text: "Native and cross-platform iOS and Android apps, from first sketch to the app stores.",
      points: ["Swift, Kotlin and Flutter", "Offline-first and secure", "Launch and long-term support"],
      to: "/services/mobile-development",
    },
  ] satisfies ServiceOverviewCard[],
  more: {
    title: "More from Vyoma",
    links: [
      { label: "Voice Chat Solutions", to: "/services/voice-chat" },
      { label: "Cloud Solutions", to: "/services/cloud-solutions" },
      { label: "Data Analytics", to: "/services/data-analytics" },
      { label: "Brahmastra No-Code Platform", to: "/services/no-code" },
    ],
  },
  closing: {
    title: "Not sure which service you need?",
    text: "Tell us what you are trying to achieve. We will recommend the right approach, even if it is not us.",
    actions: [{ label: "Get in Touch", to: "/contact" }],
  },
};
