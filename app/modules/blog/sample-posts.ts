/**
 * Sample posts seeded on the first start, so a new installation shows a working blog. Images are self-hosted
 * illustrations under public/images/blog/ (never a third-party host).
 */
export interface SamplePost {
  title: string;
  excerpt: string;
  category: string;
  image: string;
  tags: string;
  /** Days before the seeding that the post is dated. */
  daysAgo: number;
  content: string;
}

export const samplePosts: SamplePost[] = [
  {
    title: "Bringing AI Into Everyday Business Software",
    excerpt: "Where machine learning pays off in ordinary business tools today, and how to start without a research team.",
    category: "AI & Machine Learning",
    image: "/images/blog/ai-business.svg",
    tags: "AI, machine learning, automation",
    daysAgo: 3,
    content: `<p>Most companies do not need a research lab to benefit from <strong>artificial intelligence</strong>. The biggest wins we see come from small, well-placed features inside software people already use.</p>
<h2>Start with a question, not a model</h2>
<p>Good AI projects begin with a measurable business question: <em>which invoices will be paid late?</em> or <em>which support tickets are urgent?</em> Only then do we pick a technique.</p>
<ul><li>Classifying and routing incoming documents</li><li>Forecasting demand from sales history</li><li>Summarising long customer conversations</li></ul>
<h2>Keep people in the loop</h2>
<p>Models make mistakes. We design every feature so a person can review, correct and learn from the suggestion, and so those corrections improve the next version.</p>
<blockquote>The best AI feature is one your team forgets is AI: it simply saves them time.</blockquote>
<p>Curious where AI fits in your product? <a href="/contact">Talk to our team</a>.</p>`,
  },
  {
    title: "Five Habits of Fast, Accessible Websites",
    excerpt: "Speed and accessibility come from the same discipline. Here are the five habits our web team never skips.",
    category: "Web Development",
    image: "/images/blog/fast-websites.svg",
    tags: "web, performance, accessibility",
    daysAgo: 10,
    content: `<p>A website that loads quickly and works for everyone is not an accident. It is the result of habits applied on every page.</p>
<ol><li><strong>Render on the server.</strong> Visitors see content before any script runs.</li><li><strong>Ship less JavaScript.</strong> Every kilobyte costs time on a mid-range phone.</li><li><strong>Use real buttons and links.</strong> Keyboards and screen readers understand them for free.</li><li><strong>Size your images.</strong> Declared dimensions stop the layout from jumping.</li><li><strong>Test with real browsers.</strong> Automated checks catch regressions before visitors do.</li></ol>
<h2>Measure, then optimise</h2>
<p>We track <code>Largest Contentful Paint</code> and interaction latency on every release, and treat a regression like any other bug.</p>`,
  },
  {
    title: "Moving to the Cloud Without the Surprise Bill",
    excerpt: "A practical checklist for migrating workloads to the cloud while keeping costs predictable.",
    category: "Cloud Solutions",
    image: "/images/blog/cloud-costs.svg",
    tags: "cloud, DevOps, cost optimisation",
    daysAgo: 21,
    content: `<p>The cloud promises flexibility, but many teams are surprised by their first monthly invoice. A little planning avoids that.</p>
<h2>Our migration checklist</h2>
<ul><li>Inventory what you run today and who owns it</li><li>Right-size instances from real usage, not guesses</li><li>Turn on budgets and alerts before the first deployment</li><li>Prefer managed services where they remove toil</li></ul>
<h3>Automate the boring parts</h3>
<p>Infrastructure as code makes environments reproducible and reviews possible. A change to production should look like any other pull request.</p>
<p>Read more about our <a href="/services/cloud-solutions">cloud solutions</a>.</p>`,
  },
  {
    title: "Designing Smart Glasses for People Who Cannot See the Screen",
    excerpt: "What we learned building assistive smart glasses: voice first, privacy always, and testing with real users.",
    category: "Accessibility",
    image: "/images/blog/smart-glasses.svg",
    tags: "smart glasses, accessibility, hardware",
    daysAgo: 35,
    content: `<p>Our smart glasses describe the world aloud to people who are blind or have low vision. Designing them changed how we think about interfaces.</p>
<h2>Voice is the interface</h2>
<p>There is no screen to tap. Every feature has to be reachable by <em>voice</em> or a single physical button, with short, predictable spoken answers.</p>
<h2>Privacy by default</h2>
<p>Images are processed on the device whenever possible. Nothing is stored unless the wearer asks for it.</p>
<blockquote>We test every release with the people who wear the glasses every day.</blockquote>
<p>See the <a href="/services/smart-glasses">smart glasses project</a> for details.</p>`,
  },
  {
    title: "Choosing Between Native and Cross-Platform Mobile Apps",
    excerpt: "Native or cross-platform? A decision guide based on budget, performance needs and your team.",
    category: "Web Development",
    image: "/images/blog/mobile-apps.svg",
    tags: "mobile, React Native, Flutter",
    daysAgo: 48,
    content: `<p>Every mobile project starts with the same question. The honest answer is: <strong>it depends</strong>, but on a short list of things.</p>
<h2>Pick cross-platform when</h2>
<ul><li>One team must ship to iOS and Android at once</li><li>The app is mostly forms, lists and content</li></ul>
<h2>Pick native when</h2>
<ul><li>You rely on the camera, sensors or background work</li><li>Animation and startup time are part of the product</li></ul>
<p>Either way, a shared design system and automated tests matter more than the framework.</p>`,
  },
];
