// The public face of the support assistant: the floating bubble and window (mounted once in the root
// layout) and where it shows, which the messages dock keeps clear of. The window itself stays private so
// it keeps loading lazily.
export { AssistantDock } from "./AssistantDock";
export { ASSISTANT_PATHS, isAssistantPath } from "./visibility";
