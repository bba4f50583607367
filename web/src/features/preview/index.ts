// Draft previews in the editor: sharing a read-only link to a post's current draft.
export { SharePreview } from "./SharePreview";
