import type { ReportContext } from '@seedmatch/shared/admin';

const SPEAKER = { reported: 'Reported person', reporter: 'Reporter', deleted: 'Deleted user' } as const;

/** What was reported, as it is now: the message among its neighbours, the idea, or the profile. */
export function ReportContextView({ context }: { context: ReportContext }) {
  if (context.kind === 'message') {
    return (
      <div className="space-y-2">
        {context.current !== null && context.current !== context.content ? (
          <p className="text-label text-zinc-600">Reported text: “{context.content}”</p>
        ) : null}
        <ol aria-label="The conversation around the message" className="space-y-1.5">
          {context.conversation.map((line) => (
            <li
              key={line.id}
              className={`rounded-lg px-3 py-2 text-label break-words ${line.isReported ? 'border-2 border-red-600 bg-red-50' : 'bg-zinc-50'}`}
            >
              <span className="block text-xs font-semibold text-zinc-600">
                {SPEAKER[line.from]}
                {line.isReported ? ' · reported message' : ''}
              </span>
              {line.content}
            </li>
          ))}
        </ol>
        {context.current === null ? (
          <p className="text-label text-zinc-600">The conversation no longer exists. Reported text: “{context.content}”</p>
        ) : null}
      </div>
    );
  }
  if (context.kind === 'idea') {
    if (!context.idea) return <p className="text-label text-zinc-600">The idea has been deleted.</p>;
    return (
      <div className="rounded-lg bg-zinc-50 px-3 py-2 break-words">
        <p className="font-semibold">{context.idea.title}</p>
        <p className="mt-1 text-label text-zinc-700">{context.idea.pitch}</p>
        {context.idea.tags.length > 0 ? <p className="mt-1 text-xs text-zinc-600">{context.idea.tags.join(' · ')}</p> : null}
      </div>
    );
  }
  if (!context.profile) return <p className="text-label text-zinc-600">The account has been deleted.</p>;
  const { bio, skills, location } = context.profile;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg bg-zinc-50 px-3 py-2 text-label break-words">
      <dt className="font-semibold">Bio</dt>
      <dd>{bio || '—'}</dd>
      <dt className="font-semibold">Skills</dt>
      <dd>{skills.join(', ') || '—'}</dd>
      <dt className="font-semibold">Location</dt>
      <dd>{location || '—'}</dd>
    </dl>
  );
}
