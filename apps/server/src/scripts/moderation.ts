// Operator commands for trust & safety, done through the running server's admin API (ADMIN_TOKEN):
//   npm run reports:list                                       the open reports, newest first
//   npm run user:suspend -- --email=a@b.com --reason="…"       suspend an account (its sessions and sockets end)
//   npm run user:unsuspend -- --email=a@b.com --reason="…"     lift a suspension
// With no server running they work on the database itself; the embedded one refuses while a server holds it.
import type { AdminReport } from '@seedmatch/shared/admin';
import { adminOperations } from './admin-operations';

const [command] = process.argv.slice(2);
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SCRIPTS: Record<string, string> = { suspend: 'user:suspend', unsuspend: 'user:unsuspend', reports: 'reports:list' };
const script = SCRIPTS[command ?? ''];

function describeReport(report: AdminReport): string {
  const what =
    report.context.kind === 'message'
      ? `  message: "${report.context.content}"`
      : report.context.kind === 'idea'
        ? `  idea: ${report.context.idea?.title ?? '(deleted)'}`
        : '';
  return `${report.createdAt}  ${report.reason.padEnd(13)} ${report.reported?.email ?? '(deleted)'}  ${report.details}${what}`;
}

if (!script) {
  console.error('Commands: reports, suspend --email=<address> --reason=<why>, unsuspend --email=<address> --reason=<why>');
  process.exit(2);
}
const email = arg('email');
const reason = arg('reason')?.trim();
if (command !== 'reports' && (!email || !reason)) {
  console.error(`Usage: npm run ${script} -- --email=<address of an existing account> --reason=<why, for the audit log>`);
  process.exit(2);
}

const operations = await adminOperations(`npm run ${script}`).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  if (command === 'reports') {
    const reports = await operations.openReports();
    console.log(reports.length === 0 ? 'No open reports.' : reports.map(describeReport).join('\n'));
  } else {
    const target = await operations.findByEmail(email!);
    if (!target)
      throw new Error(
        `No account has the address ${email}. Usage: npm run ${script} -- --email=<address of an existing account> --reason=<why>`,
      );
    if (command === 'suspend') {
      await operations.suspend(target.id, reason!);
      console.log(`Suspended ${target.email} (${target.id}) ${operations.via}; their sessions and connections have ended.`);
    } else {
      await operations.unsuspend(target.id, reason!);
      console.log(`Unsuspended ${target.email} (${target.id}) ${operations.via}; they can sign in again.`);
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await operations.close();
}
