/** Project cards (SPEC section 3): four featured on the home page, six on /projects. */
export interface ProjectCard {
  id: string;
  title: string;
  /** A home-page category label, or a /projects filter id. */
  category: string;
  image: string;
  description: string;
  link: string;
}

export interface ProjectFilter {
  id: string;
  label: string;
}

/** The home page's filter; each label is also the category of the projects it shows. */
export const homeProjectCategories = ["All", "AI Hardware", "Web & Mobile", "AR/VR", "Development Tools"] as const;

export const featuredProjects: ProjectCard[] = [
  {
    id: "drishti-smart-glasses",
    title: "Drishti Smart Glasses",
    category: "AI Hardware",
    image: "/images/projects/smart-glasses.svg",
    description: "AI glasses that read text aloud, recognise faces and warn of obstacles for visually impaired people.",
    link: "/projects/smart-glasses",
  },
  {
    id: "vaani-voice-rooms",
    title: "Vaani Voice Rooms",
    category: "Web & Mobile",
    image: "/images/projects/voice-rooms.svg",
    description: "Low-latency voice rooms and calls for community apps, with live captions in Indian languages.",
    link: "/projects/voice-chat",
  },
  {
    id: "vr-safety-training",
    title: "VR Safety Training",
    category: "AR/VR",
    image: "/images/projects/vr-training.svg",
    description: "Hands-on virtual training that prepares factory operators for the shop floor in half the time.",
    link: "/projects/ar-vr-solutions",
  },
  {
    id: "brahmastra",
    title: "Brahmastra No-Code Platform",
    category: "Development Tools",
    image: "/images/projects/brahmastra.svg",
    description: "A visual builder for internal tools, apps and workflows, with an AI assistant. Coming soon.",
    link: "/projects/brahmastra",
  },
];

/** The /projects filter buttons (SPEC: ids all, smart-glasses, voice-chat, ar-vr). */
export const projectFilters: ProjectFilter[] = [
  { id: "all", label: "All Projects" },
  { id: "smart-glasses", label: "Smart Glasses" },
  { id: "voice-chat", label: "Voice Chat" },
  { id: "ar-vr", label: "AR/VR Solutions" },
];

export const projectShowcase: ProjectCard[] = [
  {
    id: "drishti-reader",
    title: "Drishti Reader Glasses",
    category: "smart-glasses",
    image: "/images/projects/smart-glasses.svg",
    description: "Reads books, signs and labels aloud in 12 Indian languages, fully offline on the device.",
    link: "/projects/smart-glasses",
  },
  {
    id: "campus-navigation",
    title: "Campus Navigation Pilot",
    category: "smart-glasses",
    image: "/images/projects/campus-navigation.svg",
    description: "Obstacle alerts and spoken directions that helped 40 students move around campus on their own.",
    link: "/projects/smart-glasses",
  },
  {
    id: "vaani-voice-rooms",
    title: "Vaani Voice Rooms",
    category: "voice-chat",
    image: "/images/projects/voice-rooms.svg",
    description: "Drop-in audio rooms for a community app with 2 million users, from two speakers to live events.",
    link: "/projects/voice-chat",
  },
  {
    id: "voice-support-agent",
    title: "AI Voice Support Agent",
    category: "voice-chat",
    image: "/images/projects/voice-agent.svg",
    description: "A bilingual voice agent that resolves a third of customer support calls without waiting.",
    link: "/projects/voice-chat",
  },
  {
    id: "vr-safety-training",
    title: "VR Safety Training",
    category: "ar-vr",
    image: "/images/projects/vr-training.svg",
    description: "Headset-based assembly and safety drills that cut operator onboarding time by 40%.",
    link: "/projects/ar-vr-solutions",
  },
  {
    id: "virtual-property-tours",
    title: "Virtual Property Tours",
    category: "ar-vr",
    image: "/images/projects/property-tour.svg",
    description: "Photorealistic walk-throughs that let buyers tour unbuilt flats from their phone or a headset.",
    link: "/projects/ar-vr-solutions",
  },
];
