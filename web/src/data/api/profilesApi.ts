// Profiles, follows, blocks and account deletion (spec §7.3, §7.5), for the profile page, the author card
// under a post, profile editing and settings.
import type {
  BlockedUser,
  FollowState,
  MemberPreferences,
  MemberPreferencesBody,
  Profile,
  ProfileForEditing,
  ProfileUpdateBody,
} from "@inkwell/contract";
import { updateCurrentUser } from "../session/authSlice";
import { apiSlice } from "./apiSlice";
import { FOLLOWING } from "./postsApi";

const enc = encodeURIComponent;

export const profilesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
    getMemberPreferences: build.query<MemberPreferences, void>({
      query: () => ({ url: "/me/preferences" }),
      // Read fresh each time Settings opens: an unsubscribe link may have changed them meanwhile.
      keepUnusedDataFor: 0,
    }),
    setPreferences: build.mutation<MemberPreferences, MemberPreferencesBody>({
      query: (body) => ({ url: "/me/preferences", method: "PUT", body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        // A refusal is the caller's to show; the member's language stays what it was.
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        dispatch(updateCurrentUser({ language: answer.data.language }));
        void dispatch(profilesApi.util.upsertQueryData("getMemberPreferences", undefined, answer.data));
      },
    }),
    toggleFollow: build.mutation<FollowState, { username: string; follow: boolean }>({
      query: ({ username, follow }) =>
        follow
          ? { url: `/profiles/${enc(username)}/follow`, method: "POST" }
          : { url: `/profiles/${enc(username)}/unfollow`, method: "DELETE" },
      invalidatesTags: [FOLLOWING, { type: "User", id: "PEOPLE" }],
      async onQueryStarted({ username }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            profilesApi.util.updateQueryData("getProfile", username, (draft) => {
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
      // A block also takes that person's notifications out of the member's list.
      invalidatesTags: (_r, _e, arg) => [
        { type: "User", id: arg.username.toLowerCase() },
        { type: "User", id: "BLOCKED" },
        { type: "Notification", id: "LIST" },
      ],
    }),
    toggleMute: build.mutation<{ isMuted: boolean }, { username: string; mute: boolean }>({
      query: ({ username, mute }) =>
        mute
          ? { url: `/profiles/${enc(username)}/mute`, method: "POST" }
          : { url: `/profiles/${enc(username)}/unmute`, method: "DELETE" },
      // Muting changes which posts and notifications the member's lists show, and their profile view of
      // that person.
      invalidatesTags: (_r, _e, arg) => [
        { type: "User", id: arg.username.toLowerCase() },
        { type: "User", id: "MUTED" },
        { type: "Post", id: "LIST" },
        { type: "Notification", id: "LIST" },
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
  }),
});

export const {
  useGetProfileQuery,
  useGetProfileForEditingQuery,
  useUpdateProfileMutation,
  useGetMemberPreferencesQuery,
  useSetPreferencesMutation,
  useToggleFollowMutation,
  useToggleBlockMutation,
  useToggleMuteMutation,
  useGetBlockedUsersQuery,
  useDeleteAccountMutation,
} = profilesApi;
