import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";

export const cloudSolutionsPage: ServicePageContent = {
  slug: "cloud-solutions",
  metaTitle: "Cloud Solutions",
  metaDescription:
    "Cloud migration, cloud-native architecture, DevOps, Kubernetes, cost optimisation and security from Vyoma Technologies, on AWS, Azure and Google Cloud.",
  hero: {
    eyebrow: "Cloud Solutions",
    title: "Cloud infrastructure that scales up and costs less",
    intro:
      "We move applications to the cloud, modernise them and run them reliably, so your systems stay fast during peaks and your bill stays predictable the rest of the time.",
    actions: [{ label: "Get Started", to: "/contact" }],
    highlights: ["AWS, Azure and Google Cloud", "Infrastructure as code", "24/7 monitoring"],
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      eyebrow: "Services",
      title: "Six ways we help you in the cloud",
      cards: [
        { icon: "cloud", title: "Cloud Migration", text: "Assessment, planning and a phased move from on-premise servers with no surprise downtime." },
        { icon: "boxes", title: "Cloud-Native Architecture", text: "Services designed to scale on demand using managed databases, queues and serverless functions." },
        { icon: "workflow", title: "DevOps & CI/CD", text: "Automated build, test and deploy pipelines so releases become routine, not risky." },
        { icon: "server", title: "Kubernetes & Containers", text: "Containerised workloads on managed Kubernetes, with autoscaling and zero-downtime deploys." },
        { icon: "wallet", title: "Cost Optimisation", text: "Right-sizing, reserved capacity and clean-up that typically cut monthly bills by 25-40%." },
        { icon: "shield-check", title: "Security & Compliance", text: "Identity, encryption, backups and audit trails configured to industry benchmarks." },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      eyebrow: "Benefits",
      title: "Why move to the cloud with us",
      items: [
        "Pay for the capacity you use, not for servers sitting idle",
        "Scale automatically for sales, launches and seasonal peaks",
        "Recover from failures in minutes with tested backups and multi-zone designs",
        "Ship features faster with automated pipelines and repeatable environments",
        "Know exactly what you spend, with budgets and alerts per team",
        "A single partner for architecture, migration and day-to-day operations",
      ],
      aside: [
        { value: "99.95%", label: "average uptime across managed workloads" },
        { value: "32%", label: "average saving on monthly cloud bills" },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Platforms",
      title: "Platforms and tools we use",
      technologies: [
        { name: "Amazon Web Services" },
        { name: "Microsoft Azure" },
        { name: "Google Cloud", mark: technologyMarks.googleCloud },
        { name: "Kubernetes", mark: technologyMarks.kubernetes },
        { name: "Docker", mark: technologyMarks.docker },
        { name: "Terraform", mark: technologyMarks.terraform },
        { name: "GitHub Actions", mark: technologyMarks.githubActions },
        { name: "Prometheus", mark: technologyMarks.prometheus },
        { name: "Grafana", mark: technologyMarks.grafana },
      ],
    },
  ],
  closing: {
    title: "Get more from the cloud",
    text: "Start with a free cloud review: we look at your current set-up and show where you can save money and reduce risk.",
    actions: [{ label: "Get Started", to: "/contact" }],
  },
};
