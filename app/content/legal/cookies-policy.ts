import type { LegalSection } from "~/content/legal";

export const cookiesPolicySections: LegalSection[] = [
  {
    heading: "What cookies are",
    paragraphs: [
      "Cookies are small text files a website stores in your browser. They let the site remember information between pages, such as the fact that you are signed in.",
    ],
  },
  {
    heading: "The cookies we use",
    paragraphs: [
      "We use only strictly necessary cookies. A session cookie is set when you sign in or create an account, so the site knows who you are from page to page; it is deleted when you log out or when the session expires.",
      "We do not use analytics, advertising or social-media tracking cookies, and we do not let other companies set cookies through our pages.",
    ],
  },
  {
    heading: "Third-party content",
    paragraphs: [
      "Our pages load no content from other companies' servers. The map on the contact page is an exception you control: it is loaded from OpenStreetMap only after you press the button to show it, and OpenStreetMap's own cookie and privacy policies then apply to the map.",
    ],
  },
  {
    heading: "Managing cookies",
    paragraphs: [
      "Because the only cookie we use is needed for signing in, it does not require your consent. You can still block or delete cookies in your browser settings; the public pages will keep working, but you will not be able to stay signed in.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "If we ever add cookies that are not strictly necessary, we will update this policy first and ask for your consent before setting them.",
    ],
  },
];
