import { siFacebook, siInstagram, siX } from "simple-icons";
import { StaticMarkup } from "~/components/layout/static-markup";
import type { SocialLink } from "~/content/site";

// simple-icons no longer ships LinkedIn's mark, so a plain "in" glyph stands in for it.
const LINKEDIN_PATH =
  "M4.98 3.5C4.98 4.88 3.87 6 2.5 6S0 4.88 0 3.5 1.12 1 2.5 1s2.48 1.12 2.48 2.5zM.22 8h4.56v14H.22V8zm7.5 0h4.37v1.92h.06c.61-1.15 2.1-2.37 4.32-2.37 4.62 0 5.47 3.04 5.47 6.99V22h-4.56v-6.6c0-1.57-.03-3.6-2.2-3.6-2.2 0-2.54 1.72-2.54 3.49V22H7.72V8z";

const paths: Record<SocialLink["network"], string> = {
  instagram: siInstagram.path,
  facebook: siFacebook.path,
  x: siX.path,
  linkedin: LINKEDIN_PATH,
};

const symbolId = (network: SocialLink["network"]) => `social-icon-${network}`;

/**
 * Each network's mark once per document, as <symbol>s that SocialIcon points at. The marks are large (Instagram's
 * is 2 KB) and the home and team pages show one per person: drawn in place, they were a fifth of the home page.
 * The root layout renders this once, as static markup (rendered once per process on the server).
 */
export function SocialIconSprite() {
  return (
    <StaticMarkup as="svg" aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden" cacheKey="social-icon-sprite">
      <>
        {Object.entries(paths).map(([network, path]) => (
          <symbol key={network} id={symbolId(network as SocialLink["network"])} viewBox="0 0 24 24">
            <path d={path} />
          </symbol>
        ))}
      </>
    </StaticMarkup>
  );
}

export function SocialIcon({ network, className = "size-5" }: { network: SocialLink["network"]; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={`#${symbolId(network)}`} />
    </svg>
  );
}
