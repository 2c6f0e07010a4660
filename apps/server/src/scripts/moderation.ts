// Operator commands for trust & safety.
//   npm run reports:list                      the newest reports
//   npm run user:suspend -- --email=a@b.com   suspend an account (it can't sign in; its sessions end)
// With the embedded database, stop the server first (PGlite opens its folder from one process).
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { reports, users } from '../db/schema/index';
import { suspendUser } from '../modules/safety/safety.service';
import { connectRemoteSockets } from '../modules/realtime/remote-sockets';

const [command] = process.argv.slice(2);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
try {
  if (command === 'reports') {
    const rows = await db.select({ report: reports, reported: users.email }).from(reports).leftJoin(users, eq(users.id, reports.reportedUserId)).orderBy(desc(reports.createdAt)).limit(100);
    if (rows.length === 0) console.log('No reports.');
    for (const { report, reported } of rows) {
      console.log(`${report.createdAt.toISOString()}  ${report.reason.padEnd(13)} ${reported ?? '(deleted)'}  ${report.details}${report.messageContent ? `  message: "${report.messageContent}"` : ''}`);
    }
  } else if (command === 'suspend') {
    const email = arg('email');
    const [target] = email ? await db.select().from(users).where(eq(users.email, email)) : [];
    if (!target) throw new Error('Usage: npm run user:suspend -- --email=<address of an existing account>');
    const remote = connectRemoteSockets(config.redisUrl);
    try {
      await suspendUser(db, target.id, remote.sockets);
    } finally {
      await remote.close();
    }
    console.log(`Suspended ${target.email} (${target.id}); their sessions and connections have ended.`);
  } else {
    throw new Error('Commands: reports, suspend --email=<address>');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await database.close();
}
