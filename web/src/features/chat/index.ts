export { ChatDock } from "./ChatDock";
export { ChatWindow } from "./ChatWindow";
export { chatWindow, useChatWindow, type ChatState, type ChatStatus, type ChatUser } from "./chatStore";
export { MessageButton } from "./MessageButton";
export { MessageComposer } from "./MessageComposer";
export { MessageList } from "./MessageList";
export { formatMessageTime, isValidMessage, mergeMessages } from "./messageRules";
export { useThread } from "./useThread";
