import { contactMessages } from "~/modules/contact/contact-fields";
import { blogMessages } from "~/modules/blog/blog-messages";
import { newsletterMessages } from "~/modules/newsletter/newsletter-messages";
import { applicationMessages, careersMessages } from "~/modules/careers/careers-messages";
import { SEARCH_KIND_LABELS, searchMessages, type SearchKind } from "~/modules/search/search.schema";

/**
 * The public site's interface text in English: this catalogue defines the keys (`Messages`); every other language's
 * catalogue must have the same type, so a missing key fails the typecheck. Content (page copy, posts) is not here:
 * it lives with the content, keyed by locale (decision 0028). The admin stays in English and does not use these.
 */
export const en = {
  /** Labels of the header's, phone menu's and footer's links. */
  nav: {
    home: "Home",
    services: "Services",
    projects: "Projects",
    blog: "Blog",
    about: "About",
    team: "Team",
    careers: "Careers",
    contact: "Contact",
    smartGlasses: "Smart Glasses",
    arVr: "AR/VR Solutions",
    voiceChat: "Voice Chat",
    noCode: "No-Code Platform",
    gymCrm: "Gym CRM",
    aiIntegration: "AI Integration",
    cloudSolutions: "Cloud Solutions",
    dataAnalytics: "Data Analytics",
    brahmastra: "Brahmastra",
    customSoftware: "Custom Software",
    webDevelopment: "Web Development",
    mobileDevelopment: "Mobile Development",
    privacyPolicy: "Privacy Policy",
    terms: "Terms of Service",
    cookiesPolicy: "Cookies Policy",
  },
  /** The service menu's one-line descriptions. */
  navDescription: {
    smartGlasses: "Assistive vision for the visually impaired",
    arVr: "Immersive training and showcases",
    voiceChat: "Real-time voice for your product",
    noCode: "Brahmastra, coming soon",
    gymCrm: "Custom software: our gym-management CRM",
    aiIntegration: "Put AI to work in your business",
    cloudSolutions: "Migrate, scale and save",
    dataAnalytics: "Dashboards and decisions",
  },
  header: {
    skipToContent: "Skip to content",
    mainNavigation: "Main",
    phoneNavigation: "Mobile",
    search: "Search",
    searchSite: "Search the site",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** "{group} menu": the desktop disclosure's button. */
    groupMenu: (group: string) => `${group} menu`,
    /** "{group} pages": the phone menu's disclosure. */
    groupPages: (group: string) => `${group} pages`,
    homeLink: (company: string) => `${company}, home`,
  },
  /** The language switcher: the link to this page in the other language, or a note that there is none. */
  languages: {
    switcherLabel: "Language",
    readIn: (language: string) => `Read this page in ${language}`,
    notTranslated: (language: string) => `This page has no ${language} version yet: go to the ${language} home page`,
  },
  footer: {
    quickLinks: "Quick Links",
    services: "Services",
    newsletter: "Newsletter",
    newsletterBlurb: "Product news and engineering notes, once a month. No spam.",
    pastNewsletters: "Past newsletters",
    socialMedia: "Social media",
    opensInNewTab: "(opens in a new tab)",
    rightsReserved: (year: number, legalName: string) => `© ${year} ${legalName}. All rights reserved.`,
  },
  newsletterForm: {
    emailLabel: "Email address",
    subscribe: "Subscribe",
    subscribing: "Subscribing...",
    messages: newsletterMessages,
  },
  /** The newsletter's own pages: /newsletter, and the confirmation and unsubscribe links of its mails. */
  newsletterPages: {
    title: "Newsletter",
    description: (company: string) => `Product news and engineering notes from ${company}, once a month.`,
    intro: "Product news and engineering notes, once a month. No spam; unsubscribe at any time from any issue.",
    subscribeHeading: "Subscribe",
    confirmPageTitle: "Confirm Subscription",
    confirmedTitle: "Subscription confirmed",
    confirmed: "Thank you! You will receive our newsletter from now on.",
    alreadyConfirmed: "Your subscription was already confirmed. Nothing more to do.",
    expiredTitle: "This link has expired",
    expired: "Confirmation links are valid for 7 days. Subscribe again in the footer and we will send you a new one.",
    invalidTitle: "This link is not valid",
    invalidConfirm: "The confirmation link is incomplete or no longer valid. Subscribe again in the footer to get a new one.",
    unsubscribePageTitle: "Unsubscribe",
    askTitle: "Unsubscribe from our newsletter?",
    /** Follows the address, shown in bold before it. */
    willNotReceive: "will not receive our newsletter any more.",
    unsubscribe: "Unsubscribe",
    unsubscribedTitle: "You have been unsubscribed",
    unsubscribed: "You will not receive our newsletter any more. Changed your mind? You can subscribe again in the footer at any time.",
    invalidUnsubscribe: "The unsubscribe link is incomplete, or the address was already removed from our list. Write to us if you still receive mails.",
    backHome: "Back to home",
    archiveTitle: "Newsletter Archive",
    archiveDescription: (company: string) => `Every ${company} newsletter sent so far: product news and engineering notes.`,
    archiveIntro: "Every newsletter we have sent, newest first. Subscribe in the footer to get the next one by mail.",
    archiveEmpty: "No newsletters have been sent yet. The first one will appear here.",
    allNewsletters: "All newsletters",
    /** Before the day a newsletter went out, on its web version. */
    sentOn: "Newsletter sent",
  },
  /** The contact form (contact and home pages): its labels, and its messages (the SPEC's, word for word, in English). */
  contactForm: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    company: "Company",
    subject: "Subject",
    service: "Service",
    message: "Message",
    selectSubject: "Select a subject",
    selectService: "Select a service",
    requiredFields: "* Required fields",
    send: "Send Message",
    sending: "Sending...",
    messages: contactMessages,
    /** Labels of the stored subject values (SPEC section 5); the values stay English. */
    subjects: {
      "General Inquiry": "General Inquiry",
      "Custom Software": "Custom Software",
      "Website Development": "Website Development",
      "Smart Glasses": "Smart Glasses",
      "AR/VR Solutions": "AR/VR Solutions",
      "Brahmastra Tool": "Brahmastra Tool",
      Partnerships: "Partnerships",
      Other: "Other",
    },
    services: {
      "custom-software": "Custom Software",
      "web-development": "Web Development",
      "ar-vr": "AR/VR Solutions",
      "smart-glasses": "Smart Glasses",
      "ai-integration": "AI Integration",
      "mobile-development": "Mobile Development",
      other: "Other",
    },
  },
  /** How to reach the office: the contact panel (contact and home pages) and the office map. */
  contactDetails: {
    label: "Contact details",
    followUs: "Follow us",
    office: "Office",
    email: "Email",
    phone: "Phone",
    hours: "Office hours",
    showMap: "Show map",
    mapNote: "The map is loaded from OpenStreetMap when you press the button.",
    mapCredit: "Map data © OpenStreetMap contributors",
    openMap: "Open in OpenStreetMap",
    mapTitle: (company: string, city: string) => `Map of the ${company} office in ${city}`,
  },
  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for does not exist or has moved.",
    backHome: "Back to home",
    contactUs: "Contact us",
  },
  /**
   * A pricing plan's card (the gym CRM's pricing table) and the table's promises: in the card's language, which is
   * the plan's (decision 0061). Prices are `formatRupees` of that language.
   */
  pricing: {
    mostPopular: "Most Popular",
    /** After the price and a slash: "₹999/month". */
    period: { month: "month", year: "year" },
    /** Read before the crossed-out price and the price, by screen readers only. */
    was: "Was ",
    now: "Now ",
    /** The features list's accessible name. */
    featuresOf: (plan: string) => `${plan} plan features`,
    notIncluded: "Not included: ",
    promises: "Our promises",
  },
  /** A person's card (home, about and team pages), in the person's language (decision 0061). */
  teamCard: {
    imageComingSoon: "Image Coming Soon",
    socialLinks: (name: string) => `${name} on social media`,
    /** A social link's name, before `footer.opensInNewTab`. */
    onNetwork: (name: string, network: string) => `${name} on ${network}`,
    /** The stored roles (SPEC section 3) as a card names them; the values stay English. */
    roles: { Director: "Director", CFO: "CFO", "Head Advisor": "Head Advisor", "Team Member": "Team Member" },
  },
  /** A project's card (home and projects pages), in the project's language. */
  projectCard: {
    viewProject: "View Project",
    /** The /projects filters' names of the stored categories (the values stay English). */
    categories: { "smart-glasses": "Smart Glasses", "voice-chat": "Voice Chat", "ar-vr": "AR/VR Solutions" },
  },
  /** The screen-reader line under a project filter; `{n}` is the count (the page script fills it in as well). */
  projectFilter: {
    showing: { one: "Showing {n} project", many: "Showing {n} projects" },
  },
  /** The projects page's own words; the cards are the projects collection's. */
  projectsPage: {
    description: "Smart glasses for the visually impaired, real-time voice platforms and AR/VR experiences: projects designed and built by Vyoma Technologies.",
    eyebrow: "Projects",
    intro: "Products and platforms we have designed, built and shipped, for our clients and for ourselves.",
    allHeading: "All projects",
    filterLabel: "Filter projects",
    allFilter: "All Projects",
    ctaTitle: "Have a project in mind?",
    ctaText: "Tell us about the problem you want to solve. We will reply within one working day with ideas and next steps.",
    ctaButton: "Start a Project",
  },
  /** A service card's link (/services, the home page): the words shown, then what a screen reader hears after them. */
  serviceCard: {
    learnMore: "Learn more",
    learnMoreAbout: (service: string) => ` about ${service}`,
  },
  /** The home page's featured projects: the filter's name, its buttons and each card's category (the stored values stay English). */
  homeProjects: {
    filterLabel: "Filter projects by category",
    all: "All",
    categories: { "AI Hardware": "AI Hardware", "Web & Mobile": "Web & Mobile", "AR/VR": "AR/VR", "Development Tools": "Development Tools" },
  },
  /** /services' own words: the six cards, the other services' links and the closing band (app/content/services-overview.ts says where each leads). */
  servicesPage: {
    description: "Custom software and our gym CRM, web and mobile development, AI integration, AR/VR and smart glasses from Vyoma Technologies.",
    eyebrow: "Services",
    intro: "From a first prototype to software that runs your business every day. Pick a service to see how we work, what it costs and what our clients have achieved.",
    cards: {
      customSoftware: {
        title: "Custom Software & Gym CRM",
        text: "Software shaped around how you work, including our gym-management CRM used by 500+ gyms.",
        points: ["Gym CRM from ₹999/month", "Bespoke business systems", "Integrations with your tools"],
      },
      webDevelopment: {
        title: "Web Development",
        text: "Fast, accessible websites and web applications that rank well and convert visitors.",
        points: ["Corporate sites and online stores", "Web apps and SaaS platforms", "SEO and performance built in"],
      },
      arVr: {
        title: "AR/VR Solutions",
        text: "Immersive training, product visualisation and virtual tours on headsets, phones and the web.",
        points: ["VR training simulations", "AR product try-on", "Virtual property tours"],
      },
      smartGlasses: {
        title: "Smart Glasses",
        text: "Drishti, our AI glasses that help visually impaired people read, recognise and navigate.",
        points: ["Reads text aloud offline", "Face and object recognition", "Obstacle alerts"],
      },
      aiIntegration: {
        title: "AI Integration",
        text: "Assistants, document automation, computer vision and forecasting inside your workflows.",
        points: ["Proof of concept in 4 weeks", "Grounded in your own data", "Measured business results"],
      },
      mobileDevelopment: {
        title: "Mobile Development",
        text: "Native and cross-platform iOS and Android apps, from first sketch to the app stores.",
        points: ["Swift, Kotlin and Flutter", "Offline-first and secure", "Launch and long-term support"],
      },
    },
    moreTitle: "More from Vyoma",
    more: { voiceChat: "Voice Chat Solutions", cloudSolutions: "Cloud Solutions", dataAnalytics: "Data Analytics", noCode: "Brahmastra No-Code Platform" },
    closingTitle: "Not sure which service you need?",
    closingText: "Tell us what you are trying to achieve. We will recommend the right approach, even if it is not us.",
    closingButton: "Get in Touch",
  },
  /** The service pages' cross-links to the other products (the related services block). */
  relatedServices: {
    current: "You are here",
    explore: "Explore →",
  },
  /** The blog's list and post pages (the SPEC's words in English). */
  blog: {
    eyebrow: "Blog",
    title: "Latest Insights & News",
    intro: "Ideas, lessons and news from the people building our software, AI and hardware.",
    description: (company: string) => `Latest insights and news from the ${company} team.`,
    /** The blog feeds' title (RSS and Atom). */
    feedTitle: (company: string) => `${company} Blog`,
    categoryTitle: (category: string) => `Blog: ${category}`,
    categories: "Categories",
    all: "All",
    readMore: "Read More",
    emptyCategory: blogMessages.emptyCategory as string,
    /** The list of a language with no post yet (English shows the SPEC's sentence, as before). */
    noPosts: blogMessages.emptyCategory as string,
    /** Beside `noPosts` in another language: the English blog. Empty in English. */
    readEnglishBlog: "",
    loading: blogMessages.loading as string,
    pagination: "Pagination",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    backToBlog: "Back to Blog",
    /** The error screen of the blog's pages: the SPEC's Post Not Found, and a failure that is ours. */
    notFoundTitle: blogMessages.notFoundTitle as string,
    notFound: blogMessages.notFound as string,
    loadFailed: blogMessages.loadFailed as string,
    loadFailedText: "Something went wrong on our side. Please try again in a moment.",
    by: "By ",
    tags: "Tags",
    logInToComment: "Log in to comment",
    /** An author's page (/blog/author/{slug}): who wrote, and their posts in the page's language. */
    authorEyebrow: "Author",
    postsBy: (name: string) => `Posts by ${name}`,
    articlesBy: (name: string) => `Articles by ${name}.`,
    authorDescription: (name: string, company: string) => `Articles by ${name} on the ${company} blog.`,
    authorNoPosts: "No published posts yet.",
    authorNotFound: "There is no author page at this address.",
  },
  /** The search page (/search): the box, the results and the empty state. */
  search: {
    eyebrow: "Search",
    title: "Search the site",
    pageTitle: "Search",
    /** The page's title and heading while showing a query's results. */
    resultsTitle: (query: string) => `Search: ${query}`,
    resultsFor: (query: string) => `Results for “${query}”`,
    label: searchMessages.label as string,
    placeholder: searchMessages.placeholder as string,
    submit: "Search",
    results: "Results",
    kinds: SEARCH_KIND_LABELS as Record<SearchKind, string>,
    resultPages: "Result pages",
    previous: "Previous",
    next: "Next",
    page: (page: string) => `Page ${page}`,
    emptyQuery: searchMessages.emptyQuery as string,
    noResults: searchMessages.noResults as (query: string) => string,
    noResultsHint: "Check the spelling, try fewer or more general words, or browse below.",
    blogCategories: "Blog categories",
    readBlog: "Read the blog",
    openPositions: "Open positions",
    noPositions: "No positions are open right now.",
    seeAllPositions: (count: string) => `See all ${count} open positions`,
    workingWithUs: "All about working with us",
    tooMany: searchMessages.tooMany as string,
    /** The header box's suggestions (read by screen readers as they change; the list's name; the last option). */
    suggestions: {
      label: "Suggestions",
      searching: "Searching…",
      unavailable: "Suggestions are unavailable. Press Enter to search.",
      none: "No suggestions. Press Enter to search.",
      found: (count: number) => `${count} ${count === 1 ? "suggestion" : "suggestions"}. Use the arrow keys to choose.`,
      seeAll: (query: string) => `See all results for “${query}”`,
    },
  },
  /** The careers page, a position's page and the application form (the SPEC's words in English). */
  careers: {
    title: "Careers",
    description: "Open positions at Vyoma Technologies. Join a team that builds software, AI and assistive hardware.",
    whyJoin: "Why work with us",
    openPositions: "Open Positions",
    openPositionsList: "Open positions",
    loading: "Loading positions...",
    loadFailed: careersMessages.loadFailed as string,
    noPositions: "There are no open positions right now. We are always happy to hear from good people: write to us from the contact page.",
    viewDetails: "View Details",
    applyNow: "Apply Now",
    viewDetailsOf: (title: string) => `View Details: ${title}`,
    applyNowFor: (title: string) => `Apply Now: ${title}`,
    facts: { department: "Department", location: "Location", type: "Type", salary: "Salary", closes: "Applications close" },
    applyBy: (day: string) => `Apply by ${day}`,
    /** The stored position types (SPEC section 9) as the page names them; the values stay English. */
    types: { "Full-time": "Full-time", "Part-time": "Part-time", Contract: "Contract", Internship: "Internship" },
    /** "₹12-18 LPA", "$40-60 per hour". */
    salary: { lakhsPerYear: "LPA", units: { year: "per year", month: "per month", hour: "per hour" } },
    aboutRole: "About the role",
    requirements: "Requirements",
    applyFor: (title: string) => `Apply for ${title}`,
    openPage: "Open this position's page",
    allPositions: "All open positions",
    applyHeading: "Apply for this position",
    requiredNote: "Fields not marked optional are required.",
    notFoundTitle: "Position Not Found",
    closedTitle: "This position has closed and no longer accepts applications.",
    closedThanks: "Thank you for your interest.",
    seeOpenPositions: "See our open positions",
    or: "or",
    writeToUs: "write to us",
    form: {
      fullName: "Full Name",
      email: "Email",
      phone: "Phone",
      experience: "Years of Experience",
      currentCompany: "Current Company (optional)",
      expectedSalary: "Expected Salary in LPA (optional)",
      noticePeriod: "Notice Period in days (optional)",
      resume: "Resume",
      resumeHint: "PDF, DOC or DOCX, up to 5 MB.",
      /** The consent sentence around its link to the privacy policy. */
      consentBefore: (company: string) => `I agree that ${company} processes my application and resume to assess it for this position, as set out in the `,
      consentLink: "privacy policy",
      consentAfter: ".",
      talentPool: "Optional: keep my resume for future openings (our talent pool) and contact me about them.",
      checkFields: "Please check the highlighted fields.",
      seeOpenPositions: "See the open positions",
      uploadProgress: "Upload progress",
      uploading: "Uploading...",
      uploadingPercent: (percent: number) => `Uploading ${percent}%`,
      submitting: "Submitting...",
      submit: "Submit Application",
      close: "Close",
    },
    messages: applicationMessages,
  },
  /** The team page's own words; the people's names, roles and bios are the team collection's (decision 0028). */
  team: {
    description: "Meet the seven people who lead Vyoma Technologies: our director, CFO, head advisor and the engineers and designers behind our products.",
    eyebrow: "Team",
    intro: "The people who design, build and support everything we ship.",
    membersLabel: "Team members",
    joinTitle: "Want to work with us?",
    joinText: "We are always glad to meet curious engineers, designers and researchers.",
    seeOpenPositions: "See Open Positions",
    contactUs: "Contact Us",
  },
  /** The legal pages' frame around the document: the eyebrow and "Last updated" before the day. */
  legal: {
    eyebrow: "Legal",
    lastUpdated: "Last updated",
    documentsLabel: "Legal documents",
    contactTitle: "Contact us",
    contactText: (documentTitle: string) => `Questions about this ${documentTitle.toLowerCase()}? Write, call or visit us:`,
    email: "Email:",
    phone: "Phone:",
  },
  /** Page titles (before the company suffix) of the localized pages. */
  titles: {
    home: "Home",
    about: "About Us",
    team: "Our Team",
    contact: "Contact Us",
    services: "Our Services",
    projects: "Our Projects",
  },
  /** What search engines show for pages whose description is not a stored page's own (the about page's until it is translated). */
  descriptions: {
    about: "The story, mission and values of Vyoma Technologies, a Pune technology company, and the seven people who lead it.",
    contact: (city: string) => `Tell us about your project. Call, email or visit our office in ${city}; we reply within one working day.`,
  },
};

export type Messages = typeof en;
