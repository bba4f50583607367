// Every interface string comes from the message catalogues (web/src/i18n): lint fails on literal text in JSX,
// in the DOM's text attributes and in our components' text props.
import formatjs from "eslint-plugin-formatjs";

/** Our components' props that carry text a reader sees. */
const TEXT_PROPS =
  "{label,title,description,placeholder,emptyDescription,emptyTitle,emptyText,subtitle,eyebrow,submitLabel,confirmLabel,actionLabel,message,hint,tooltip,legend,heading,alt}";

/** Screens whose strings are still being moved into the catalogues. */
const UNTRANSLATED = [
  "web/src/features/posts/**",
  "web/src/features/reading/**",
  "web/src/pages/Home/**",
  "web/src/pages/BlogDetail/**",
];

export const translations = [
  // Known for every file, so a screen being translated can be checked with --rule before it leaves the list.
  { files: ["web/src/**/*.tsx"], plugins: { formatjs } },
  {
    files: ["web/src/**/*.tsx"],
    ignores: ["web/src/**/*.{test,fixtures}.tsx", "web/src/test/**", ...UNTRANSLATED],
    rules: { "formatjs/no-literal-string-in-jsx": ["error", { props: { include: [["*", TEXT_PROPS]] } }] },
  },
];
