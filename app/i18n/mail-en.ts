/**
 * The words of the mails a visitor gets back (decision 0045): acknowledgements, the newsletter's confirmation and
 * welcome, and the frame of every newsletter. This catalogue defines the keys (`MailMessages`); every other
 * language's must have the same type, so a missing key fails the typecheck. Kept apart from the page catalogues
 * (en.ts), which reach the browser: only the server writes mail. Staff mails stay English, as the admin does.
 */
export const mailEn = {
  contactAck: {
    subject: (company: string) => `We received your message - ${company}`,
    heading: "Thank you for your message",
    preheader: "Thank you for your message. We usually answer within one working day.",
    greeting: (name: string) => `Hello ${name},`,
    intro: (company: string, hours: string) => `Thank you for writing to ${company}. We read every message and usually answer within one working day (${hours}).`,
    copyOfMessage: "A copy of your message:",
    topic: (topic: string) => `Topic: ${topic}`,
    addSomething: "If you have something to add, reply to this mail.",
    signOff: (company: string) => `Kind regards,\nThe ${company} team`,
  },
  applicationAck: {
    subject: (position: string) => `We received your application for ${position}`,
    preheader: (position: string) => `Thank you for applying for ${position}. Here is what happens next.`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (position: string, company: string) =>
      `Thank you for applying for the ${position} position at ${company}. We received your application and your resume; there is nothing more you need to send.`,
    nextSteps: "What happens next:",
    steps: [
      "Our hiring team reads every application, usually within ten working days.",
      "If your experience fits the role, we will call or write to you to arrange a first conversation.",
      "Either way, we will let you know the outcome by email.",
    ],
    questions: (careersEmail: string) => `To add something or ask a question, reply to this mail or write to ${careersEmail}.`,
    otherPositions: "Other open positions",
    seeOtherPositions: "See other open positions",
    signOff: (company: string) => `Kind regards,\nThe ${company} hiring team`,
  },
  newsletter: {
    confirmSubject: (company: string) => `Please confirm your subscription to the ${company} newsletter`,
    confirmGreeting: "Hello,",
    confirmAsked: (company: string) =>
      `someone, hopefully you, asked to receive the ${company} newsletter at this address. Please confirm with the link below; it is valid for 7 days.`,
    confirmIgnore: "If you did not ask for this, ignore this mail and you will hear nothing more from us.",
    confirmAction: "Confirm subscription",
    welcomeSubject: (company: string) => `Welcome to the ${company} newsletter`,
    welcomeGreeting: "Hello,",
    welcomeText: "your subscription is confirmed. Once a month we send product news and engineering notes; nothing else.",
    welcomeAction: "Visit our website",
    /** The small print under each newsletter mail. */
    footerName: (company: string) => `${company} newsletter.`,
    whyYouGetThis: (company: string) => `You receive this because you subscribed to the ${company} newsletter.`,
    unsubscribe: "Unsubscribe",
    viewInBrowser: "View in your browser",
    readOnSite: "Read on the site",
    moreFromBlog: "More from our blog",
  },
};

export type MailMessages = typeof mailEn;
