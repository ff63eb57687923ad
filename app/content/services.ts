/** Every service page's identity; each page's full copy is in content/service-pages/. */
export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
}

export const services: ServiceSummary[] = [
  { slug: "custom-software", title: "Gym Management CRM", summary: "Custom software, starting with our CRM that runs gyms and fitness studios end to end." },
  { slug: "web-development", title: "Web Development", summary: "Fast, accessible websites and web applications that grow with your business." },
  { slug: "ar-vr-solutions", title: "AR/VR Solutions", summary: "Immersive augmented and virtual reality for training, retail and showcases." },
  { slug: "smart-glasses", title: "Smart Glasses for the Visually Impaired", summary: "Wearable assistive vision that reads text, recognises objects and guides the way." },
  { slug: "ai-integration", title: "AI Integration", summary: "Language models, vision and prediction, wired into the tools your team already uses." },
  { slug: "mobile-development", title: "Mobile Development", summary: "Native and cross-platform apps for iOS and Android." },
  { slug: "voice-chat", title: "Voice Chat Solutions", summary: "Low-latency voice rooms, calls and voice assistants for your product." },
  { slug: "cloud-solutions", title: "Cloud Solutions", summary: "Cloud migration, architecture and operations that cut cost and downtime." },
  { slug: "data-analytics", title: "Data Analytics", summary: "Pipelines, dashboards and models that turn data into decisions." },
  { slug: "no-code", title: "Brahmastra No-Code Platform", summary: "Build internal tools and apps without code. Coming soon." },
];

export function findService(slug: string | undefined): ServiceSummary | undefined {
  return services.find((service) => service.slug === slug);
}

/** Project pages show the matching service page (SPEC route table). */
export const projectServiceSlugs: Record<string, string> = {
  "smart-glasses": "smart-glasses",
  "voice-chat": "voice-chat",
  "ar-vr-solutions": "ar-vr-solutions",
  brahmastra: "no-code",
};
