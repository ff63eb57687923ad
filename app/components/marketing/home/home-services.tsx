import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useSurroundingLanguage } from "~/components/ui/content-language";
import { Icon } from "~/components/ui/icon";
import { messagesFor } from "~/i18n/messages";
import { riseIn } from "~/components/ui/rise-in";
import type { IconName } from "~/content/icon-names";

/** Service cards (the home page's `serviceCards` block, decision 0054); each Learn more goes to its page. */
export function ServiceCardList({ cards }: { cards: Array<{ icon: IconName; title: string; text: string; to: string }> }) {
  // The link's words in the language of the section (English where the block is not translated yet).
  const t = messagesFor(useSurroundingLanguage());
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => {
        const motion = riseIn(index);
        return (
          <li
            key={index}
            data-service-card=""
            className={`group flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md ${motion.className}`}
            style={motion.style}
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{card.text}</p>
            <Link to={card.to} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900">
              {t.serviceCard.learnMore}
              <span className="sr-only">{t.serviceCard.learnMoreAbout(card.title)}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
