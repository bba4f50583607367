// Auth and runtime-config endpoints (spec §7.1 plus GET /config).
import type { AuthSession, CurrentUser, LoginBody, RegisterBody } from "@inkwell/contract";
import { navigateTo } from "../navigation";
import { clearCurrentUser, setCurrentUser } from "../session/authSlice";
import { apiSlice } from "./apiSlice";
import { asApiError } from "../../lib/apiError";

export interface ClientConfig {
  googleClientId?: string | null;
  /** SUPPORT_EMAIL: where the contact page's messages go. */
  supportEmail?: string;
}

export interface MessageResponse {
  message: string;
}

export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<CurrentUser, void>({
      query: () => ({ url: "/auth/me" }),
      providesTags: ["User"],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setCurrentUser(data));
        } catch (err) {
          dispatch(clearCurrentUser());
          const apiError = asApiError((err as { error?: unknown }).error);
          if (apiError?.status === 302) navigateTo("/login");
        }
      },
    }),
    getConfig: build.query<ClientConfig, void>({
      query: () => ({ url: "/config" }),
      keepUnusedDataFor: 3600,
    }),
    login: build.mutation<AuthSession, LoginBody>({
      query: (body) => ({ url: "/auth/login", method: "POST", body }),
    }),
    register: build.mutation<AuthSession, RegisterBody>({
      query: (body) => ({ url: "/auth/register", method: "POST", body }),
    }),
    googleLogin: build.mutation<AuthSession, { token: string; inviteToken?: string }>({
      query: (body) => ({ url: "/auth/google", method: "POST", body }),
    }),
    logout: build.mutation<unknown, { refreshToken?: string }>({
      query: (body) => ({ url: "/auth/logout", method: "POST", body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: "/auth/forgot-password", method: "POST", body }),
    }),
    verifyResetToken: build.query<{ valid: boolean; email: string }, string>({
      query: (token) => ({ url: "/auth/verify-reset-token", params: { token } }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<unknown, { token: string; password: string; confirmPassword: string }>({
      query: ({ token, ...body }) => ({
        url: "/auth/reset-password",
        method: "POST",
        params: { token },
        body,
      }),
    }),
    verifyEmail: build.query<{ user: CurrentUser }, string>({
      query: (token) => ({ url: "/auth/verify-email", params: { token } }),
      keepUnusedDataFor: 0,
    }),
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: "/auth/resend-verification", method: "POST" }),
    }),
    changePassword: build.mutation<
      unknown,
      { id: number; currentPassword: string; newPassword: string; confirmPassword: string }
    >({
      query: ({ id, ...body }) => ({ url: `/auth/change-password/${id}`, method: "POST", body }),
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetConfigQuery,
  useLoginMutation,
  useRegisterMutation,
  useGoogleLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useVerifyResetTokenQuery,
  useResetPasswordMutation,
  useVerifyEmailQuery,
  useResendVerificationMutation,
  useChangePasswordMutation,
} = authApi;
