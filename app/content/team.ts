/** The seven people on the home, about and team pages (SPEC section 3: team member). */
export interface TeamMember {
  name: string;
  role: "Director" | "CFO" | "Head Advisor" | "Team Member";
  /** What they work on, shown under the role. */
  focus: string;
  /** A portrait path once photos exist; until then the card says Image Coming Soon. */
  image?: string;
  bio: string;
  social: { instagram: string; linkedin: string; facebook: string };
}

function socialLinks(handle: string): TeamMember["social"] {
  return {
    instagram: `https://www.instagram.com/${handle}`,
    linkedin: `https://www.linkedin.com/in/${handle}`,
    facebook: `https://www.facebook.com/${handle}`,
  };
}

export const teamMembers: TeamMember[] = [
  {
    name: "Arjun Mehta",
    role: "Director",
    focus: "Strategy & Partnerships",
    bio: "Founded Vyoma after a decade building products at Indian start-ups. Arjun sets the company's direction and works closely with every major client.",
    social: socialLinks("arjun.mehta.example"),
  },
  {
    name: "Priya Nair",
    role: "CFO",
    focus: "Finance & Operations",
    bio: "A chartered accountant who has scaled finance teams at two SaaS companies. Priya keeps Vyoma's pricing fair, its books clean and its growth sustainable.",
    social: socialLinks("priya.nair.example"),
  },
  {
    name: "Dr. Ramesh Iyengar",
    role: "Head Advisor",
    focus: "Research & Assistive Technology",
    bio: "Former professor of computer vision with 30 years in research. Ramesh guides our smart-glasses work and our partnerships with schools for the visually impaired.",
    social: socialLinks("ramesh.iyengar.example"),
  },
  {
    name: "Ananya Rao",
    role: "Team Member",
    focus: "AI & Computer Vision",
    bio: "Builds the on-device models behind Drishti's text reading and object recognition, and leads our AI integration projects.",
    social: socialLinks("ananya.rao.example"),
  },
  {
    name: "Rohan Gupta",
    role: "Team Member",
    focus: "Full-Stack Engineering",
    bio: "Leads development of the Gym CRM and our client web platforms, with a soft spot for fast pages and clean APIs.",
    social: socialLinks("rohan.gupta.example"),
  },
  {
    name: "Sneha Pillai",
    role: "Team Member",
    focus: "Product Design",
    bio: "Designs interfaces that work for everyone, running research sessions with users from gym owners to screen-reader users.",
    social: socialLinks("sneha.pillai.example"),
  },
  {
    name: "Aditya Singh",
    role: "Team Member",
    focus: "Cloud & DevOps",
    bio: "Keeps our platforms fast and always on, and helps clients move to the cloud without surprises on the bill.",
    social: socialLinks("aditya.singh.example"),
  },
];
