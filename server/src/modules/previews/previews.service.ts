// Draft previews: the author makes (or gets back) a link to the post's current draft and revokes it; whoever
// holds the link reads the post as it is saved, and can do nothing else with it.
//
// The token is an HMAC of a random nonce under the server's signing secret (JWT_SECRET, shared by every
// process): the link can be handed back while it is live, yet the database alone holds nothing that makes
// it. It is looked up by its SHA-256, so the lookup's timing says nothing about the token's letters.
import { createHmac, randomBytes } from "node:crypto";
import { PREVIEW_LINK_TTL_DAYS, previewPath } from "@inkwell/contract";
import type { PostPreview, PreviewLink } from "@inkwell/contract";
import type { PostPreviewRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import { hashToken } from "../../platform/tokens";
import type { PostsService } from "../posts";
import * as repo from "./previews.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const TTL_MS = PREVIEW_LINK_TTL_DAYS * DAY_MS;
/** 32 bytes of HMAC-SHA256 in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const previewNotFound = () => notFound("Preview", "PREVIEW_NOT_FOUND");

export class PreviewsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
  ) {}

  private tokenOf(nonce: string): string {
    return createHmac("sha256", this.ctx.config.JWT_SECRET)
      .update(`inkwell:preview:${nonce}`)
      .digest("base64url");
  }

  private linkOf(row: PostPreviewRow, token: string): PreviewLink {
    return {
      url: `${this.ctx.config.PUBLIC_URL}${previewPath(token)}`,
      token,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The post's live link, made if there is none: `created` says which (404 for anyone but its author). */
  async create(viewerId: number, postId: number): Promise<{ link: PreviewLink; created: boolean }> {
    await this.posts.assertOwn(viewerId, postId);
    const nonce = randomBytes(24).toString("base64url");
    const token = this.tokenOf(nonce);
    const made = await repo.insertUnlessLive(this.ctx.db, {
      postId,
      nonce,
      tokenHash: hashToken(token),
      ttlMs: TTL_MS,
    });
    if (made) return { link: this.linkOf(made, token), created: true };
    const live = await repo.findByPost(this.ctx.db, postId);
    // Revoked between the two statements: make it again.
    if (!live) return this.create(viewerId, postId);
    const again = this.tokenOf(live.nonce);
    if (hashToken(again) === live.tokenHash) return { link: this.linkOf(live, again), created: false };
    // The signing secret changed since: the old link no longer opens anything, so it gets a new token.
    await repo.replaceToken(this.ctx.db, postId, nonce, hashToken(token));
    return { link: this.linkOf(live, token), created: false };
  }

  /** Revokes the post's link, if any (404 for anyone but its author). */
  async revoke(viewerId: number, postId: number): Promise<void> {
    await this.posts.assertOwn(viewerId, postId);
    await repo.deleteByPost(this.ctx.db, postId);
  }

  /** The draft a live link shows; 404 for a malformed, unknown, expired or revoked token or a deleted post. */
  async read(token: string): Promise<PostPreview> {
    if (!TOKEN.test(token)) throw previewNotFound();
    const link = await repo.findLive(this.ctx.db, hashToken(token));
    if (!link) throw previewNotFound();
    try {
      return { post: await this.posts.forPreview(link.postId), expiresAt: link.expiresAt.toISOString() };
    } catch {
      throw previewNotFound();
    }
  }
}
