import { ContactForm } from "~/components/contact/contact-form";
import { Section, SectionHeading } from "~/components/ui/section";
import { homeContact } from "~/content/home";
import { ContactPanel } from "../contact/contact-panel";

/** The home page's contact section: how to reach us, and the enquiry form (its "service" variant). */
export function HomeContact() {
  return (
    <Section id="contact" labelledBy="home-contact-title">
      <SectionHeading id="home-contact-title" eyebrow={homeContact.eyebrow} title={homeContact.title} intro={homeContact.text} />
      <ContactPanel
        form={
          <ContactForm variant="service" />
        }
      />
    </Section>
  );
}
