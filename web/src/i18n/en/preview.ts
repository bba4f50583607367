// Draft previews' English interface strings (see ../catalogue.ts): sharing a draft from the editor, and the
// page its link opens.
const messages = {
  "preview.share.open": "Share preview",
  "preview.share.title": "Share a preview",
  "preview.share.description":
    "Anyone with this link can read the draft as last saved, until it expires or you revoke it. They cannot edit, comment or see your other drafts.",
  "preview.share.making": "Making the link…",
  "preview.share.link": "Preview link",
  "preview.share.copy": "Copy",
  "preview.share.copied": "Copied",
  "preview.share.revoke": "Revoke",
  "preview.share.expires": "Expires {when}",
  "preview.share.revoked": "The link is revoked: it no longer opens the draft.",
  "preview.share.makeNew": "Make a new link",
  "preview.share.failed": "The link could not be made. Try again.",
  "preview.share.close": "Close",
  "preview.page.badge": "Draft preview",
  "preview.page.note":
    "This is a preview of unpublished writing, shared by its author. It may change before it is published. This link works until {when}.",
  "preview.page.title": "Draft preview: {title}",
  "preview.page.untitled": "Untitled draft",
} as const;

export default messages;
