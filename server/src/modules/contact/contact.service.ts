// Messages sent through the contact page: stored with the language the sender wrote from, mailed to
// SUPPORT_EMAIL (reply-to the sender) after the answer, and read and marked handled by administrators in the
// console.
import type { ContactBody, ContactMessagesQuery, ContactReceipt, Language } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import { mailTextsFor } from "../../platform/mail-texts";
import type { UsersService } from "../users";
import { contactMail } from "./contact.mails";
import { assertMayReadContactMessages, subjectOf } from "./contact.policy";
import { presentContactMessage } from "./contact.presenter";
import * as repo from "./contact.repository";

export class ContactService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /**
   * Anyone may write; a signed-in sender is remembered with the message. Its language (the answer's) is the
   * sender's own choice, else the one their browser asked for (`client.language`, null when it named none).
   */
  async send(
    senderId: number | undefined,
    body: ContactBody,
    client: { language: Language | null },
  ): Promise<ContactReceipt> {
    const sender = senderId === undefined ? undefined : await this.users.byId(senderId);
    const subject = subjectOf(body.subject, body.name);
    const row = await repo.insertMessage(this.db, {
      userId: sender?.id ?? null,
      name: body.name,
      email: body.email,
      subject,
      message: body.message,
      language: sender?.language ?? client.language,
    });
    const { SUPPORT_EMAIL, PUBLIC_URL } = this.ctx.config;
    // The support address's own member (an administrator's) reads it in their language.
    const support = await this.users.byEmail(SUPPORT_EMAIL.toLowerCase());
    const mail = contactMail(
      SUPPORT_EMAIL,
      mailTextsFor(this.ctx.site.current(), { member: support }),
      {
        ...body,
        id: row.id,
        subject,
        language: row.language,
        ...(sender ? { username: sender.username } : {}),
      },
      `${PUBLIC_URL}/admin/contact`,
    );
    // Stored first: a failing mail server does not lose the message, admins still read it in the console.
    this.ctx.events.background("contact mail", () => this.ctx.mailer.send(mail));
    return { id: row.id, createdAt: row.createdAt.toISOString() };
  }

  async list(actorId: number, query: ContactMessagesQuery) {
    assertMayReadContactMessages(await this.users.byId(actorId));
    const { rows, total } = await repo.messagesPage(this.db, query.status, query);
    return { items: rows.map(presentContactMessage), total };
  }

  async markHandled(actorId: number, id: number) {
    assertMayReadContactMessages(await this.users.byId(actorId));
    const row = await repo.markHandled(this.db, id);
    if (!row) throw notFound("Contact message", "CONTACT_MESSAGE_NOT_FOUND");
    return presentContactMessage(row);
  }
}
