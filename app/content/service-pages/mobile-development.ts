import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";

export const mobileDevelopmentPage: ServicePageContent = {
  slug: "mobile-development",
  metaTitle: "Mobile App Development",
  metaDescription:
    "Native and cross-platform iOS and Android apps, designed, built, tested and launched by Vyoma Technologies, with support after release.",
  hero: {
    eyebrow: "Mobile Development",
    title: "Mobile apps your customers keep on their home screen",
    intro:
      "From first sketch to App Store and Google Play, we build native and cross-platform apps that are fast, reliable and a pleasure to use, then help you grow them after launch.",
    actions: [
      { label: "Start Your App", to: "/contact" },
      { label: "View Our Work", to: "/projects", variant: "secondary" },
    ],
    highlights: ["iOS and Android", "Store submission handled", "Crash-free rate above 99.5%"],
  },
  sections: [
    {
      kind: "cards",
      id: "features",
      eyebrow: "What you get",
      title: "Apps built for real-world use",
      cards: [
        { icon: "zap", title: "Native Performance", text: "Smooth scrolling and instant response, even on entry-level Android phones." },
        { icon: "layers", title: "Cross-Platform", text: "One codebase for iOS and Android where it fits, fully native where it matters." },
        { icon: "refresh", title: "Offline First", text: "Apps that keep working on patchy networks and sync when the connection returns." },
        { icon: "bell", title: "Push Notifications", text: "Timely, personalised notifications that bring people back without annoying them." },
        { icon: "lock", title: "Secure Payments", text: "UPI, cards and wallets with secure storage and biometric sign-in." },
        { icon: "line-chart", title: "Analytics Built In", text: "Know which screens people use and where they drop off, with privacy respected." },
      ],
    },
    {
      kind: "cards",
      id: "app-types",
      eyebrow: "What we build",
      title: "Apps for every industry",
      columns: 3,
      cards: [
        { icon: "shopping-cart", title: "E-commerce & Retail", text: "Shopping apps with catalogues, wish lists, loyalty and one-tap checkout." },
        { icon: "compass", title: "On-Demand Services", text: "Booking, delivery and field-service apps with live tracking." },
        { icon: "heart-pulse", title: "Health & Fitness", text: "Workout, wellness and telehealth apps connected to wearables." },
        { icon: "banknote", title: "Fintech", text: "Payments, lending and investment apps built to regulatory standards." },
        { icon: "graduation-cap", title: "Education", text: "Learning apps with video lessons, quizzes and progress tracking." },
        { icon: "briefcase", title: "Enterprise", text: "Internal apps for sales teams, inspections and approvals on the go." },
      ],
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "Five steps from idea to app store",
      steps: [
        { title: "Discovery", text: "Goals, users and must-have features, turned into a clear scope and release plan." },
        { title: "UX & UI Design", text: "Interactive prototypes tested with real users before development starts." },
        { title: "Development", text: "Two-week sprints with a test build on your phone at the end of each one." },
        { title: "Testing & QA", text: "Automated and manual testing across a library of real iOS and Android devices." },
        { title: "Launch & Support", text: "Store submission, monitoring, updates for new OS versions and feature releases." },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Native and cross-platform tools",
      technologies: [
        { name: "Swift", mark: technologyMarks.swift },
        { name: "Kotlin", mark: technologyMarks.kotlin },
        { name: "Flutter", mark: technologyMarks.flutter },
        { name: "React Native", mark: technologyMarks.react },
        { name: "Expo", mark: technologyMarks.expo },
        { name: "Firebase", mark: technologyMarks.firebase },
        { name: "iOS", mark: technologyMarks.apple },
        { name: "Android", mark: technologyMarks.android },
      ],
    },
    {
      kind: "testimonials",
      id: "testimonial",
      eyebrow: "Client story",
      title: "What our clients say",
      testimonials: [
        {
          quote:
            "Vyoma rebuilt our booking app in four months. Ratings went from 3.1 to 4.7 stars, and bookings made in the app doubled within a quarter. They still ship an update for us every two weeks.",
          name: "Neha Kulkarni",
          role: "Head of Product, a Pune-based home-services company",
        },
      ],
    },
  ],
  closing: {
    title: "Have an app idea?",
    text: "Tell us about it. We will help you shape the first version and give you a clear estimate of time and cost.",
    actions: [
      { label: "Start Your App", to: "/contact" },
      { label: "View Our Work", to: "/projects", variant: "secondary" },
    ],
  },
};
