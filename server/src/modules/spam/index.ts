// The spam module's public face: the checks comments, messages and posts go through before they are stored,
// and the blocklist the admin console edits.
export { SpamGuard } from "./spam.service";
