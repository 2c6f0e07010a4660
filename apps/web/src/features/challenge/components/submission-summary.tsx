import type { Submission } from '@seedmatch/shared/challenge';
import { ReadMoreText } from '../../../components/ui/read-more-text';
import { card } from './styles';

/** The submitted MVP and the credits the server gave it. */
export function SubmissionSummary({ submission }: { submission: Submission }) {
  return (
    <section aria-label="Your MVP" className={`${card} border-brand-500`}>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-brand-900">MVP submitted</h2>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white">{submission.credits} credits</span>
      </div>
      <p className="font-semibold text-brand-700">{`You earned ${submission.credits} credits`}</p>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="inline font-medium">Ships: </dt>
          <dd className="inline">{submission.ideaTitle ?? 'an idea you have since deleted'}</dd>
        </div>
        {/* An address may run to 500 characters without a space: two lines of it, the link keeps the whole. */}
        <div className="line-clamp-2">
          <dt className="inline font-medium">GitHub: </dt>
          <dd className="inline break-all">
            <a href={submission.githubUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {submission.githubUrl}
            </a>
          </dd>
        </div>
        {submission.liveUrl ? (
          <div className="line-clamp-2">
            <dt className="inline font-medium">Live: </dt>
            <dd className="inline break-all">
              <a href={submission.liveUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                {submission.liveUrl}
              </a>
            </dd>
          </div>
        ) : null}
        {submission.techStack ? (
          <div>
            <dt className="inline font-medium">Tech stack: </dt>
            <dd className="inline">{submission.techStack}</dd>
          </div>
        ) : null}
      </dl>
      {submission.description ? <ReadMoreText title="Your MVP" text={submission.description} /> : null}
      <p className="text-sm text-zinc-600">{submission.hasReadme ? 'README with setup instructions included' : 'No README'}</p>
    </section>
  );
}
