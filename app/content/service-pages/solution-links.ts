import type { ServiceSection } from "./service-page";

/**
 * The three product lines that cross-link each other (SPEC: calls to action to /services/smart-glasses,
 * /services/voice-chat and /services/ar-vr-solutions). The current page's own entry is marked, not hidden.
 */
export const solutionsSection: ServiceSection = {
  kind: "related",
  id: "solutions",
  eyebrow: "Our solutions",
  title: "Explore our products",
  links: [
    {
      label: "Smart Glasses",
      to: "/services/smart-glasses",
      text: "Assistive glasses that read text aloud, recognise faces and objects and guide the way.",
    },
    {
      label: "Voice Chat",
      to: "/services/voice-chat",
      text: "Real-time voice rooms, calls and assistants you can add to any app.",
    },
    {
      label: "AR/VR Solutions",
      to: "/services/ar-vr-solutions",
      text: "Immersive training, product visualisation and virtual tours.",
    },
  ],
};
