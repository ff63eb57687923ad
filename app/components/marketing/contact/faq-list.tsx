import { ChevronDown } from "lucide-react";
import type { Faq } from "~/modules/content/collections";
import { EntryText, fieldLang, langMark, useSurroundingLanguage } from "~/components/ui/content-language";

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support and the
 * expanded state come from the browser, and they work before any JavaScript has loaded.
 */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  // A question not yet translated reads in English on a page in another language: it says so.
  const around = useSurroundingLanguage();
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} data-faq="" lang={langMark(faq.language, around)} className="group px-6 py-2">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <EntryText entry={faq} field="question">
              {faq.question}
            </EntryText>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-4 leading-7 text-slate-600" lang={fieldLang(faq, "answer")}>
            {faq.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
