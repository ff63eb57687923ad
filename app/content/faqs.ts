/** The four questions on /contact. */
export interface Faq {
  question: string;
  answer: string;
}

export const contactFaqs: Faq[] = [
  {
    question: "How quickly will you reply to my message?",
    answer:
      "We answer every enquiry within one working day. For project requests we usually suggest a short call in the same reply, so we can understand what you need before we send a proposal.",
  },
  {
    question: "How much does a project cost?",
    answer:
      "It depends on scope. After a free discovery call we send a fixed-price proposal with a clear timeline, so there are no surprises. Our Gym CRM has simple published pricing: ₹999 a month or ₹9,999 a year.",
  },
  {
    question: "Do you work with clients outside India?",
    answer:
      "Yes. About a third of our clients are in Europe, the Middle East and North America. We work remotely with overlapping hours, weekly demos and a shared project board.",
  },
  {
    question: "Who owns the code and will you sign an NDA?",
    answer:
      "You own all the code, designs and data we create for you once the project is paid for. We are happy to sign your non-disclosure agreement before you share any details.",
  },
];
