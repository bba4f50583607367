// The composition root of the domain: every service is built once at start-up, in dependency order, wired
// to the domain events and realtime channels it serves, and hung on the app as `app.services`. Routes, jobs
// and other modules use these instances; nothing else constructs a service.
import { channelPrefixes, channels, conversationActivityEvent, realtimeEvents } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import { AssistantService, AssistantSessions, AssistantTraining } from "./assistant";
import { AuditLog } from "./audit";
import { AuthService, EmailLinks, RecoveryService } from "./auth";
import { CommentsService } from "./comments";
import { ContactService } from "./contact";
import { ExportsService } from "./exports";
import { FeedsService } from "./feeds";
import { ImportsService } from "./imports";
import { InvitesService } from "./invites";
import { MessagesService, mayJoinConversationChannel, presentMessage } from "./messages";
import { NewsletterService } from "./newsletter";
import { NotificationMails, NotificationsService, mayJoinNotificationsChannel } from "./notifications";
import { PagesService } from "./pages";
import { PostsService, PublishingService, RevisionsService } from "./posts";
import { PreviewsService } from "./previews";
import { ProfilesService } from "./profiles";
import { ReadingService } from "./reading";
import { SocialService } from "./social";
import { StatsService } from "./stats";
import { AdminService, ModerationService, SanctionsService } from "./moderation";
import { SeriesService } from "./series";
import { SiteService } from "./site";
import { SpamGuard } from "./spam";
import { TagsService } from "./tags";
import { TopicsService } from "./topics";
import { UploadsService } from "./uploads";
import { UsersService } from "./users";
import { cacheTags } from "../platform/public-cache";

export interface Services {
  users: UsersService;
  auth: AuthService;
  recovery: RecoveryService;
  posts: PostsService;
  publishing: PublishingService;
  previews: PreviewsService;
  revisions: RevisionsService;
  topics: TopicsService;
  tags: TagsService;
  comments: CommentsService;
  profiles: ProfilesService;
  social: SocialService;
  reading: ReadingService;
  notifications: NotificationsService;
  notificationMails: NotificationMails;
  messages: MessagesService;
  assistant: AssistantService;
  assistantSessions: AssistantSessions;
  assistantTraining: AssistantTraining;
  uploads: UploadsService;
  feeds: FeedsService;
  imports: ImportsService;
  exports: ExportsService;
  newsletter: NewsletterService;
  stats: StatsService;
  spam: SpamGuard;
  audit: AuditLog;
  moderation: ModerationService;
  sanctions: SanctionsService;
  admin: AdminService;
  contact: ContactService;
  pages: PagesService;
  site: SiteService;
  invites: InvitesService;
  series: SeriesService;
}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

/** Needs `app.realtime` (registered before): messages and notifications are pushed live. */
export function registerServices(app: FastifyInstance) {
  const { ctx, realtime } = app;
  const users = new UsersService(ctx);
  const spam = new SpamGuard(ctx);
  const audit = new AuditLog(ctx);
  const posts = new PostsService(ctx, users);
  const publishing = new PublishingService(ctx, users, posts, spam);
  const topics = new TopicsService(ctx, users, posts);
  const tags = new TagsService(ctx, posts);
  const comments = new CommentsService(ctx, users, posts, spam);
  const newsletter = new NewsletterService(ctx, { users, posts });
  const notificationMails = new NotificationMails(ctx, { users, newsletter });
  const notifications = new NotificationsService(ctx, notificationMails);
  const messages = new MessagesService(ctx, users, spam);
  const assistantTraining = new AssistantTraining(ctx, users, audit);
  const assistantSessions = new AssistantSessions(ctx);
  const links = new EmailLinks(ctx);
  const uploads = new UploadsService(ctx);
  const pages = new PagesService(ctx, users);
  const series = new SeriesService(ctx);
  const invites = new InvitesService(ctx, users, audit);
  const auth = new AuthService(ctx, users, notifications, links, invites);
  const sanctions = new SanctionsService(ctx, users, auth, audit, (userId) =>
    realtime.disconnectAccount(userId),
  );
  const services: Services = {
    users,
    auth,
    recovery: new RecoveryService(ctx, users, notifications, links),
    posts,
    publishing,
    previews: new PreviewsService(ctx, posts),
    revisions: new RevisionsService(ctx, posts, publishing),
    topics,
    tags,
    comments,
    profiles: new ProfilesService(ctx, users, posts),
    social: new SocialService(ctx, users),
    reading: new ReadingService(ctx, posts),
    notifications,
    notificationMails,
    messages,
    assistant: new AssistantService(ctx, assistantTraining, assistantSessions, { posts, topics }),
    assistantSessions,
    assistantTraining,
    uploads,
    feeds: new FeedsService(ctx, { posts, topics, tags, users, uploads, pages, series }),
    imports: new ImportsService(ctx, { users, posts, publishing, uploads }),
    exports: new ExportsService(ctx, { posts, users }),
    newsletter,
    stats: new StatsService(ctx, posts),
    spam,
    audit,
    moderation: new ModerationService(ctx, {
      users,
      posts,
      publishing,
      comments,
      messages,
      notifications,
      audit,
      sanctions,
    }),
    sanctions,
    admin: new AdminService(ctx, { users, auth, posts, publishing, comments, topics, spam, audit }),
    contact: new ContactService(ctx, users),
    pages,
    site: new SiteService(ctx, users, audit),
    invites,
    series,
  };
  app.decorate("services", services);

  notifications.subscribe();
  services.newsletter.subscribe();
  services.moderation.subscribe();
  deliverLive(app);
  // Who may listen on which private channel is each domain's rule; realtime only enforces it.
  realtime.registerChannelAuthorizer(channelPrefixes.notifications, mayJoinNotificationsChannel);
  realtime.registerChannelAuthorizer(channelPrefixes.conversation, (userId, suffix) =>
    mayJoinConversationChannel(ctx.db, userId, suffix),
  );
}

/**
 * What members see live, from the domain events that announce it: a new notification on its recipient's
 * channel, a new message on each participant's (their own copy, with their abilities: a payload on the shared
 * conversation channel could not differ by reader). Each push first clears the cached answers it makes stale
 * (realtime.trigger), so a client refetching on the event gets fresh ones.
 */
function deliverLive({ ctx, realtime }: FastifyInstance) {
  ctx.events.on("notification.created", ({ userId, notification }) =>
    // A new notification changes that member's own answers only (their notifications and unread count).
    realtime.trigger(channels.notifications(userId), realtimeEvents.newNotification, notification, [
      cacheTags.viewer(userId, "notifications"),
    ]),
  );
  ctx.events.on("message.sent", async ({ message, participantIds }) => {
    const { conversationId } = message;
    await Promise.all(
      participantIds.map((id) =>
        // A new message changes the participant's conversation list (the last message, unread counts).
        realtime.trigger(
          channels.notifications(id),
          conversationActivityEvent,
          { conversationId, message: presentMessage(message, id) },
          [cacheTags.viewer(id, "conversations")],
        ),
      ),
    );
  });
}
