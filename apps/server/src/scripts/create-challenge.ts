// Operator command: creates a 48-hour challenge with a chosen start.
// npm run challenge:create -- --start=2026-12-01T10:00:00Z [--max=100] [--title="Winter Challenge"]
// On the embedded database it refuses while the server runs (it owns the folder); stop it first.
import { createChallenge } from '../modules/challenges/challenges.service';
import { openOperatorDatabase } from './open-operator-database';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const startsAt = new Date(arg('start') ?? '');
const max = arg('max') ? Number(arg('max')) : undefined;
if (Number.isNaN(startsAt.getTime()) || (max !== undefined && (!Number.isInteger(max) || max < 1))) {
  console.error('Usage: npm run challenge:create -- --start=<ISO date> [--max=<participants>] [--title=<title>]');
  process.exit(2);
}
const database = await openOperatorDatabase('npm run challenge:create');
const title = arg('title');
const challenge = await createChallenge(database.db, { startsAt, ...(max ? { maxParticipants: max } : {}), ...(title ? { title } : {}) });
console.log(
  `Created "${challenge.title}": ${challenge.startsAt.toISOString()} to ${challenge.endsAt.toISOString()}, up to ${challenge.maxParticipants} participants (id ${challenge.id})`,
);
await database.close();
