import {
  ScheduleChallengeBodySchema,
  type AdminChallenge,
  type AdminReport,
  type AdminUserRow,
  type ScheduleChallengeBody,
} from '@seedmatch/shared/admin';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import type { AdminActor } from '../modules/admin/admin-access';
import { scheduleChallenge } from '../modules/admin/challenges-admin.service';
import { listAdminReports } from '../modules/admin/reports-admin.service';
import { searchUsers, suspendByAdmin, unsuspendByAdmin } from '../modules/admin/users-admin.service';
import { connectRemoteSockets } from '../modules/realtime/remote-sockets';
import { connectAdminApi, type AdminApi } from './admin-api';
import { openOperatorDatabase } from './open-operator-database';

/** What the operator commands do, the same through the server's admin API or on the database itself. */
export type AdminOperations = {
  /** Where the work happens, for the command's last line. */
  via: string;
  openReports: () => Promise<AdminReport[]>;
  /** The account with exactly this address (any case), or null. */
  findByEmail: (email: string) => Promise<AdminUserRow | null>;
  suspend: (userId: string, reason: string) => Promise<void>;
  unsuspend: (userId: string, reason: string) => Promise<void>;
  scheduleChallenge: (body: Omit<ScheduleChallengeBody, 'maxParticipants'> & { maxParticipants?: number }) => Promise<AdminChallenge>;
  close: () => Promise<void>;
};

const exactly = (email: string) => (rows: AdminUserRow[]) => rows.find((row) => row.email.toLowerCase() === email.toLowerCase()) ?? null;

function throughApi(api: AdminApi): AdminOperations {
  return {
    via: 'through the running server',
    openReports: () => api('GET', '/api/admin/reports'),
    findByEmail: async (email) => exactly(email)(await api('GET', `/api/admin/users?q=${encodeURIComponent(email)}`)),
    suspend: (id, reason) => api('POST', `/api/admin/users/${id}/suspend`, { reason }),
    unsuspend: (id, reason) => api('POST', `/api/admin/users/${id}/unsuspend`, { reason }),
    scheduleChallenge: (body) => api('POST', '/api/admin/challenges', body),
    close: async () => undefined,
  };
}

/** With no server running, the commands write to the database themselves (the embedded one refuses while a server holds it). */
async function onDatabase(command: string, redisUrl: string | undefined): Promise<AdminOperations> {
  const database = await openOperatorDatabase(command);
  const db: Db = database.db;
  const actor: AdminActor = { id: null, label: 'command line' };
  return {
    via: 'on the database (no server answered)',
    openReports: () => listAdminReports(db, 'open'),
    findByEmail: async (email) => exactly(email)(await searchUsers(db, email)),
    suspend: async (id, reason) => {
      const remote = connectRemoteSockets(redisUrl);
      try {
        await suspendByAdmin(db, actor, id, reason, remote.sockets);
      } finally {
        await remote.close();
      }
    },
    unsuspend: (id, reason) => unsuspendByAdmin(db, actor, id, reason),
    scheduleChallenge: (body) => scheduleChallenge(db, actor, ScheduleChallengeBodySchema.parse(body), new Date()),
    close: () => database.close(),
  };
}

/** The running server's admin API when one answers, else the database itself. */
export async function adminOperations(command: string): Promise<AdminOperations> {
  const config = loadConfig();
  const api = await connectAdminApi(config);
  return api ? throughApi(api) : onDatabase(command, config.redisUrl);
}
