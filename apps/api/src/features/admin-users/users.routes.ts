import {
  AdminUserAnswer,
  AdminUserFirmQuery,
  AdminUserFirmsAnswer,
  AdminUserInvite,
  AdminUserListQuery,
  AdminUserPageAnswer,
  AdminUserStatusChange,
  AdminUserUpdate,
  IdParams,
  messages,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { bearerAuth, clientOf, errorAnswers, ok, type ZodApp } from '../../lib/http.js';
import { adminOf } from '../auth/session-guard.js';
import { inviteUser, listFirmsForUsers, listUsers, updateUser } from './users.service.js';
import { sendPasswordMail, setUserStatus } from './users-access.service.js';

const tags = ['Admin'];

/** The tenant administrator's users and roles (issue 15). */
export function registerAdminUserRoutes(app: ZodApp, ctx: AppContext): void {
  const guard = ctx.guards.requireTenantAdmin;
  const base = { tags, security: bearerAuth };

  app.get(
    '/admin/Users',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: "The tenant's administrators and firm users, with role, firm, flags and status",
        operationId: 'adminUserList',
        querystring: AdminUserListQuery,
        response: { 200: AdminUserPageAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await listUsers(ctx, adminOf(request), request.query)),
  );

  app.get(
    '/admin/Users/Firms',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'The active firms of the tenant a person may be attached to (at most 50, by code)',
        operationId: 'adminUserFirms',
        querystring: AdminUserFirmQuery,
        response: { 200: AdminUserFirmsAnswer, ...errorAnswers(401, 403, 406) },
      },
    },
    async (request) => ok(await listFirmsForUsers(ctx, adminOf(request), request.query.search)),
  );

  app.post(
    '/admin/Users',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary:
          'Invites a person as administrator and/or firm user; a new person gets a 7-day password link',
        description:
          'A person who already uses the portal at another tenant keeps its password, name and mobile and gets a ' +
          'notice instead of a link. An e-mail already in this tenant is refused (400).',
        operationId: 'adminUserInvite',
        body: AdminUserInvite,
        response: { 200: AdminUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { user } = await inviteUser(ctx, adminOf(request), request.body, clientOf(request));
      // One message either way: the answer does not tell whether the address already had an account elsewhere.
      return ok(user, messages.adminUserInvited);
    },
  );

  app.put(
    '/admin/Users/:id',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Changes a person’s name and mobile, firm membership and flags, and admin role',
        description:
          'The whole form. Name and mobile change only for a person of this tenant alone; the caller cannot ' +
          'remove its own admin role, nor anyone the last active administrator’s (400, nothing written).',
        operationId: 'adminUserUpdate',
        params: IdParams,
        body: AdminUserUpdate,
        response: { 200: AdminUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await updateUser(ctx, adminOf(request), request.params.id, request.body, clientOf(request)),
        messages.success,
      ),
  );

  app.post(
    '/admin/Users/:id/status',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'Switches a person’s access to this tenant off (signed out at once) or on again',
        operationId: 'adminUserStatus',
        params: IdParams,
        body: AdminUserStatusChange,
        response: { 200: AdminUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) =>
      ok(
        await setUserStatus(ctx, adminOf(request), request.params.id, request.body.active, clientOf(request)),
        messages.success,
      ),
  );

  app.post(
    '/admin/Users/:id/password-reset',
    {
      onRequest: guard,
      schema: {
        ...base,
        summary: 'E-mails the person a password-reset link (a new invitation while it has no password yet)',
        operationId: 'adminUserPasswordReset',
        params: IdParams,
        response: { 200: AdminUserAnswer, ...errorAnswers(400, 401, 403, 404, 406) },
      },
    },
    async (request) => {
      const { user, mail } = await sendPasswordMail(
        ctx,
        adminOf(request),
        request.params.id,
        clientOf(request),
      );
      return ok(user, mail === 'invite' ? messages.invitationSent : messages.adminPasswordResetSent);
    },
  );
}
