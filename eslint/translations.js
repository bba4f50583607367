// Every interface string comes from the message catalogues (web/src/i18n): lint fails on literal text in JSX,
// in the DOM's text attributes and in our components' text props.
import formatjs from "eslint-plugin-formatjs";

/** Our components' props that carry text a reader sees. */
const TEXT_PROPS =
  "{label,title,description,placeholder,emptyDescription,emptyTitle,emptyText,subtitle,eyebrow,submitLabel,confirmLabel,actionLabel,message,hint,tooltip,legend,heading,alt}";

export const translations = [
  {
    files: ["web/src/**/*.tsx"],
    plugins: { formatjs },
    ignores: ["web/src/**/*.{test,fixtures}.tsx", "web/src/test/**"],
    rules: { "formatjs/no-literal-string-in-jsx": ["error", { props: { include: [["*", TEXT_PROPS]] } }] },
  },
];
