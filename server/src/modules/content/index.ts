// The content module's face: the one content model of post bodies (what HTML a body may hold, its plain text
// and search text) that the editor's posts, imports, mails and exports all follow, and the way a body is
// prepared off the request thread when it is long.
export {
  htmlToText,
  nestsDeeperThan,
  prepareBody,
  sanitizePostHtml,
  SEARCH_TEXT_MAX,
  wordsIn,
} from "./content.html";
export type { PreparedBody } from "./content.html";
export { writtenLanguage } from "./content.language";
export { preparedBody } from "./content.prepare";
export { BODY_FORMAT } from "./content.reading";
