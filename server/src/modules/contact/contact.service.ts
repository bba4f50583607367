// Messages sent through the contact page: stored, mailed to SUPPORT_EMAIL (reply-to the sender) after the
// answer, and read and marked handled by administrators in the console.
import type { ContactBody, ContactMessagesQuery, ContactReceipt } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
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

  /** Anyone may write; a signed-in sender is remembered with the message. */
  async send(senderId: number | undefined, body: ContactBody): Promise<ContactReceipt> {
    const sender = senderId === undefined ? undefined : await this.users.byId(senderId);
    const subject = subjectOf(body.subject, body.name);
    const row = await repo.insertMessage(this.db, {
      userId: sender?.id ?? null,
      name: body.name,
      email: body.email,
      subject,
      message: body.message,
    });
    const { SUPPORT_EMAIL, PUBLIC_URL } = this.ctx.config;
    const mail = contactMail(
      SUPPORT_EMAIL,
      { ...body, id: row.id, subject, ...(sender ? { username: sender.username } : {}) },
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
