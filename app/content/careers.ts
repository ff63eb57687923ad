/** Copy of the careers page (SPEC section 2: an intro heading and four benefit cards). */
export const careersIntro = {
  eyebrow: "Careers",
  title: "Join Our Team",
  text: "Build software, AI and assistive hardware that changes how people work and live. We are a small team that ships, learns and looks after each other.",
};

export interface Benefit {
  title: "Great Team" | "Growth" | "Work-Life Balance" | "Benefits";
  icon: "users" | "trending-up" | "sun" | "heart";
  text: string;
}

export const benefits: Benefit[] = [
  { title: "Great Team", icon: "users", text: "Work with curious, kind engineers and designers who review each other's work and share what they know." },
  { title: "Growth", icon: "trending-up", text: "Real ownership from day one, a learning budget, and mentors who help you take the next step." },
  { title: "Work-Life Balance", icon: "sun", text: "Flexible hours, hybrid and remote options, and no culture of late nights." },
  { title: "Benefits", icon: "heart", text: "Health insurance for you and your family, paid leave, and a good laptop of your choice." },
];
