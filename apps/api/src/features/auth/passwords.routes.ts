import {
  ChangePasswordRequest,
  EmptyAnswer,
  ForgotPasswordRequest,
  messages,
  PsrGuidAnswer,
  PsrGuidQuery,
  SetPasswordRequest,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, noAuth, ok, type ZodApp } from '../../lib/http.js';
import {
  changePassword,
  describePasswordToken,
  requestPasswordReset,
  setPasswordWithToken,
} from './passwords.service.js';
import { sessionOf } from './session-guard.js';

const tags = ['FirmAuth'];

export function registerPasswordRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/FirmAuth/ForgotPassword',
    {
      schema: {
        tags,
        summary: 'Send a password reset link (same answer whether or not the e-mail exists)',
        security: noAuth,
        body: ForgotPasswordRequest,
        response: { 200: EmptyAnswer, ...errorAnswers(406, 429) },
      },
    },
    async (request) => {
      await requestPasswordReset(
        ctx,
        { email: request.body.Email, tenantUrl: request.body.TenantUrl },
        clientOf(request),
      );
      return ok(null, messages.forgotPasswordSent);
    },
  );

  app.get(
    '/FirmAuth/IsHavePsrGuid',
    {
      schema: {
        tags,
        summary: 'Whether a reset or invitation link is still usable',
        security: noAuth,
        querystring: PsrGuidQuery,
        response: { 200: PsrGuidAnswer, ...errorAnswers(404, 406) },
      },
    },
    async (request) => ok(await describePasswordToken(ctx, request.query.PsrGuid)),
  );

  app.post(
    '/FirmAuth/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link (works once, 30 minutes)',
        security: noAuth,
        body: SetPasswordRequest,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 406) },
      },
    },
    async (request) => {
      await setPasswordWithToken(
        ctx,
        'reset',
        { token: request.body.PsrGuid, password: request.body.Password },
        clientOf(request),
      );
      return ok(null, messages.passwordResetDone);
    },
  );

  app.post(
    '/FirmAuth/NewPassword',
    {
      schema: {
        tags,
        summary: 'Create the first password from an invitation link (7 days)',
        security: noAuth,
        body: SetPasswordRequest,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 406) },
      },
    },
    async (request) => {
      await setPasswordWithToken(
        ctx,
        'invite',
        { token: request.body.PsrGuid, password: request.body.Password },
        clientOf(request),
      );
      return ok(null, messages.passwordCreated);
    },
  );

  app.post(
    '/FirmAuth/ChangePassword',
    {
      onRequest: ctx.guards.requireSession,
      schema: {
        tags,
        summary: "Change the signed-in user's password; their other sessions end",
        security: bearerAuth,
        body: ChangePasswordRequest,
        response: { 200: EmptyAnswer, ...errorAnswers(400, 401, 406, 429) },
      },
    },
    async (request) => {
      await changePassword(ctx, sessionOf(request), request.body, clientOf(request));
      return ok(null, messages.passwordChanged);
    },
  );
}
