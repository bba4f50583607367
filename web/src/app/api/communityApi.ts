// Comments, profiles, follows, blocks and notifications (spec §7.3–7.5), injected into the one api.
import type {
  BlockedUser,
  Comment,
  CommentLikeState,
  CommentThread,
  FollowState,
  Notification,
  NotificationList,
  Profile,
  ProfileForEditing,
  ProfileUpdateBody,
} from "@inkwell/contract";
import { updateCurrentUser } from "../session/authSlice";
import type { RootState } from "../store";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";

export interface CommentsArgs {
  postId: number;
  limitComments?: number;
}

export interface NotificationsArgs {
  page?: number;
  limit?: number;
  unread?: boolean;
}

export interface NotificationPage {
  items: Notification[];
  meta: NotificationList["meta"];
}

const enc = encodeURIComponent;

function commentsTag(postId: number) {
  return { type: "Comment" as const, id: `POST-${postId}` };
}

/** Applies `fn` to the comment with `id` anywhere in a thread; returns whether it was found. */
export function updateCommentInTree(list: Comment[], id: number, fn: (c: Comment) => void): boolean {
  for (const c of list) {
    if (c.id === id) {
      fn(c);
      return true;
    }
    if (updateCommentInTree(c.replies, id, fn)) return true;
  }
  return false;
}

const NOTIFICATIONS = { type: "Notification" as const, id: "LIST" };

export const communityApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // ---- comments ----
    getComments: build.query<CommentThread, CommentsArgs>({
      query: ({ postId, limitComments = 100 }) => ({
        url: `/posts/${postId}/comments`,
        params: { limitComments },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => {
        const items = Array.isArray(data) ? (data as Comment[]) : [];
        const raw = meta?.pageMeta as unknown as CommentThread["meta"] | undefined;
        return {
          data: items,
          meta: raw ?? {
            total: items.length,
            topLevel: items.length,
            limitComments: arg.limitComments ?? 100,
          },
        };
      },
      providesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    addComment: build.mutation<Comment, { postId: number; parentId?: number | null; content: string }>({
      query: ({ postId, parentId, content }) => ({
        url: "/comments",
        method: "POST",
        body: { parentId: parentId ?? null, commentableType: "Post", commentableId: postId, content },
      }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    updateComment: build.mutation<Comment, { postId: number; id: number; content: string }>({
      query: ({ id, content }) => ({
        url: `/comments/${id}`,
        method: "PATCH",
        body: { content, isEdited: true },
      }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    deleteComment: build.mutation<unknown, { postId: number; id: number }>({
      query: ({ id }) => ({ url: `/comments/${id}`, method: "DELETE" }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    /** Optimistic: the cached thread changes at once and is rolled back if the server says no. */
    likeComment: build.mutation<CommentLikeState, { postId: number; id: number; like: boolean }>({
      query: ({ id, like }) =>
        like
          ? { url: `/comments/${id}/like`, method: "POST" }
          : { url: `/comments/${id}/unlike`, method: "DELETE" },
      async onQueryStarted({ postId, id, like }, { dispatch, getState, queryFulfilled }) {
        const patches = communityApi.util
          .selectCachedArgsForQuery(getState() as RootState, "getComments")
          .filter((args) => args.postId === postId)
          .map((args) =>
            dispatch(
              communityApi.util.updateQueryData("getComments", args, (draft) => {
                updateCommentInTree(draft.data, id, (c) => {
                  if (c.isLiked === like) return;
                  c.isLiked = like;
                  c.likesCount = Math.max(0, c.likesCount + (like ? 1 : -1));
                });
              }),
            ),
          );
        try {
          const { data } = await queryFulfilled;
          for (const args of communityApi.util.selectCachedArgsForQuery(
            getState() as RootState,
            "getComments",
          )) {
            if (args.postId !== postId) continue;
            dispatch(
              communityApi.util.updateQueryData("getComments", args, (draft) => {
                updateCommentInTree(draft.data, id, (c) => Object.assign(c, data));
              }),
            );
          }
        } catch (err) {
          console.error("Could not update the comment like", err);
          patches.forEach((p) => p.undo());
        }
      },
    }),

    // ---- profiles ----
    getProfile: build.query<Profile, string>({
      query: (username) => ({ url: `/profiles/${enc(username)}`, params: { limit: 1 } }),
      providesTags: (_r, _e, username) => [{ type: "User", id: username.toLowerCase() }],
    }),
    getProfileForEditing: build.query<ProfileForEditing, string>({
      query: (username) => ({ url: `/profiles/${enc(username)}/edit` }),
      keepUnusedDataFor: 0,
    }),
    updateProfile: build.mutation<ProfileForEditing, ProfileUpdateBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/profiles/${id}/edit`, method: "PUT", body }),
      invalidatesTags: ["User"],
    }),
    toggleFollow: build.mutation<FollowState, { username: string; follow: boolean }>({
      query: ({ username, follow }) =>
        follow
          ? { url: `/profiles/${enc(username)}/follow`, method: "POST" }
          : { url: `/profiles/${enc(username)}/unfollow`, method: "DELETE" },
      async onQueryStarted({ username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            communityApi.util.updateQueryData("getProfile", username, (draft) => {
              Object.assign(draft, data);
            }),
          );
        } catch {
          // The caller rolls back and logs (spec §8).
        }
      },
    }),
    toggleBlock: build.mutation<{ isBlocked: boolean }, { username: string; block: boolean }>({
      query: ({ username, block }) =>
        block
          ? { url: `/profiles/${enc(username)}/block`, method: "POST" }
          : { url: `/profiles/${enc(username)}/unblock`, method: "DELETE" },
      invalidatesTags: (_r, _e, arg) => [
        { type: "User", id: arg.username.toLowerCase() },
        { type: "User", id: "BLOCKED" },
      ],
    }),
    getBlockedUsers: build.query<BlockedUser[], void>({
      query: () => ({ url: "/profiles/me/blocked" }),
      providesTags: [{ type: "User", id: "BLOCKED" }],
    }),
    deleteAccount: build.mutation<unknown, { id: number; password?: string }>({
      query: ({ id, password }) => ({
        url: `/profiles/${id}`,
        method: "DELETE",
        body: password ? { password } : {},
      }),
    }),

    // ---- notifications ----
    getNotifications: build.query<NotificationPage, NotificationsArgs>({
      query: ({ page = 1, limit = 10, unread }) => ({
        url: "/notifications",
        params: { page, limit, ...(unread ? { unread: "true" } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => {
        const items = Array.isArray(data) ? (data as Notification[]) : [];
        const raw = meta?.pageMeta as NotificationList["meta"] | undefined;
        return {
          items,
          meta: raw ?? {
            page: arg.page ?? 1,
            limit: arg.limit ?? 10,
            total: items.length,
            totalPages: 1,
            unreadCount: items.filter((n) => !n.seenAt).length,
          },
        };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(updateCurrentUser({ notifications: data.meta.unreadCount }));
        } catch {
          // The list shows its own error state.
        }
      },
      providesTags: [NOTIFICATIONS],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/notifications/${id}/mark-as-read`, method: "POST" }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          let wasUnread = false;
          patchNotifications(dispatch, getState as () => RootState, (items, meta) => {
            for (const n of items) {
              if (n.id !== id || n.seenAt) continue;
              wasUnread = true;
              n.seenAt = data.seenAt ?? new Date().toISOString();
              meta.unreadCount = Math.max(0, meta.unreadCount - 1);
            }
          });
          const unread = (getState() as RootState).auth.currentUser?.notifications ?? 0;
          if (wasUnread && unread > 0) dispatch(updateCurrentUser({ notifications: unread - 1 }));
        } catch (err) {
          console.error("Could not mark the notification as read", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
    markAllNotificationsRead: build.mutation<{ marked: number }, void>({
      query: () => ({ url: "/notifications/mark-all-as-read", method: "POST" }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
          const now = new Date().toISOString();
          patchNotifications(dispatch, getState as () => RootState, (items, meta) => {
            for (const n of items) n.seenAt ??= now;
            meta.unreadCount = 0;
          });
          dispatch(updateCurrentUser({ notifications: 0 }));
        } catch (err) {
          console.error("Could not mark the notifications as read", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
    deleteNotification: build.mutation<unknown, number>({
      query: (id) => ({ url: `/notifications/${id}`, method: "DELETE" }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
          patchNotifications(dispatch, getState as () => RootState, (items) => {
            const i = items.findIndex((n) => n.id === id);
            if (i >= 0) items.splice(i, 1);
          });
        } catch (err) {
          console.error("Could not delete the notification", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
  }),
});

/** Edits every cached notifications page in place (mark read, delete, a live arrival). */
export function patchNotifications(
  dispatch: (action: unknown) => unknown,
  getState: () => RootState,
  fn: (items: Notification[], meta: NotificationPage["meta"], args: NotificationsArgs) => void,
) {
  for (const args of communityApi.util.selectCachedArgsForQuery(getState(), "getNotifications")) {
    dispatch(
      communityApi.util.updateQueryData("getNotifications", args, (draft) => {
        fn(draft.items, draft.meta, args);
      }),
    );
  }
}

export const {
  useGetCommentsQuery,
  useAddCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useGetProfileQuery,
  useGetProfileForEditingQuery,
  useUpdateProfileMutation,
  useToggleFollowMutation,
  useToggleBlockMutation,
  useGetBlockedUsersQuery,
  useDeleteAccountMutation,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
} = communityApi;
