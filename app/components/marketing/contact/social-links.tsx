import { SocialIcon } from "~/components/brand/social-icon";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { useLocale } from "~/components/layout/use-locale";

/** The company's social profiles as round icon links, each in a new tab. */
export function SocialLinks({ label = "Follow us" }: { label?: string }) {
  const site = useSiteSettings();
  const { t } = useLocale();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {site.socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition-colors hover:bg-brand-600 hover:text-white"
          >
            <SocialIcon network={social.network} />
            <span className="sr-only">{`${social.label} ${t.footer.opensInNewTab}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
