import type { LegalSection } from "~/content/legal";

export const privacyPolicySections: LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      "This policy explains how Vyoma Technologies Private Limited (\"Vyoma\", \"we\", \"us\") collects and uses personal data when you visit our website, contact us, subscribe to our newsletter or apply for a job. We are the data fiduciary (controller) for that data. Our contact details are at the end of this page.",
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "Contact messages: your name, email address and message, and, if you choose to give them, your phone number, company and the service you are interested in.",
      "Newsletter: your email address and the date you subscribed.",
      "Job applications: your name, email address, phone number, experience, current company, expected salary, notice period, the position you applied for, the resume you upload, your consent and when you gave it, and how you found the position (the referring website and campaign tags in the link you followed). Our hiring team adds notes, a rating and the status of your application.",
      "Accounts: if you create an account, your name, email address and a securely hashed password.",
      "Technical data: our servers keep short-lived logs of requests (IP address, page requested, browser type and time) to keep the site secure and working. We do not use advertising trackers or other companies' analytics services.",
    ],
  },
  {
    heading: "Visitor statistics",
    onlyWith: "ANALYTICS",
    paragraphs: [
      "We count visits to our public pages on our own server, without cookies, without any script in your browser and without any other company. For each page view we add one to a daily total for the page's address, the website you came from (its name only, such as linkedin.com), the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign), whether your device is a phone, a tablet or a computer, and your browser's preferred language. We never store your IP address or your browser's identification (user agent) with these totals.",
      "To count how many different people visited on a day, our server computes a one-way code from your IP address, your browser's identification and our site's address, together with a random key that changes every day. The key and the day's codes are deleted at the end of the day (midnight UTC); after that nobody, including us, can link a code to you or to your visits on another day. If you arrived through a campaign link, the campaign's name is kept with that code for the same day, so that a job application you send later that day is counted for that campaign.",
      "We also count, per day, the job applications (per position), contact messages, newsletter sign-ups and confirmations we receive (never those our spam filter holds back), the words of searches on this site that found nothing (at most 100 characters), and addresses on our site that do not exist together with the page that linked to them. People signed in to the site, automated programs (bots) and pages your browser loads in advance are not counted. The daily totals are deleted after {ANALYTICS_RETENTION_DAYS} days. Because nothing is stored on your device and no one can be recognised from these totals, they need no consent banner.",
      "Where a caching web server (nginx) in front of our site answers a page from its own copy, our server does not see that view, so we count it from that web server's log of such answers. Until we have counted it, that log holds the view's IP address, page, referring page, browser identification and preferred language. The log is rotated and deleted daily; nothing from it is kept beyond the daily totals and codes described above.",
    ],
  },
  {
    heading: "How we use your data",
    paragraphs: [
      "We use your data only to answer your enquiry, send the newsletter you asked for, assess your job application (and, only if you agreed, consider you for future openings), run your account and protect the website from abuse. We process it on the basis of your consent, to take steps you have asked for before entering a contract, or for our legitimate interest in running a secure website.",
      "We never sell your personal data and we do not use it for automated decisions that affect you.",
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "Contact messages are kept for up to two years after our last conversation. Newsletter addresses are kept until you unsubscribe. Server logs are deleted after 30 days.",
      "Job applications and their resumes are deleted automatically {APPLICATION_RETENTION_DAYS} days after the position closes. If you agreed, when you applied, that we keep your resume for future openings (our talent pool), we keep your application for {TALENT_POOL_RETENTION_DAYS} days from the day you applied instead. You can ask us to delete it sooner at any time.",
      "Messages, applications and sign-ups that our spam filter holds back are deleted after {SPAM_RETENTION_DAYS} days unless we find they were genuine.",
      "Accounts are kept until you delete yours on your account page (or ask us to). Deleting it removes your name, email address, password and sign-ins at once; your newsletter subscription, messages and applications are separate and follow the rules above. Our security log of sign-ins and account changes (with your network address shortened) is kept for {AUDIT_RETENTION_DAYS} days.",
    ],
  },
  {
    heading: "Who we share it with",
    paragraphs: [
      "We share personal data only with service providers who help us run the website and send email, such as our hosting and email providers, under contracts that require them to protect it and use it only on our instructions. We disclose data to authorities only when the law requires it.",
      "Some providers may process data outside India. When they do, we make sure appropriate safeguards are in place.",
    ],
  },
  {
    heading: "How we protect it",
    paragraphs: [
      "The website is served over an encrypted connection, access to personal data is limited to staff who need it, passwords are stored only as secure hashes and uploaded resumes are stored privately, never on a public address.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      "Under India's Digital Personal Data Protection Act, 2023, and, where it applies, the EU General Data Protection Regulation, you may ask to access, correct or delete your personal data, withdraw your consent at any time, and raise a grievance with us. Write to us at the address below and we will respond within 30 days. You may also complain to the Data Protection Board of India or your local supervisory authority.",
    ],
  },
  {
    heading: "Cookies and third parties",
    paragraphs: [
      "We set only the cookies the site needs to work; our Cookies Policy lists them. Pages load nothing from other companies' servers. The office map on the contact page is loaded from OpenStreetMap only when you choose to show it.",
    ],
  },
  {
    heading: "Children",
    paragraphs: ["Our website and services are not directed at children under 18, and we do not knowingly collect their personal data."],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy when our services or the law change. The date at the top of this page shows when it was last revised; significant changes will also be announced on this website.",
    ],
  },
];
