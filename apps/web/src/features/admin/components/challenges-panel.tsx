import type { AdminChallenge } from '@seedmatch/shared/admin';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useAdminChallenges } from '../api/get-challenges';
import { formatWhen } from './admin-dates';
import { ScheduleChallengeForm } from './schedule-challenge-form';

const STATUS = { waiting: 'Scheduled', active: 'Running', ended: 'Ended' } as const;

function ChallengeSummary({ label, challenge }: { label: string; challenge: AdminChallenge }) {
  return (
    <article aria-label={label} className="space-y-3 rounded-card border border-zinc-200 bg-white p-4">
      <header>
        <p className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{label}</p>
        <h3 className="font-bold break-words">{challenge.title}</h3>
        <p className="text-label text-zinc-700">
          {STATUS[challenge.status]} · {formatWhen(challenge.startsAt)} to {formatWhen(challenge.endsAt)}
        </p>
        <p className="text-label text-zinc-700">
          {challenge.participants.length} of {challenge.maxParticipants} participants · {challenge.submissions.length}{' '}
          {challenge.submissions.length === 1 ? 'submission' : 'submissions'}
        </p>
      </header>
      {challenge.participants.length > 0 ? (
        <ul aria-label="Participants" className="flex flex-wrap gap-2 text-label">
          {challenge.participants.map((p) => (
            <li key={p.id} className="rounded-full bg-zinc-100 px-2.5 py-0.5">
              {p.name}
              {p.submitted ? ' · submitted' : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {challenge.submissions.length > 0 ? (
        <ul aria-label="Submissions" className="space-y-2 text-label">
          {challenge.submissions.map((s) => (
            <li key={s.id} className="rounded-lg bg-zinc-50 px-3 py-2 break-words">
              <span className="font-semibold">{s.founder}</span> · {s.ideaTitle ?? 'a deleted idea'} · {s.credits} credits
              <a href={s.githubUrl} target="_blank" rel="noopener noreferrer" className="block text-brand-700 underline break-all">
                {s.githubUrl}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The current and next challenge with their people, and scheduling the next one. */
export function ChallengesPanel() {
  const challenges = useAdminChallenges();
  return (
    <section aria-labelledby="admin-challenges" className="space-y-4">
      <h2 id="admin-challenges" className="text-title font-bold">
        Challenges
      </h2>
      {challenges.isPending ? (
        <ListSkeleton label="Loading challenges" rows={2} avatar="hidden" />
      ) : challenges.isError ? (
        <p role="alert" className="text-red-700">
          {challenges.error.message}
        </p>
      ) : (
        <div className="space-y-3">
          <ChallengeSummary label="Current challenge" challenge={challenges.data.current} />
          {challenges.data.next ? (
            <ChallengeSummary label="Next challenge" challenge={challenges.data.next} />
          ) : (
            <p className="text-label text-zinc-600">No next challenge is scheduled: one starts by itself when this one ends.</p>
          )}
        </div>
      )}
      <ScheduleChallengeForm />
    </section>
  );
}
