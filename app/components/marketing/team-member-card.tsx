import { SocialIcon } from "~/components/brand/social-icon";
import { ImagePlaceholder } from "~/components/ui/image-placeholder";
import { riseIn } from "~/components/ui/rise-in";
import type { Messages } from "~/i18n/messages";
import { teamRoleName, type TeamMember } from "~/modules/content/collections";
import { fieldLang, useEntryLanguage } from "~/components/ui/content-language";

/** A person: portrait (or its placeholder), name, role, focus, bio and their social links in new tabs. */
export function TeamMemberCard({ member, index, headingLevel = 3 }: { member: TeamMember; index: number; headingLevel?: 2 | 3 }) {
  const motion = riseIn(index);
  // A person not yet translated reads in English on a page in another language: the card says so, and its own
  // words (the placeholder, the role, the links' names) read in the person's language with it (decision 0061).
  const { lang, t } = useEntryLanguage(member.language);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li
      data-team-member=""
      lang={lang}
      className={`flex w-full flex-col rounded-2xl sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)] border border-slate-200 bg-white p-5 shadow-sm ${motion.className}`}
      style={motion.style}
    >
      {/* Portrait beside the name on phones (shorter page), above it from the sm breakpoint. */}
      <div className="flex items-center gap-4 sm:flex-col sm:items-stretch">
        {member.photo ? (
          <img
            src={member.photo.src}
            alt={member.photo.alt}
            width={member.photo.width}
            height={member.photo.height}
            loading="lazy"
            className="size-24 shrink-0 rounded-xl object-cover sm:aspect-square sm:size-auto sm:w-full"
          />
        ) : (
          <ImagePlaceholder text={t.teamCard.imageComingSoon} className="size-24 shrink-0 sm:aspect-square sm:size-auto sm:w-full" />
        )}
        <div className="sm:mt-4">
          <Heading className="text-lg font-semibold" lang={fieldLang(member, "name")}>
            {member.name}
          </Heading>
          <p className="text-sm font-semibold text-brand-700">{teamRoleName(t, member.role)}</p>
          <p className="text-sm text-slate-600" lang={fieldLang(member, "focus")}>
            {member.focus}
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-600" lang={fieldLang(member, "bio")}>
        {member.bio}
      </p>
      {member.social.length > 0 ? (
      <ul className="mt-4 flex gap-2" aria-label={t.teamCard.socialLinks(member.name)}>
        {member.social.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={link.network}
              className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 hover:bg-brand-600 hover:text-white"
            >
              <SocialIcon network={link.network} className="size-4" />
              <span className="sr-only">{`${t.teamCard.onNetwork(member.name, link.label)} ${t.footer.opensInNewTab}`}</span>
            </a>
          </li>
        ))}
      </ul>
      ) : null}
    </li>
  );
}

/**
 * Rows of four that centre a short last row (seven people: four, then three). `labelledBy`: the id of a name given
 * elsewhere on the page.
 */
export function TeamGrid({ children, label, labelledBy }: { children: React.ReactNode; label?: string; labelledBy?: string }) {
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className="mt-12 flex flex-wrap justify-center gap-6">
      {children}
    </ul>
  );
}
