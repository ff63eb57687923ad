import { technologyMarks } from "~/content/technology-marks";
import type { ServicePageContent } from "./service-page";

export const dataAnalyticsPage: ServicePageContent = {
  slug: "data-analytics",
  metaTitle: "Data Analytics",
  metaDescription:
    "Data pipelines, warehouses, dashboards and predictive models from Vyoma Technologies that turn scattered data into decisions your team can trust.",
  hero: {
    eyebrow: "Data Analytics",
    title: "Turn scattered data into decisions you can trust",
    intro:
      "We bring your sales, operations and customer data together, keep it clean and up to date, and put the answers in dashboards your team actually opens.",
    actions: [{ label: "Get Started", to: "/contact" }],
    highlights: ["One source of truth", "Dashboards in weeks", "Self-service reporting"],
  },
  sections: [
    {
      kind: "cards",
      id: "services",
      eyebrow: "Services",
      title: "Six ways we make your data useful",
      cards: [
        { icon: "compass", title: "Data Strategy", text: "We map your data sources and decisions, then plan the platform that connects them." },
        { icon: "workflow", title: "Data Engineering", text: "Reliable pipelines that collect data from apps, spreadsheets and APIs on a schedule." },
        { icon: "database", title: "Data Warehousing", text: "A modern warehouse that keeps history and answers questions in seconds." },
        { icon: "layout-dashboard", title: "BI Dashboards", text: "Clear dashboards for leadership, sales and operations, on desktop and phone." },
        { icon: "trending-up", title: "Predictive Analytics", text: "Forecasts and scores for demand, churn and risk, explained in plain language." },
        { icon: "shield-check", title: "Data Governance", text: "Quality checks, access control and definitions so every team trusts the same numbers." },
      ],
    },
    {
      kind: "checklist",
      id: "benefits",
      eyebrow: "Benefits",
      title: "What changes when your data works for you",
      items: [
        "Reports that used to take days are ready every morning, automatically",
        "Every team works from the same definitions and the same numbers",
        "Spot trends and problems early, while there is still time to act",
        "Managers answer their own questions without waiting for an analyst",
        "Sensitive data is protected, with access granted by role",
        "A platform that grows with you, from one database to dozens of sources",
      ],
      aside: [
        { value: "10x", label: "faster month-end reporting" },
        { value: "40+", label: "data sources connected for clients" },
      ],
    },
    {
      kind: "technologies",
      id: "technologies",
      eyebrow: "Technologies",
      title: "Tools we build with",
      technologies: [
        { name: "Python", mark: technologyMarks.python },
        { name: "Apache Spark", mark: technologyMarks.spark },
        { name: "Apache Airflow", mark: technologyMarks.airflow },
        { name: "Apache Kafka", mark: technologyMarks.kafka },
        { name: "Snowflake", mark: technologyMarks.snowflake },
        { name: "PostgreSQL", mark: technologyMarks.postgresql },
        { name: "DuckDB", mark: technologyMarks.duckdb },
        { name: "Metabase", mark: technologyMarks.metabase },
        { name: "Power BI" },
      ],
    },
  ],
  closing: {
    title: "Make your next decision with data",
    text: "Tell us which questions you struggle to answer today. We will show you how quickly a first dashboard can answer them.",
    actions: [{ label: "Get Started", to: "/contact" }],
  },
};
