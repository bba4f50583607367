// A profile's links (website, Twitter, GitHub, LinkedIn) as the profile page and the author card list them:
// handles become https addresses, anything that is not http(s) is dropped.
import type { Profile } from "@inkwell/contract";
import { useIntl } from "react-intl";

type LinkKind = "website" | "twitter" | "github" | "linkedin";

/** The sites' own names, not translated; a website is named in the reader's language. */
const SITE_NAMES: Record<Exclude<LinkKind, "website">, string> = {
  twitter: "Twitter",
  github: "GitHub",
  linkedin: "LinkedIn",
};

/** A social handle or URL as an https link; anything that is not http(s) is dropped. */
function socialUrl(kind: LinkKind, value: string | undefined | null): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  const handle = v.replace(/^@/, "");
  switch (kind) {
    case "twitter":
      return `https://x.com/${encodeURIComponent(handle)}`;
    case "github":
      return `https://github.com/${encodeURIComponent(handle)}`;
    case "linkedin":
      return `https://www.linkedin.com/in/${encodeURIComponent(handle)}`;
    case "website":
      return `https://${v}`;
  }
}

const valueOf = (profile: Pick<Profile, "website" | "socials">, kind: LinkKind) =>
  kind === "website" ? profile.website : profile.socials?.[kind];

interface ProfileLinksProps {
  profile: Pick<Profile, "website" | "socials"> | undefined;
  /** Which links, in what order. */
  order: readonly LinkKind[];
  className?: string;
  "aria-label"?: string;
}

/** The list of a profile's links, or nothing when it has none. */
export function ProfileLinks({ profile, order, className, "aria-label": label }: ProfileLinksProps) {
  const intl = useIntl();
  const links = profile
    ? order
        .map((kind) => [kind, socialUrl(kind, valueOf(profile, kind))] as const)
        .filter((entry): entry is readonly [LinkKind, string] => Boolean(entry[1]))
    : [];
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {links.map(([kind, url]) => (
        <li key={kind}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {kind === "website"
              ? intl.formatMessage({ id: "people.profileLinks.website" })
              : SITE_NAMES[kind]}
          </a>
        </li>
      ))}
    </ul>
  );
}
