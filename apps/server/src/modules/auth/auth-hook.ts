import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_MESSAGES } from '@seedmatch/shared/errors';
import { SUSPENDED_MESSAGE } from '@seedmatch/shared/safety';
import type { Db } from '../../db/client';
import type { SessionRow, UserRow } from '../../db/schema/index';
import { declareRefusals, reason, type Refusals } from '../../lib/error-answers';
import { requireInvestor } from '../investor/dashboard.service';
import { founderOnly, requireFounder } from '../ideas/ideas.service';
import { requireSession, requireUser } from './auth-guard';
import { ADMIN_ONLY_MESSAGE } from '@seedmatch/shared/admin';
import { forbidden } from '../../lib/app-error';
import type { AdminAccess, AdminActor } from '../admin/admin-access';
import { bearerToken } from './session.service';

/**
 * Who may call a route (docs/product.md#roles): anyone with a live session (`session`, before the user
 * exists), a user, or a user of one role; a founder-only route names what only founders can do.
 */
type Access = 'session' | 'user' | 'admin' | { role: 'INVESTOR' } | { role: 'FOUNDER'; to: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set: the route answers only that caller, checked before its input (401, 404 before sign-up, 403). */
    auth?: Access;
  }
  interface FastifyRequest {
    /** The caller, on routes whose `config.auth` asks for a user. */
    user: UserRow;
    /** The caller's session, on routes whose `config.auth` is `session`. */
    session: SessionRow;
    /** Who acts, on routes whose `config.auth` is `admin`. */
    admin: AdminActor;
  }
}

/**
 * What the request logs from here on, "request completed" included, names the caller, so an operator can follow
 * one person's trouble: their id, never what they send. The request's own pino child takes the binding in place
 * (a child of it cost 8-22 µs a request, this about 1); with logging off Fastify's stand-in logger has none to take.
 */
function nameCallerInLog(log: FastifyBaseLogger, userId: string): void {
  if ('setBindings' in log && typeof log.setBindings === 'function') log.setBindings({ userId });
}

function authenticate(db: Db, admins: AdminAccess, access: Access) {
  if (access === 'admin') {
    return async (request: FastifyRequest) => {
      if (admins.holdsToken(bearerToken(request.headers.authorization))) {
        request.admin = { id: null, label: 'admin token' };
        return;
      }
      const user = await requireUser(db, request);
      nameCallerInLog(request.log, user.id);
      if (!admins.isAdmin(user)) throw forbidden(ADMIN_ONLY_MESSAGE);
      request.user = user;
      request.admin = { id: user.id, label: user.email };
    };
  }
  if (access === 'session') {
    return async (request: FastifyRequest) => {
      request.session = await requireSession(db, request);
    };
  }
  return async (request: FastifyRequest) => {
    const user = await requireUser(db, request);
    nameCallerInLog(request.log, user.id);
    if (typeof access === 'object' && access.role === 'INVESTOR') requireInvestor(user);
    if (typeof access === 'object' && access.role === 'FOUNDER') requireFounder(user, access.to);
    request.user = user;
  };
}

const ROLE_NOTE = { FOUNDER: 'Founders only.', INVESTOR: 'Investors only.' } as const;
const roleRefusal = (access: Access) => {
  if (access === 'admin') return ` ${reason('Not an admin', ADMIN_ONLY_MESSAGE)}`;
  if (typeof access !== 'object') return '';
  return access.role === 'FOUNDER'
    ? ` ${reason('Not a founder', founderOnly(access.to))}`
    : ` ${reason('Not an investor', ERROR_MESSAGES.investorOnly)}`;
};

/** The refusals of the check itself: no session; then, for a user, none created yet, suspended, or the wrong role. */
function accessRefusals(access: Access): Refusals {
  const noSession = { 401: reason('No live session', ERROR_MESSAGES.notSignedIn) };
  if (access === 'session') return noSession;
  return {
    ...noSession,
    403: `${reason('A suspended account', SUSPENDED_MESSAGE)}${roleRefusal(access)}`,
    404: reason('Signed in, but no user created yet', ERROR_MESSAGES.userNotFound),
  };
}

/** The contract's side of access: the bearer scheme, the role the route is for and the refusals of the check. */
function documentAccess(route: RouteOptions, access: Access): void {
  // A copy: Fastify hands the GET route's schema object to the HEAD route it adds, which runs this hook again.
  const schema = (route.schema = { ...route.schema }) as { security?: unknown; description?: string };
  schema.security = [{ bearer: [] }];
  const note =
    access === 'admin'
      ? `${ADMIN_ONLY_MESSAGE} The bearer is an admin's session or the admin token.`
      : typeof access === 'object'
        ? ROLE_NOTE[access.role]
        : null;
  if (note) schema.description = [schema.description, note].filter(Boolean).join(' ');
  declareRefusals(route, accessRefusals(access));
}

/**
 * A route declares its caller in `config.auth`; this hook checks it before the input is validated (as the
 * API always has) and hands the handler a typed `request.user` or `request.session`.
 */
async function authHookSetup(app: FastifyInstance, { db, admins }: { db: Db; admins: AdminAccess }) {
  app.decorateRequest('user', null as unknown as UserRow);
  app.decorateRequest('session', null as unknown as SessionRow);
  app.decorateRequest('admin', null as unknown as AdminActor);
  app.addHook('onRoute', (route) => {
    const access = route.config?.auth;
    if (!access) return;
    documentAccess(route, access);
    route.preValidation = [authenticate(db, admins, access), ...[route.preValidation ?? []].flat()];
  });
}

export const authHookPlugin = fp(authHookSetup, { name: 'auth-hook' });
