// The English strings of a post's history in the editor (see ../catalogue.ts).
const messages = {
  "revisions.open": "History",
  "revisions.title": "History",
  "revisions.description": "Earlier versions of this post. Pick one to compare it with your current text.",
  "revisions.close": "Close",
  "revisions.loading": "Loading the history…",
  "revisions.loadFailed": "The history could not be loaded.",
  "revisions.empty": "No earlier versions yet. Versions are kept as you save.",
  "revisions.list": "Versions",
  "revisions.reason.autosave": "Autosave",
  "revisions.reason.update": "Update",
  "revisions.reason.publish": "Published",
  "revisions.reason.restore": "Before a restore",
  "revisions.item": "{reason} · {count, plural, one {# word} other {# words}}",
  "revisions.thisVersion": "This version",
  "revisions.current": "Current text",
  "revisions.untitled": "Untitled",
  "revisions.same": "This version is the same as your current text.",
  "revisions.tooDifferent": "These versions differ too much to mark the changes word by word.",
  "revisions.changes":
    "{added, plural, one {# word added} other {# words added}}, {removed, plural, one {# word removed} other {# words removed}}",
  "revisions.added": "added",
  "revisions.removed": "removed",
  "revisions.restore": "Restore this version",
  "revisions.confirmRestore":
    "Replace your current text with this version? What you have now is kept in the history.",
  "revisions.cancel": "Cancel",
  "revisions.confirm": "Restore",
  "revisions.restoreFailed": "The version could not be restored. Please try again.",
} as const;

export default messages;
