/**
 * The illustrations shipped with the site (public/images), with their sizes, for a service page's hero (a page of
 * blocks chooses one by its address; decision 0052). Photos from the media library are the image block's.
 */
export const heroIllustrations: Record<string, { label: string; width: number; height: number }> = {
  "/images/gym-crm-dashboard.svg": { label: "Gym CRM dashboard", width: 640, height: 440 },
  "/images/projects/smart-glasses.svg": { label: "Smart glasses", width: 640, height: 400 },
  "/images/projects/campus-navigation.svg": { label: "Campus navigation", width: 640, height: 400 },
  "/images/projects/voice-rooms.svg": { label: "Voice rooms", width: 640, height: 400 },
  "/images/projects/voice-agent.svg": { label: "Voice agent", width: 640, height: 400 },
  "/images/projects/vr-training.svg": { label: "VR training", width: 640, height: 400 },
  "/images/projects/property-tour.svg": { label: "Property tour", width: 640, height: 400 },
  "/images/projects/brahmastra.svg": { label: "Brahmastra", width: 640, height: 400 },
};
