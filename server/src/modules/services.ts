// The composition root of the domain: every service is built once at start-up, in dependency order, wired
// to the domain events and realtime channels it serves, and hung on the app as `app.services`. Routes, jobs
// and other modules use these instances; nothing else constructs a service.
import { channelPrefixes, channels, idFrom, realtimeEvents } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import { AssistantService } from "./assistant/assistant.service";
import { AssistantTraining } from "./assistant/assistant.training";
import { AuthService } from "./auth/auth.service";
import { CommentsService } from "./comments/comments.service";
import { FeedsService } from "./feeds/feeds.service";
import { MessagesService } from "./messages/messages.service";
import { NotificationsService } from "./notifications/notifications.service";
import { PostsService } from "./posts/posts.service";
import { ProfilesService } from "./profiles/profiles.service";
import { TopicsService } from "./topics/topics.service";
import { UploadsService } from "./uploads/uploads.service";

export interface Services {
  auth: AuthService;
  posts: PostsService;
  topics: TopicsService;
  comments: CommentsService;
  profiles: ProfilesService;
  notifications: NotificationsService;
  messages: MessagesService;
  assistant: AssistantService;
  assistantTraining: AssistantTraining;
  uploads: UploadsService;
  feeds: FeedsService;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

/** Needs `app.realtime` (registered before): messages and notifications are pushed live. */
export function registerServices(app: FastifyInstance) {
  const { ctx, realtime } = app;
  const posts = new PostsService(ctx);
  const notifications = new NotificationsService(ctx);
  const messages = new MessagesService(ctx, (channel, event, data) => realtime.trigger(channel, event, data));
  const topics = new TopicsService(ctx, posts);
  const assistantTraining = new AssistantTraining(ctx);
  const services: Services = {
    auth: new AuthService(ctx),
    posts,
    topics,
    comments: new CommentsService(ctx),
    profiles: new ProfilesService(ctx, posts),
    notifications,
    messages,
    assistant: new AssistantService(ctx, assistantTraining, { posts, topics }),
    assistantTraining,
    uploads: new UploadsService(ctx),
    feeds: new FeedsService(ctx, topics),
  };
  app.decorate("services", services);

  notifications.subscribe();
  const stopPushing = notifications.onCreated((userId, notification) => {
    realtime
      .trigger(channels.notifications(userId), realtimeEvents.newNotification, notification)
      .catch((err: unknown) => app.log.error({ err }, "pushing a notification failed"));
  });
  realtime.registerChannelAuthorizer(channelPrefixes.conversation, (userId, suffix) => {
    const conversationId = idFrom(suffix);
    return conversationId === undefined
      ? Promise.resolve(false)
      : messages.isParticipant(userId, conversationId);
  });
  app.addHook("onClose", async () => stopPushing());
}
