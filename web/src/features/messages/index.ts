// The public face of direct messages: the floating window (its dock and the 'Message' button), the header's
// Messages menu, the feed that brings arriving messages in (loaded with the session), and the thread pieces
// and people search the /messages page reuses.
export { MessagesFeed } from "./LazyMessagesFeed";
export { MessageButton } from "./MessageButton";
export { MessageComposer } from "./MessageComposer";
export { MessageList } from "./MessageList";
export { MessagesDock } from "./MessagesDock";
export { MessagesLink, MessagesMenu, UnreadMessagesDot } from "./MessagesMenu";
export { PeopleSearch } from "./PeopleSearch";
export { formatMessageTime, isValidMessage, mergeMessages } from "./messageRules";
export { useMarkReadWhileShown } from "./useMarkReadWhileShown";
export { useMessageThread } from "./useMessageThread";
