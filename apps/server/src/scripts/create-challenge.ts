// Operator command: schedules a 48-hour challenge with a chosen start, through the running server's admin API
// (ADMIN_TOKEN), or on the database itself when no server runs.
// npm run challenge:create -- --start=2026-12-01T10:00:00Z [--max=100] [--title="Winter Challenge"] [--reason="…"]
import { adminOperations } from './admin-operations';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const startsAt = new Date(arg('start') ?? '');
const max = arg('max') ? Number(arg('max')) : undefined;
if (Number.isNaN(startsAt.getTime()) || (max !== undefined && (!Number.isInteger(max) || max < 1))) {
  console.error('Usage: npm run challenge:create -- --start=<ISO date> [--max=<participants>] [--title=<title>] [--reason=<why>]');
  process.exit(2);
}
const operations = await adminOperations('npm run challenge:create').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  const title = arg('title');
  const challenge = await operations.scheduleChallenge({
    startsAt: startsAt.toISOString(),
    reason: arg('reason')?.trim() || 'Scheduled with npm run challenge:create',
    ...(max ? { maxParticipants: max } : {}),
    ...(title ? { title } : {}),
  });
  console.log(
    `Created "${challenge.title}" ${operations.via}: ${challenge.startsAt} to ${challenge.endsAt}, up to ${challenge.maxParticipants} participants (id ${challenge.id})`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
} finally {
  await operations.close();
}
