import { gymCrmPlans } from "~/content/pricing";
import type { ServicePageContent } from "./service-page";

/** /services/custom-software: the gym-management CRM product page (SPEC "Gym CRM page"). */
export const customSoftwarePage: ServicePageContent = {
  slug: "custom-software",
  metaTitle: "Gym Management CRM",
  metaDescription:
    "Vyoma Gym CRM runs memberships, bookings, billing, attendance and marketing for gyms and studios. ₹999 a month or ₹9,999 a year, with a 7-day free trial.",
  hero: {
    eyebrow: "Custom Software · Gym CRM",
    title: "The gym management CRM that runs your whole studio",
    intro:
      "Memberships, class bookings, billing, attendance and member messages in one place. Vyoma Gym CRM takes the admin off your desk so your team can spend its time on the gym floor.",
    actions: [
      { label: "Start Free Trial", to: "/contact" },
      { label: "Schedule Demo", to: "/contact", variant: "secondary" },
    ],
    highlights: ["7-day free trial", "No credit card required", "5-minute setup"],
    image: { src: "/images/gym-crm-dashboard.svg", width: 640, height: 440 },
  },
  sections: [
    {
      kind: "checklist",
      id: "benefits",
      eyebrow: "Why gyms switch",
      title: "Less paperwork, fuller classes, steadier revenue",
      intro:
        "Built with gym owners in Pune, Bengaluru and Mumbai, the CRM fixes the problems they told us cost them the most time and money.",
      items: [
        "Renewals and dues are collected automatically, with reminders before a membership lapses",
        "Members book classes and trainers from their phone, so the front desk stops juggling calls",
        "QR check-in records attendance in a second and flags members who have stopped coming",
        "Every branch, trainer and plan in one dashboard, with the numbers that matter each morning",
        "Email, SMS and WhatsApp campaigns bring back inactive members and convert new leads",
        "Staff see only what their role allows, and every payment leaves an audit trail",
      ],
      aside: [
        { value: "6 hrs", label: "of admin saved per week, on average" },
        { value: "2x", label: "faster renewals with automated reminders" },
      ],
    },
    {
      kind: "stats",
      id: "figures",
      title: "Trusted by gyms across India",
      stats: [
        { value: "500+", label: "Active Gyms" },
        { value: "100K+", label: "Members Added" },
        { value: "95%", label: "Retention Rate" },
        { value: "10K+", label: "Invoices Generated" },
      ],
    },
    {
      kind: "cards",
      id: "features",
      eyebrow: "Features",
      title: "Everything a modern gym needs",
      intro: "Twelve modules that work together from the first enquiry to the hundredth workout.",
      columns: 4,
      cards: [
        { icon: "users", title: "Member Management", text: "Profiles, plans, freezes, renewals and documents for every member, searchable in seconds." },
        { icon: "calendar-check", title: "Class & Session Booking", text: "Timetables with capacity limits, waitlists and self-service booking from the member app." },
        { icon: "credit-card", title: "Billing & Payments", text: "GST-ready invoices, UPI and card payments, part payments and automatic dues reminders." },
        { icon: "bar-chart", title: "Analytics & Reports", text: "Revenue, attendance, churn and trainer performance on one dashboard, exportable to Excel." },
        { icon: "messages", title: "Communication Hub", text: "Email, SMS and WhatsApp messages, birthday wishes and campaigns from one inbox." },
        { icon: "dumbbell", title: "Personal Training", text: "Sell PT packages, assign trainers, track sessions used and pay commissions accurately." },
        { icon: "briefcase", title: "Staff Management", text: "Shifts, attendance, payroll inputs and role-based access for every staff member." },
        { icon: "qr-code", title: "QR Attendance", text: "Members scan in at the door; access is refused automatically when a plan has expired." },
        { icon: "salad", title: "Nutrition Plans", text: "Build diet charts from templates and share them with members through the app." },
        { icon: "clipboard-list", title: "Workout Plans", text: "Create routines from an exercise library and let members log sets and progress." },
        { icon: "target", title: "Lead Management", text: "Capture walk-ins and online enquiries, schedule follow-ups and track trial conversions." },
        { icon: "wallet", title: "Expense Tracking", text: "Record rent, salaries and equipment costs to see real profit per branch each month." },
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      eyebrow: "Pricing",
      title: "Simple, transparent pricing",
      intro: "One plan with every feature. Pay monthly, or pay yearly and get two months free.",
      plans: gymCrmPlans,
      badges: [
        { icon: "timer", label: "7-day free trial" },
        { icon: "credit-card", label: "No credit card required" },
        { icon: "zap", label: "5-minute setup" },
        { icon: "headset", label: "24/7 support" },
        { icon: "activity", label: "99.9% uptime" },
        { icon: "shield-check", label: "GDPR compliant" },
      ],
    },
  ],
  closing: {
    title: "Ready to grow your gym?",
    text: "Start your free trial today, or book a 20-minute demo and we will set the CRM up with your own plans and timetable. Need software for a different business? We build custom systems too.",
    actions: [
      { label: "Start Free Trial", to: "/contact" },
      { label: "Schedule Demo", to: "/contact", variant: "secondary" },
    ],
  },
};
