// Contact messages as the admin console reads them.
import type { ContactMessage } from "@inkwell/contract";
import type { ContactMessageWithSender } from "./contact.repository";

export function presentContactMessage({ message, username }: ContactMessageWithSender): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    username: username ?? null,
    handledAt: message.handledAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
