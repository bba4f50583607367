// The site's own settings (GET /api/v1/site, PUT /api/v1/admin/site): its name, look, default language,
// navigation and who may join and publish. Everything that names the site reads them.
import "./zod-config";
import { z } from "zod";
import { LANGUAGES, type Language } from "./languages";
import { UPLOAD_PATH, URL_MAX } from "./limits";
import { slugify } from "./text";

export const SITE_TITLE_MAX = 60;
export const SITE_DESCRIPTION_MAX = 200;
export const NAVIGATION_MAX = 12;
export const NAVIGATION_LABEL_MAX = 40;
export const REGISTRATION_MODES = ["open", "invite"] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];
export const PUBLISHING_MODES = ["everyone", "authors"] as const;
export type PublishingMode = (typeof PUBLISHING_MODES)[number];

export interface NavigationItem {
  label: string;
  /** A path of the site ("/topics") or an http(s) address. */
  url: string;
}

export interface SiteSettings {
  title: string;
  /** Empty: the interface's own description of the site, in the reader's language. */
  description: string;
  logoUrl: string | null;
  iconUrl: string | null;
  /** `#rrggbb`. */
  accentColor: string;
  /** The interface language of a visitor who asked for none. */
  defaultLanguage: Language;
  /** The owner's links after the header's own (Home, Topics). */
  navigation: NavigationItem[];
  /** The owner's links after the footer's own. */
  footerNavigation: NavigationItem[];
  registration: RegistrationMode;
  publishing: PublishingMode;
  /** "Powered by Inkwell" in the footer. */
  poweredBy: boolean;
}

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  title: "Inkwell",
  description: "",
  logoUrl: null,
  iconUrl: null,
  accentColor: "#4f46e5",
  defaultLanguage: "en",
  navigation: [],
  footerNavigation: [],
  registration: "open",
  publishing: "everyone",
  poweredBy: true,
};

/** How the names of files exported from the site start: its title as a slug ("site" when none is left of it). */
export const siteFileStem = (site: Pick<SiteSettings, "title">) => slugify(site.title, 40) || "site";

/** A site path ("/about", not "//host") or an absolute http(s) address; nothing a browser would run. */
export function isNavigationUrl(url: string): boolean {
  if (url.length > URL_MAX || /[\s\\]/.test(url) || [...url].some((c) => c < " ")) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  return /^https?:\/\/[^/?#]+/i.test(url);
}

const navigation = (field: string) =>
  z
    .array(
      z.object({
        label: z
          .string({ error: "A link's label must be text" })
          .trim()
          .min(1, "A link needs a label")
          .max(NAVIGATION_LABEL_MAX, `A link's label is at most ${NAVIGATION_LABEL_MAX} characters`),
        url: z
          .string({ error: "A link's address must be text" })
          .trim()
          .refine(
            isNavigationUrl,
            "A link goes to a path of the site (starting with /) or an http(s) address",
          ),
      }),
      { error: `${field} must be a list of links` },
    )
    .max(NAVIGATION_MAX, `At most ${NAVIGATION_MAX} links`);

const uploadedImage = z
  .string({ error: "Must be an uploaded image or null" })
  .refine((url) => UPLOAD_PATH.test(url), "Must be an image uploaded to the site, or null")
  .nullable();

/** PUT /admin/site: any subset of the settings; what is left out keeps its value. */
export const siteSettingsBody = z
  .object({
    title: z
      .string({ error: "The title must be text" })
      .trim()
      .min(1, "The site needs a title")
      .max(SITE_TITLE_MAX, `The title is at most ${SITE_TITLE_MAX} characters`),
    description: z
      .string({ error: "The description must be text" })
      .trim()
      .max(SITE_DESCRIPTION_MAX, `The description is at most ${SITE_DESCRIPTION_MAX} characters`),
    logoUrl: uploadedImage,
    iconUrl: uploadedImage,
    accentColor: z
      .string({ error: "The accent colour must be text" })
      .regex(/^#[0-9a-f]{6}$/i, "The accent colour is a hex colour like #4f46e5")
      .transform((colour) => colour.toLowerCase()),
    defaultLanguage: z.enum(LANGUAGES, { error: 'defaultLanguage must be "vi" or "en"' }),
    navigation: navigation("navigation"),
    footerNavigation: navigation("footerNavigation"),
    registration: z.enum(REGISTRATION_MODES, { error: 'registration must be "open" or "invite"' }),
    publishing: z.enum(PUBLISHING_MODES, { error: 'publishing must be "everyone" or "authors"' }),
    poweredBy: z.boolean({ error: "poweredBy must be true or false" }),
  })
  .partial();
export type SiteSettingsBody = z.infer<typeof siteSettingsBody>;
