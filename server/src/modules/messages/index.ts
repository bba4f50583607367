// The messages module's public face: direct conversations between people.
export { MessagesService } from "./messages.service";
export { mayJoinConversationChannel, messageReadBy } from "./messages.policy";
export { presentMessage } from "./messages.presenter";
export type { SentMessage } from "./messages.presenter";
export { messagesRoutes } from "./messages.routes";
