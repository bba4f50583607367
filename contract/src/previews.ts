// Draft previews (POST/DELETE /api/v1/posts/{id}/preview-link, GET /api/v1/previews/{token}, the page
// /preview/{token}): a link that shows a post's current draft, read-only, to whoever holds it.
import "./zod-config";
import { z } from "zod";
import type { Post } from "./posts";

/** A preview link works for this many days after it is made. */
export const PREVIEW_LINK_TTL_DAYS = 7;

/** Any text: a token that is not one of ours is simply not found (404), never a validation error. */
export const previewTokenParam = z.object({ token: z.string().max(200) });

/** The link the author shares: `url` is the page, `token` its last segment. */
export interface PreviewLink {
  url: string;
  token: string;
  expiresAt: string;
}

/** What the holder of a link sees: the post as it is saved now (no abilities: the link lets nobody act). */
export interface PostPreview {
  post: Post;
  expiresAt: string;
}

/** The page a token opens. */
export const previewPath = (token: string) => `/preview/${token}`;
