// The public face of direct messages: the floating window (its dock, the store that opens it and the
// 'Message' button) and the thread pieces the /messages page reuses.
export { MessageButton } from "./MessageButton";
export { MessageComposer } from "./MessageComposer";
export { MessageList } from "./MessageList";
export { MessagesDock } from "./MessagesDock";
export {
  messagesWindow,
  useMessagesWindow,
  type MessageRecipient,
  type MessagesWindowState,
  type MessagesWindowStatus,
} from "./messagesWindowStore";
export { formatMessageTime, isValidMessage, mergeMessages } from "./messageRules";
export { useMessageThread } from "./useMessageThread";
