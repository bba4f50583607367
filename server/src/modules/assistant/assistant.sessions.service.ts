// A visitor's conversations with the assistant: creating, continuing, listing, renaming and deleting them,
// and their history, each through the session-ownership policy (assistant.policy.ts).
import { randomBytes } from "node:crypto";
import type { ChatConversation, ChatHistoryItem, ChatMetadata } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound, unauthorized } from "../../platform/errors";
import { mayUseSession } from "./assistant.policy";
import type { Viewer } from "./assistant.policy";
import * as repo from "./assistant.repository";

/** The question and answer before this one, what a follow-up ("more?", "in English") refers to. */
export interface Turn<M> {
  question: string;
  metadata: M | null;
}

function newSessionId() {
  return randomBytes(16).toString("base64url");
}

export class AssistantSessions {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async sessionStats(id: string, header: string | undefined, viewer: Viewer | null) {
    await this.owned(id, header, viewer);
    const { agents, messages } = await repo.statistics(this.db, id);
    return {
      sessionId: id,
      messages,
      agents: Object.fromEntries(agents.map((a) => [a.agent ?? "unknown", a.replies])),
    };
  }

  async createSession(viewer: Viewer | null) {
    if (viewer) await repo.deactivateUserSessions(this.db, viewer.userId);
    const session = await repo.createSession(this.db, newSessionId(), viewer?.userId ?? null);
    return { sessionId: session.id };
  }

  /** Starts over: the current session becomes inactive, a new empty one is returned. */
  async newConversation(header: string | undefined, viewer: Viewer | null) {
    const current = header ? await repo.findSession(this.db, header) : undefined;
    if (current && mayUseSession(current, header, viewer))
      await repo.updateSession(this.db, current.id, { isActive: false });
    return this.createSession(viewer);
  }

  async activeConversation(header: string | undefined, viewer: Viewer | null) {
    let session = header ? await repo.findSession(this.db, header) : undefined;
    if (session && !mayUseSession(session, header, viewer)) session = undefined;
    if (!session && viewer) {
      const [latest] = await repo.listSessions(
        this.db,
        { userId: viewer.userId },
        { activeOnly: true },
        { limit: 1, offset: 0 },
      );
      session = latest?.session;
    }
    if (!session) return null;
    return {
      sessionId: session.id,
      title: session.title ?? "",
      isActive: session.isActive,
      history: await this.history(session.id, session.id, viewer),
    };
  }

  async conversations(
    header: string | undefined,
    viewer: Viewer | null,
    query: { limit: number; offset: number; includeInactive: boolean },
  ): Promise<ChatConversation[]> {
    const owner = viewer ? { userId: viewer.userId } : header ? { sessionId: header } : undefined;
    if (!owner) return [];
    const rows = await repo.listSessions(this.db, owner, { activeOnly: !query.includeInactive }, query);
    return rows
      .filter((r) => mayUseSession(r.session, header, viewer))
      .map((r) => ({
        sessionId: r.session.id,
        title: r.session.title ?? "",
        isActive: r.session.isActive,
        lastMessage: r.lastMessage,
        lastMessageAt: r.lastMessageAt ? new Date(r.lastMessageAt).toISOString() : null,
        messageCount: r.messageCount,
        createdAt: r.session.createdAt.toISOString(),
      }));
  }

  async userSessions(viewer: Viewer | null, limit: number) {
    if (!viewer) throw unauthorized();
    return this.conversations(undefined, viewer, { limit, offset: 0, includeInactive: true });
  }

  async rename(id: string, title: string, header: string | undefined, viewer: Viewer | null) {
    await this.owned(id, header, viewer);
    await repo.updateSession(this.db, id, { title });
    return { sessionId: id, title };
  }

  async remove(id: string, header: string | undefined, viewer: Viewer | null) {
    await this.owned(id, header, viewer);
    await repo.deleteSession(this.db, id);
    return { sessionId: id, deleted: true };
  }

  async removeAllOfUser(viewer: Viewer | null) {
    if (!viewer) throw unauthorized();
    return { deleted: await repo.deleteUserSessions(this.db, viewer.userId) };
  }

  async history(id: string, header: string | undefined, viewer: Viewer | null): Promise<ChatHistoryItem[]> {
    await this.owned(id, header, viewer);
    const rows = await repo.historyOf(this.db, id);
    return rows.map((r) => {
      const { discovery: _d, ...metadata } = (r.metadata ?? {}) as unknown as ChatMetadata & {
        discovery?: unknown;
      };
      return {
        id: r.id,
        role: r.role,
        content: r.content,
        createdAt: r.createdAt.toISOString(),
        metadata: r.metadata ? metadata : null,
      };
    });
  }

  /** The previous question and answer of the session, for follow-ups. */
  async lastTurn<M>(sessionId: string): Promise<Turn<M> | null> {
    const rows = await repo.historyOf(this.db, sessionId, 2);
    const [user, assistant] = rows;
    if (!user || !assistant || user.role !== "user") return null;
    return { question: user.content, metadata: assistant.metadata as M | null };
  }

  private async owned(id: string, header: string | undefined, viewer: Viewer | null) {
    const session = await repo.findSession(this.db, id);
    if (!session || !mayUseSession(session, header, viewer))
      throw notFound("Chat session", "SESSION_NOT_FOUND");
    return session;
  }

  /** The session a new message goes to: the one the header names if the viewer may use it, or a new one. */
  async forChat(header: string | undefined, viewer: Viewer | null) {
    if (header) {
      const existing = await repo.findSession(this.db, header);
      if (existing && mayUseSession(existing, header, viewer)) {
        if (existing.userId === null && viewer)
          await repo.linkSessionToUser(this.db, existing.id, viewer.userId);
        return existing;
      }
    }
    return repo.createSession(this.db, newSessionId(), viewer?.userId ?? null);
  }
}
