// HTTP surface of /api/v1/auth (spec §7.1): parse, call the service, wrap in the envelope.
import {
  changePasswordBody,
  forgotPasswordBody,
  googleBody,
  idParam,
  loginBody,
  logoutBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  tokenQuery,
} from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok } from "../../platform/http";
import { browserLanguage } from "../../platform/language";
import { LIMITS, perAddress } from "../../platform/limits";
import type { Limit } from "../../platform/limits";
import { verifyGoogleToken } from "./auth.google";
import type { ClientInfo } from "./auth.service";

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"],
  language: browserLanguage(request),
});

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth: service, recovery } = app.services;
  const multiplier = app.ctx.config.RATE_LIMIT_MULTIPLIER;
  const limit = (l: Limit) => perAddress(l, multiplier);
  const anyAuth = limit(LIMITS.authRequestsPerAddress);
  // Answers here carry tokens or the account itself: no browser or proxy cache may keep them.
  app.addHook("onSend", async (_request, reply) => {
    void reply.header("cache-control", "no-store");
  });

  app.post(
    "/auth/register",
    { schema: { body: registerBody }, config: limit(LIMITS.registrationsPerAddress) },
    async (request, reply) =>
      reply.status(201).send(ok(await service.register(request.body, clientOf(request)))),
  );

  app.post("/auth/login", { schema: { body: loginBody }, config: anyAuth }, async (request) =>
    ok(await service.login(request.body, clientOf(request))),
  );

  app.post("/auth/google", { schema: { body: googleBody }, config: anyAuth }, async (request) => {
    const identity = await verifyGoogleToken(app.ctx.config, request.body.token);
    return ok(await service.google(identity, clientOf(request), request.body.inviteToken));
  });

  app.post("/auth/refresh-token", { schema: { body: refreshBody }, config: anyAuth }, async (request) =>
    ok(await service.refresh(request.body.refreshToken, clientOf(request))),
  );

  app.post("/auth/logout", { schema: { body: logoutBody.optional() }, config: anyAuth }, async (request) => {
    const claims = await viewerOf(request).catch(() => null);
    await service.logout(request.body?.refreshToken, claims);
    return ok({ message: "Signed out" });
  });

  app.get("/auth/me", async (request) => {
    const claims = await requireUser(request);
    return ok(await service.currentUser(claims.userId));
  });

  app.get("/auth/verify-email", { schema: { querystring: tokenQuery }, config: anyAuth }, async (request) =>
    ok({ user: await recovery.verifyEmail(request.query.token), message: "Your email address is verified" }),
  );

  app.post("/auth/resend-verification", { config: limit(LIMITS.mailsPerAddress) }, async (request) => {
    const claims = await requireUser(request);
    await recovery.resendVerification(claims.userId);
    return ok({ message: "We sent you a new verification link" });
  });

  app.post(
    "/auth/forgot-password",
    { schema: { body: forgotPasswordBody }, config: limit(LIMITS.mailsPerAddress) },
    async (request) => {
      const { email } = request.body;
      app.ctx.events.background("forgot-password", () => recovery.forgotPassword(email));
      return ok({ message: "If an account exists for this email, we sent a link to reset the password" });
    },
  );

  app.get(
    "/auth/verify-reset-token",
    { schema: { querystring: tokenQuery }, config: anyAuth },
    async (request) => ok(await recovery.checkResetToken(request.query.token)),
  );

  app.post(
    "/auth/reset-password",
    { schema: { querystring: tokenQuery, body: resetPasswordBody }, config: anyAuth },
    async (request) => {
      await recovery.resetPassword(request.query.token, request.body.password);
      return ok({ message: "Your password has been changed, sign in with the new one" });
    },
  );

  app.post(
    "/auth/change-password/:id",
    { schema: { params: idParam, body: changePasswordBody }, config: anyAuth },
    async (request) => {
      const claims = await requireUser(request);
      await recovery.changePassword(
        request.params.id,
        claims,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return ok({ message: "Your password has been changed; other sessions were signed out" });
    },
  );
}
