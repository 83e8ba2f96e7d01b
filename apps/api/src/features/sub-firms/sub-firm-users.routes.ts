import {
  ActiveSwitch,
  IdParams,
  messages,
  ResendInvitation,
  SubFirmUserAnswer,
  SubFirmUserInvite,
  SubFirmUserParams,
  SubFirmUsersAnswer,
  SubFirmUserUpdate,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { sessionOf } from '../auth/session-guard.js';
import {
  inviteSubFirmUser,
  resendInvitation,
  setSubFirmUserStatus,
  subFirmUsers,
  updateSubFirmUser,
} from './sub-firm-users.service.js';

const tags = ['SubFirm'];

/** The users of a sub-firm: list, invite, flags, switch off and on, a new invitation link. */
export function registerSubFirmUserRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requirePermission('addSubFirm');
  const userRoute = { params: SubFirmUserParams, security: bearerAuth, tags };

  app.get(
    '/SubFirm/:id/Users',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'The users of a sub-firm with their flags and the state of their invitation',
        operationId: 'subFirmUserList',
        security: bearerAuth,
        params: IdParams,
        response: { 200: SubFirmUsersAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) => ok(await subFirmUsers(ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/SubFirm/:id/Users',
    {
      onRequest: guard,
      schema: {
        tags,
        summary:
          'Invites a person into a sub-firm with flags the inviter holds itself; a branded e-mail carries a 7-day link',
        operationId: 'subFirmUserInvite',
        security: bearerAuth,
        params: IdParams,
        body: SubFirmUserInvite,
        response: { 200: SubFirmUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await inviteSubFirmUser(ctx, sessionOf(request), request.params.id, request.body, clientOf(request)),
        messages.invitationSent,
      ),
  );

  app.put(
    '/SubFirm/:id/Users/:userId',
    {
      onRequest: guard,
      schema: {
        ...userRoute,
        summary: 'Changes a user’s name, mobile and flags; the flags apply from its next request',
        operationId: 'subFirmUserUpdate',
        body: SubFirmUserUpdate,
        response: { 200: SubFirmUserAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await updateSubFirmUser(ctx, sessionOf(request), request.params, request.body, clientOf(request)),
        messages.success,
      ),
  );

  app.put(
    '/SubFirm/:id/Users/:userId/Status',
    {
      onRequest: guard,
      schema: {
        ...userRoute,
        summary: 'Switches a user off in this tenant (signed out at once) or on again',
        body: ActiveSwitch,
        response: { 200: SubFirmUserAnswer, ...errorAnswers(401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await setSubFirmUserStatus(
          ctx,
          sessionOf(request),
          request.params,
          request.body.isActive,
          clientOf(request),
        ),
        messages.success,
      ),
  );

  app.post(
    '/SubFirm/:id/Users/:userId/ResendInvitation',
    {
      onRequest: guard,
      schema: {
        ...userRoute,
        summary:
          'Sends a new invitation link to a user who has not set a password (the old link stops working)',
        body: ResendInvitation,
        response: { 200: SubFirmUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await resendInvitation(
          ctx,
          sessionOf(request),
          request.params,
          request.body.language,
          clientOf(request),
        ),
        messages.invitationSent,
      ),
  );
}
