// The messages area's English interface strings (see ../catalogue.ts): direct messages (the chat window, the
// header's Messages menu, the /messages page) and the support assistant. The chat strings the product spec
// quotes in Vietnamese (§2.4, §2.5, §8) are translated here; vi/messages.ts keeps them verbatim.
const messages = {
  // Shared by the chat window, the header menu and /messages.
  "messages.common.newMessage": "New message",
  "messages.common.startConversation": "Start a conversation",
  "messages.common.loadingConversation": "Loading conversation",
  "messages.common.noMessagesYet": "No messages yet",
  "messages.common.unread": "{count} unread",
  "messages.common.deletedUser": "Deleted user",
  "messages.common.conversationsFailed": "Conversations could not be loaded.",
  "messages.common.username": "@{username}",

  "messages.messageButton.label": "Message",

  "messages.composer.placeholder": "Type a message...",
  "messages.composer.label": "Message",
  "messages.composer.send": "Send",

  "messages.list.label": "Messages",
  "messages.list.actions": "Message actions",
  "messages.list.report": "Report",
  "messages.list.typingLabel": "{name} is typing",
  "messages.list.someoneTypingLabel": "Someone is typing",
  "messages.list.typingNamed": "{name} is typing…",
  "messages.list.typing": "Typing…",

  "messages.window.label": "Chat with {name}",
  "messages.window.status": "Active 5 minutes ago",
  "messages.window.options": "Chat options",
  "messages.window.openInMessages": "Open in Messages",
  "messages.window.openChat": "Open chat with {name}",
  "messages.window.newMessageDot": "New message",
  "messages.window.minimize": "Minimize chat",
  "messages.window.close": "Close chat",
  "messages.window.openNewMessage": "Open new message",
  "messages.window.findSomeone": "Find someone to write to",

  "messages.feed.reply": "Reply",

  "messages.menu.name": "Messages",
  "messages.menu.loading": "Loading conversations",
  "messages.menu.empty": "No conversations yet",
  "messages.menu.viewAll": "View all messages",
  "messages.menu.link": "Messages",

  "messages.peopleSearch.placeholder": "Search people by name or username",
  "messages.peopleSearch.label": "Search people",
  "messages.peopleSearch.searching": "Searching",
  "messages.peopleSearch.failed": "Search failed. Try again.",
  "messages.peopleSearch.none": "No people found.",
  "messages.peopleSearch.results": "People",

  "messages.page.conversations": "Conversations",
  "messages.page.heading": "Messages",
  "messages.page.emptyDescription": "Pick a conversation, or start a new one with another writer or reader.",
  "messages.page.noConversations": "No conversations yet.",
  "messages.newMessageDialog.close": "Close",
  "messages.newMessageDialog.failed": "You cannot message this person.",
  "messages.thread.notFound": "Conversation not found",
  "messages.thread.loadFailed": "This conversation could not be loaded",
  "messages.thread.back": "Back to conversations",
  "messages.thread.loadingOlder": "Loading older messages",
  "messages.thread.deleteTitle": "Delete this conversation?",
  "messages.thread.deleteMessage":
    "It disappears from your messages only; the other person keeps their copy.",
  "messages.thread.delete": "Delete conversation",

  // The support assistant (spec §2.5, §8). Its answers are in the language they were asked in, not these.
  "messages.assistant.name": "Customer Support",
  "messages.assistant.tooltip": "Chat with us",
  "messages.assistant.statusActive": "Active now",
  "messages.assistant.statusAnswering": "Replying...",
  "messages.assistant.newChat": "Start a new chat",
  "messages.assistant.greeting": "Hello! How can we help you?",
  "messages.assistant.creating": "Starting a new chat",
  "messages.assistant.sendError": "Sorry, something went wrong. Please try again.",
  "messages.assistant.newChatError": "Something went wrong while starting a new chat. Please try again.",
  "messages.assistant.loadingHistory": "Loading messages",
  "messages.assistant.messages": "Messages",
  "messages.assistant.typing": "Replying",
  "messages.assistant.inputLabel": "Type a message",
  "messages.assistant.inputPlaceholder": "Type a message...",
  "messages.assistant.send": "Send",
  "messages.assistant.close": "Close",
  "messages.assistant.menu": "Options",
  "messages.assistant.hint": "Enter to send · Shift+Enter for a new line",
} as const;

export default messages;
