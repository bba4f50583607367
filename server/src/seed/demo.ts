// The demo content itself: accounts, posts, community and conversations (seed/index.ts decides when).
import { hashPassword } from "../modules/auth";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { writeDemoAvatar } from "./avatars";
import { seedCommunity, seedConversations } from "./community";
import { seedPosts } from "./posts";
import { DEMO_PASSWORD, DEMO_USERS } from "./users";

const ACCOUNT_AGE_DAYS = 120;

export async function seedDemo(db: Db, dataDir: string, log: FastifyBaseLogger) {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const values = await Promise.all(
    DEMO_USERS.map(async (u, i) => ({
      name: u.name,
      username: u.username,
      email: u.email,
      role: u.role ?? "user",
      introduction: u.introduction,
      website: u.website ?? null,
      socials: u.socials,
      passwordHash,
      avatar: await writeDemoAvatar(dataDir, u.username, u.name, i),
      emailVerifiedAt: new Date(),
      // The demo authors joined before their oldest posts (so they are not new accounts, see the spam policy).
      createdAt: new Date(Date.now() - ACCOUNT_AGE_DAYS * 86_400_000),
    })),
  );
  const inserted = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: users.id, username: users.username });
  if (inserted.length !== values.length) return;
  const userIds = new Map(inserted.map((u) => [u.username, u.id]));
  const postIds = await seedPosts(db, dataDir, userIds);
  await seedCommunity(db, userIds, postIds);
  await seedConversations(db, userIds);
  log.info({ users: inserted.length, posts: postIds.size, ms: Date.now() - started }, "demo content seeded");
}
