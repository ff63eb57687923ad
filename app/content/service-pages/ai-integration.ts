import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";

export const aiIntegrationPage: ServicePageContent = {
  slug: "ai-integration",
  metaTitle: "AI Integration",
  metaDescription:
    "Put AI to work in your business: assistants, document processing, computer vision and forecasting, integrated with the tools your team already uses.",
  hero: {
    eyebrow: "AI Integration",
    title: "Practical AI, wired into the way you already work",
    intro:
      "We help companies move from AI experiments to systems that save hours every day: assistants that answer from your own documents, automation that reads paperwork, and models that forecast demand.",
    actions: [
      { label: "Book a Consultation", to: "/contact" },
      { label: "See Our Projects", to: "/projects", variant: "secondary" },
    ],
    highlights: ["Proof of concept in 4 weeks", "Your data stays yours", "Measured results"],
  },
  sections: [
    {
      kind: "checklist",
      id: "benefits",
      eyebrow: "Benefits",
      title: "What AI can do for your business",
      items: [
        "Answer customer and staff questions instantly, around the clock",
        "Cut manual data entry by reading invoices, forms and emails automatically",
        "Spot fraud, defects and anomalies before they become expensive",
        "Forecast demand and stock so you buy and staff at the right level",
        "Personalise recommendations and offers for every customer",
        "Free your team from repetitive work to focus on decisions",
      ],
    },
    {
      kind: "cards",
      id: "services",
      eyebrow: "Services",
      title: "Six ways we bring AI into your business",
      cards: [
        { icon: "lightbulb", title: "AI Strategy & Readiness", text: "We find the use cases with the best return and check your data is ready for them." },
        { icon: "bot", title: "Chatbots & Assistants", text: "Assistants grounded in your own documents, with sources cited and safe hand-off to people." },
        { icon: "scan-text", title: "Document Processing", text: "Extract data from invoices, KYC documents and contracts straight into your systems." },
        { icon: "eye", title: "Computer Vision", text: "Quality inspection, object counting and safety monitoring from ordinary cameras." },
        { icon: "trending-up", title: "Predictive Analytics", text: "Demand, churn and risk models that plug into your planning and CRM tools." },
        { icon: "workflow", title: "Workflow Automation", text: "AI agents that triage tickets, draft replies and update records with human approval." },
      ],
    },
    {
      kind: "steps",
      id: "process",
      eyebrow: "How we work",
      title: "From idea to production in three steps",
      steps: [
        { title: "Assess", text: "A two-week workshop to map processes, data and risks, ending in a prioritised roadmap." },
        { title: "Prototype", text: "A working proof of concept on your real data, with accuracy and cost measured honestly." },
        { title: "Integrate & Scale", text: "We harden it for production, connect it to your systems and monitor it over time." },
      ],
    },
    {
      kind: "stories",
      id: "success-stories",
      eyebrow: "Success stories",
      title: "Results our clients can measure",
      stories: [
        {
          title: "Invoice processing for a logistics firm",
          sector: "Logistics",
          summary: "An extraction pipeline now reads 3,000 supplier invoices a day and posts them to the ERP for approval.",
          metrics: [
            { value: "80%", label: "less manual entry" },
            { value: "4 hrs", label: "to process a day's invoices, down from 3 days" },
          ],
        },
        {
          title: "Support assistant for an ed-tech platform",
          sector: "Education",
          summary: "A multilingual assistant answers student questions from course material and hands hard cases to tutors.",
          metrics: [
            { value: "65%", label: "of queries resolved instantly" },
            { value: "4.6/5", label: "student satisfaction" },
          ],
        },
        {
          title: "Demand forecasting for a retail chain",
          sector: "Retail",
          summary: "Store-level forecasts feed weekly replenishment across 40 outlets, replacing spreadsheet guesswork.",
          metrics: [
            { value: "22%", label: "lower stock-outs" },
            { value: "15%", label: "less excess inventory" },
          ],
        },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Tools we trust in production",
      technologies: [
        { name: "Python", mark: technologyMarks.python },
        { name: "PyTorch", mark: technologyMarks.pytorch },
        { name: "TensorFlow", mark: technologyMarks.tensorflow },
        { name: "Hugging Face", mark: technologyMarks.huggingFace },
        { name: "LangChain", mark: technologyMarks.langchain },
        { name: "OpenAI" },
        { name: "OpenCV", mark: technologyMarks.opencv },
        { name: "FastAPI", mark: technologyMarks.fastapi },
        { name: "PostgreSQL", mark: technologyMarks.postgresql },
      ],
    },
  ],
  closing: {
    title: "Find out what AI can do for you",
    text: "Book a free 45-minute consultation. We will look at your processes and suggest where AI would pay for itself first.",
    actions: [
      { label: "Book a Consultation", to: "/contact" },
      { label: "See Our Projects", to: "/projects", variant: "secondary" },
    ],
  },
};
