/** The Subscribe box's answers in English, without zod: the page catalogues (app/i18n) import these; hi.ts has the Hindi. */
export const newsletterMessages = {
  subscribed: "Thank you for subscribing! Please check your inbox and confirm your subscription.",
  alreadySubscribed: "This email address is already subscribed to our newsletter.",
  invalidEmail: "Please enter a valid email address.",
  failure: "There was a problem subscribing. Please try again later.",
  sendAgain: "Please press Subscribe again to confirm your email address.",
  tooMany: "Too many sign-ups from your network. Please try again later.",
};

/** The Subscribe box's answers in one language. */
export type NewsletterMessages = typeof newsletterMessages;
