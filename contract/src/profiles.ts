// Profiles on the wire (spec §3 Profile; §7.3): a profile page, editing one's own, deleting one's account.
import { INTRODUCTION_MAX, PASSWORD_MAX, UPLOAD_PATH, URL_MAX } from "./limits";
import type { UserRole } from "./limits";
import "./zod-config";
import { z } from "zod";
import { displayNameSchema } from "./users";
import type { ListEnvelope } from "./common";
import type { Post } from "./posts";

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

export const usernameParam = z.object({
  username: z.string().trim().toLowerCase().min(1, "Username is required").max(60, "Username is too long"),
});

const httpUrlOrEmpty = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(URL_MAX, `${what} is too long`)
    .refine((v) => v === "" || HTTP_URL.test(v), `${what} must be an http(s) URL`);

export const avatarSchema = z
  .string({ error: "Avatar must be text" })
  .trim()
  .max(URL_MAX, "Avatar is too long")
  .refine(
    (v) => HTTP_URL.test(v) || UPLOAD_PATH.test(v),
    "Avatar must be an http(s) URL or an uploaded image",
  )
  .nullable();

export const profileUpdateBody = z.object({
  name: displayNameSchema.optional(),
  introduction: z
    .string({ error: "Introduction must be text" })
    .trim()
    .max(INTRODUCTION_MAX, `Introduction is at most ${INTRODUCTION_MAX} characters`)
    .optional(),
  avatar: avatarSchema.optional(),
  website: httpUrlOrEmpty("Website").optional(),
  socials: z
    .object(
      {
        twitter: httpUrlOrEmpty("Twitter").optional(),
        github: httpUrlOrEmpty("GitHub").optional(),
        linkedin: httpUrlOrEmpty("LinkedIn").optional(),
      },
      { error: "Socials must be an object" },
    )
    .optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** The profile details a member sets once (POST /profiles): the update's fields but the name, at least one given. */
export const profileCreateBody = profileUpdateBody
  .omit({ name: true })
  .refine(
    (body) =>
      Boolean(body.introduction || body.avatar || body.website) ||
      Object.values(body.socials ?? {}).some(Boolean),
    { error: "Give at least one of introduction, avatar, website or socials", path: ["introduction"] },
  );
export type ProfileCreateBody = z.infer<typeof profileCreateBody>;

export const deleteAccountBody = z
  .object({ password: z.string({ error: "Password must be text" }).max(PASSWORD_MAX).optional() })
  .default({});

export interface Socials {
  twitter: string;
  github: string;
  linkedin: string;
}

/** What the viewer may do with a profile: edit their own, or follow, message, block, mute or report someone. */
export interface ProfileAbilities {
  edit: boolean;
  follow: boolean;
  message: boolean;
  block: boolean;
  mute: boolean;
  report: boolean;
}

export interface Profile {
  id: number;
  name: string;
  introduction: string;
  username: string;
  role: UserRole;
  avatar: string | null;
  website: string;
  socials: Socials;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  isFollowed: boolean;
  isBlocked: boolean;
  /** The viewer muted them: their posts and comments stay out of the viewer's feeds. */
  isMuted: boolean;
  createdAt: string;
  can: ProfileAbilities;
}

export interface ProfileForEditing extends Profile {
  email: string;
}

export interface ProfilePage {
  data: Profile;
  posts: ListEnvelope<Post>;
}
