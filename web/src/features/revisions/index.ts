// The public face of revisions: the history panel of the editor (a post's versions, a comparison with the
// text being written, and restoring one).
export { HistoryPanel, type HistoryPanelProps } from "./HistoryPanel";
