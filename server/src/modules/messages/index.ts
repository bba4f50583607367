// The messages module's public face: direct conversations between people.
export { MessagesService } from "./messages.service";
export { messagesRoutes } from "./messages.routes";
