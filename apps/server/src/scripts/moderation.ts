// Operator commands for trust & safety.
//   npm run reports:list                      the newest reports
//   npm run user:suspend -- --email=a@b.com   suspend an account (it can't sign in; its sessions end)
//   npm run user:unsuspend -- --email=a@b.com lift a suspension (sign-in, ideas and profile are back)
// On the embedded database they refuse while the server runs (it owns the folder); stop it first.
import { loadConfig } from '../config';
import { suspendUser, unsuspendUser } from '../modules/safety/safety.service';
import { findUserByEmail, listReports } from '../modules/safety/reports.service';
import { openOperatorDatabase } from './open-operator-database';
import { connectRemoteSockets } from '../modules/realtime/remote-sockets';

const [command] = process.argv.slice(2);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCRIPTS: Record<string, string> = { suspend: 'user:suspend', unsuspend: 'user:unsuspend', reports: 'reports:list' };
const database = await openOperatorDatabase(`npm run ${SCRIPTS[command ?? ''] ?? 'reports:list'}`);
const { db } = database;

/** The account named by --email, or the command's usage as an error. */
async function accountByEmail(script: string) {
  const email = arg('email');
  const target = email ? await findUserByEmail(db, email) : null;
  if (!target) throw new Error(`Usage: npm run ${script} -- --email=<address of an existing account>`);
  return target;
}

try {
  if (command === 'reports') {
    const rows = await listReports(db);
    if (rows.length === 0) console.log('No reports.');
    for (const { report, reportedEmail } of rows) {
      console.log(
        `${report.createdAt.toISOString()}  ${report.reason.padEnd(13)} ${reportedEmail ?? '(deleted)'}  ${report.details}${report.messageContent ? `  message: "${report.messageContent}"` : ''}`,
      );
    }
  } else if (command === 'suspend') {
    const target = await accountByEmail('user:suspend');
    const remote = connectRemoteSockets(loadConfig().redisUrl);
    try {
      await suspendUser(db, target.id, remote.sockets);
    } finally {
      await remote.close();
    }
    console.log(`Suspended ${target.email} (${target.id}); their sessions and connections have ended.`);
  } else if (command === 'unsuspend') {
    const target = await accountByEmail('user:unsuspend');
    await unsuspendUser(db, target.id);
    console.log(`Unsuspended ${target.email} (${target.id}); they can sign in again.`);
  } else {
    throw new Error('Commands: reports, suspend --email=<address>, unsuspend --email=<address>');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
