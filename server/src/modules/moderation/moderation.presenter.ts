// Wire shapes of moderation: what was reported (as staff see it), reports, the queue's groups and accounts.
import type { AdminUser, Report, ReportGroup, ReportTarget, ReportTargetType } from "@inkwell/contract";
import { ellipsize } from "@inkwell/contract";
import type { ReportRow, UserRow } from "../../db/schema";
import { htmlToText } from "../content";
import { accountStatus, presentUserSummary } from "../users";
import { accountAbilities } from "./moderation.policy";
import type * as repo from "./moderation.repository";

const TEXT_MAX = 500;
const clip = (text: string) => ellipsize(text, TEXT_MAX);

type Person = UserRow | null;

function authorOf(user: Person): Pick<ReportTarget, "author" | "authorStatus"> {
  return user
    ? { author: presentUserSummary(user), authorStatus: accountStatus(user) }
    : { author: null, authorStatus: null };
}

export function postTarget({
  post,
  author,
}: Awaited<ReturnType<typeof repo.postsByIds>>[number]): ReportTarget {
  return {
    type: "post",
    id: post.id,
    title: post.title,
    text: clip(htmlToText(post.content) || post.excerpt),
    link: `/blog/${post.slug}`,
    ...authorOf(author),
    moderation: post.moderation,
  };
}

export function commentTarget({
  comment,
  author,
  post,
}: Awaited<ReturnType<typeof repo.commentsByIds>>[number]): ReportTarget {
  return {
    type: "comment",
    id: comment.id,
    title: post.title,
    text: clip(comment.deletedAt ? "" : comment.content),
    link: `/blog/${post.slug}#comment-${comment.id}`,
    ...authorOf(author),
    moderation: comment.moderation,
  };
}

export function messageTarget({
  message,
  author,
}: Awaited<ReturnType<typeof repo.messagesByIds>>[number]): ReportTarget {
  return {
    type: "message",
    id: message.id,
    title: null,
    text: clip(message.content),
    link: null,
    ...authorOf(author),
    moderation: null,
  };
}

export function userTarget(user: UserRow): ReportTarget {
  return {
    type: "user",
    id: user.id,
    title: user.name,
    text: clip(user.introduction),
    link: `/profile/${user.username}`,
    ...authorOf(user),
    moderation: null,
  };
}

export const targetKey = (type: ReportTargetType, id: number) => `${type}:${id}`;

type Summary = Pick<UserRow, "id" | "name" | "username" | "avatar">;

export function presentReport(row: {
  report: ReportRow;
  reporter: Summary | null;
  resolver: Summary | null;
}): Report {
  const { report } = row;
  return {
    id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    reason: report.reason,
    note: report.note,
    reporter: row.reporter ? presentUserSummary(row.reporter) : null,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolution:
      report.resolution && report.resolvedAt
        ? {
            action: report.resolution,
            note: report.resolutionNote,
            by: row.resolver ? presentUserSummary(row.resolver) : null,
            at: report.resolvedAt.toISOString(),
          }
        : null,
  };
}

export function presentGroup(
  group: repo.GroupRow,
  target: ReportTarget | undefined,
  reports: Report[],
): ReportGroup {
  return {
    id: group.id,
    targetType: group.targetType,
    targetId: group.targetId,
    target: target ?? null,
    reportsCount: group.reportsCount,
    reasons: group.reasons,
    reports,
    firstReportedAt: new Date(group.firstReportedAt).toISOString(),
    lastReportedAt: new Date(group.lastReportedAt).toISOString(),
  };
}

export function presentAccount(
  row: { user: UserRow; postsCount: number; commentsCount: number; openReports: number },
  viewer: Pick<UserRow, "id" | "role">,
): AdminUser {
  const { user } = row;
  return {
    ...presentUserSummary(user),
    can: accountAbilities(viewer, user),
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    status: accountStatus(user),
    postsCount: row.postsCount,
    commentsCount: row.commentsCount,
    openReports: row.openReports,
  };
}
