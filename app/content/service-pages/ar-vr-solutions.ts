import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";
import { solutionsSection } from "./solution-links";

export const arVrSolutionsPage: ServicePageContent = {
  slug: "ar-vr-solutions",
  metaTitle: "AR/VR Solutions",
  metaDescription:
    "Augmented and virtual reality for training, product visualisation, virtual tours and remote collaboration, on headsets, phones and the web.",
  hero: {
    eyebrow: "AR/VR Solutions",
    title: "Immersive experiences that teach, sell and inspire",
    intro:
      "We design and build augmented and virtual reality applications for training, sales and collaboration, on VR headsets, on ordinary phones and straight in the browser.",
    actions: [
      { label: "Start a Project", to: "/contact" },
      { label: "Book a Demo", to: "/contact", variant: "secondary" },
    ],
    highlights: ["Meta Quest, phones and web", "Photorealistic 3D", "Analytics on every session"],
    image: { src: "/images/projects/vr-training.svg", width: 640, height: 400 },
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "Features",
      title: "What we build in AR and VR",
      cards: [
        { icon: "box", title: "3D Product Visualisation", text: "Let buyers rotate, configure and place products in their own space before they order." },
        { icon: "graduation-cap", title: "Training Simulations", text: "Practise risky or expensive procedures safely, as often as needed, with scoring." },
        { icon: "smartphone", title: "AR Try-On", text: "Glasses, jewellery, furniture and paint, tried on through the phone camera." },
        { icon: "compass", title: "Virtual Tours", text: "Walk through properties, campuses and heritage sites from anywhere." },
        { icon: "users", title: "Multi-User Collaboration", text: "Meet in shared 3D spaces to review designs and plan together." },
        { icon: "rotate-3d", title: "Works Everywhere", text: "Headsets, iOS and Android, and WebXR in the browser with no download." },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      eyebrow: "Use cases",
      title: "Industries we serve",
      columns: 3,
      cards: [
        { icon: "factory", title: "Manufacturing", text: "Assembly and safety training that cuts onboarding time and mistakes." },
        { icon: "building", title: "Real Estate", text: "Sell flats before they are built with realistic virtual walk-throughs." },
        { icon: "store", title: "Retail", text: "Virtual showrooms and try-on that raise conversions and reduce returns." },
        { icon: "stethoscope", title: "Healthcare", text: "Anatomy lessons and procedure practice for medical students." },
        { icon: "globe", title: "Tourism & Heritage", text: "Bring monuments and museums to visitors around the world." },
        { icon: "graduation-cap", title: "Education", text: "Science labs and field trips that make hard ideas easy to see." },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      eyebrow: "Testimonials",
      title: "What our clients say",
      testimonials: [
        {
          quote: "The VR safety course cut our onboarding time by 40%, and new operators now pass the practical assessment at the first attempt.",
          name: "Vikram Joshi",
          role: "Plant Head, an automotive components maker",
        },
        {
          quote: "Buyers tour our sample flats on their phones before they visit. Site visits are fewer, but far more of them end in a booking.",
          name: "Meera Reddy",
          role: "Sales Director, a Hyderabad real-estate developer",
        },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Engines and tools we use",
      technologies: [
        { name: "Unity", mark: technologyMarks.unity },
        { name: "Unreal Engine", mark: technologyMarks.unrealEngine },
        { name: "Blender", mark: technologyMarks.blender },
        { name: "Three.js", mark: technologyMarks.threejs },
        { name: "Meta Quest", mark: technologyMarks.meta },
        { name: "WebXR" },
      ],
    },
    solutionsSection,
  ],
  closing: {
    title: "Bring your idea into 3D",
    text: "Share what you want people to learn, see or feel. We will propose the right device, scope and budget.",
    actions: [{ label: "Start a Project", to: "/contact" }],
  },
};
