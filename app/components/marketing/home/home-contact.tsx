import { ContactForm } from "~/components/contact/contact-form";
import { Section, SectionHeading } from "~/components/ui/section";
import { homeContact } from "~/content/home";
import { ContactPanel } from "../contact/contact-panel";
import { useLocale } from "~/components/layout/use-locale";

/** The home page's contact section: how to reach us, and the enquiry form (its "service" variant). */
export function HomeContact() {
  const copy = homeContact[useLocale().locale];
  return (
    <Section id="contact" labelledBy="home-contact-title">
      <SectionHeading id="home-contact-title" eyebrow={copy.eyebrow} title={copy.title} intro={copy.text} />
      <ContactPanel
        form={
          <ContactForm variant="service" />
        }
      />
    </Section>
  );
}
