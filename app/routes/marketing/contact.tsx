import { ContactPanel } from "~/components/marketing/contact/contact-panel";
import { FaqList } from "~/components/marketing/contact/faq-list";
import { OfficeMap } from "~/components/marketing/contact/office-map";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { contactPage } from "~/content/contact";
import { contactFaqs } from "~/content/faqs";
import { site } from "~/content/site";
import { routeMeta } from "~/modules/seo/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, {
    title: "Contact Us",
    description: `Tell us about your project. Call, email or visit our office in ${site.address.city}; we reply within one working day.`,
  });

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title={contactPage.title}>
        {contactPage.intro}
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 className="sr-only">Get in touch</h2>
        <ContactPanel
          form={
            // The contact form is built in its own issue and mounts here; the slot hides itself while empty.
            <div id="contact-form-slot" className="empty:hidden lg:flex-[3]">
              {/* <ContactForm variant="subject" /> */}
            </div>
          }
        />
      </div>
      <Section id="visit" labelledBy="visit-title">
        <SectionHeading id="visit-title" eyebrow="Visit us" title="Our office" intro={`Drop by during office hours, ${site.hours}. Please call ahead so the right person is there to meet you.`} />
        <div className="mt-12">
          <OfficeMap />
        </div>
      </Section>
      <Section id="faq" labelledBy="faq-title" tone="muted">
        <SectionHeading id="faq-title" eyebrow="FAQ" title={contactPage.faqTitle} />
        <FaqList faqs={contactFaqs} />
      </Section>
    </>
  );
}
