// Choosing the interface language: the switch in the footer and the user menu, and a signed-in member's
// preference kept in step with the page's language.
export { LanguageSwitch } from "./LanguageSwitch";
export { useMemberLanguage } from "./useMemberLanguage";
