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

/**
 * One post in Hindi (issue 35), linked to the English post it translates (`translates`, that post's title): written
 * for a Hindi reader, not word for word. Seeded after the English posts (blog-seed.server.ts), and into databases
 * seeded before it by migration 0047-sample-hindi-post, which reads it from here.
 */
export const sampleHindiPost: { translates: string } & Omit<SamplePost, "daysAgo"> = {
  translates: "Designing Smart Glasses for People Who Cannot See the Screen",
  title: "उनके लिए स्मार्ट चश्मा, जो स्क्रीन नहीं देख सकते",
  excerpt: "दृष्टिबाधित लोगों के लिए स्मार्ट चश्मा बनाते हुए हमने क्या सीखा: सबसे पहले आवाज़, हर हाल में निजता, और पहनने वालों के साथ परख।",
  category: "सुगम्यता",
  image: "/images/blog/smart-glasses.svg",
  tags: "स्मार्ट चश्मा, सुगम्यता, हार्डवेयर",
  content: `<p>हमारा स्मार्ट चश्मा उन लोगों को आसपास की दुनिया बोलकर बताता है जो देख नहीं सकते या जिनकी नज़र कमज़ोर है। इसे बनाते-बनाते इंटरफ़ेस के बारे में हमारी पूरी सोच बदल गई।</p>
<h2>आवाज़ ही इंटरफ़ेस है</h2>
<p>यहाँ छूने के लिए कोई स्क्रीन नहीं है। हर सुविधा <em>आवाज़</em> से या एक ही बटन दबाकर मिलनी चाहिए, और जवाब छोटे हों, ऐसे कि सुनने वाले को पहले से अंदाज़ा रहे कि क्या सुनाई देगा।</p>
<h2>निजता सबसे पहले</h2>
<p>जहाँ तक हो सके, तस्वीरें चश्मे के अंदर ही प्रोसेस होती हैं। जब तक पहनने वाला ख़ुद न कहे, कुछ भी सहेजा नहीं जाता।</p>
<blockquote>हर नया संस्करण हम उन्हीं लोगों के साथ परखते हैं जो रोज़ यह चश्मा पहनते हैं।</blockquote>
<p>पूरी जानकारी के लिए <a href="/hi/services/smart-glasses">स्मार्ट चश्मे का प्रोजेक्ट</a> देखिए।</p>`,
};
