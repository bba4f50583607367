// The common area's English interface strings (see ../catalogue.ts): the app's frame (header, footer, menus,
// errors) and the components every screen shares.
const messages = {
  "common.error.network": "Unable to reach the server. Check your connection and try again.",
  "common.error.serverTrouble": "The server is having trouble right now. Please try again in a moment.",
  "common.error.unknown": "Something went wrong. Please try again.",
  "common.error.aborted": "The request was cancelled.",
  "common.error.signIn": "Please sign in to continue.",
  "common.justNow": "just now",
  "common.language": "Language",
} as const;

export default messages;
