import type { CurrentUser } from '@seedmatch/shared/users';
import { Button } from '../../../components/ui/button';
import { TagList } from '../../../components/ui/tag-list';
import { initialsOf } from '../../../lib/initials';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-1 text-zinc-800">{children}</dd>
    </div>
  );
}

/** The read-only profile. */
export function ProfileView({ user, onEdit }: { user: CurrentUser; onEdit: () => void }) {
  const p = user.preferences;
  return (
    <section className="space-y-4">
      <header className="flex items-center gap-4">
        <span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white">
          {initialsOf(user.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl leading-tight font-bold break-words">{user.name}</h1>
          <p className="text-sm text-zinc-600">{[p.title, user.timezone].filter(Boolean).join(' · ')}</p>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          Edit
        </Button>
      </header>
      <dl className="space-y-4 rounded-2xl bg-brand-50 p-4">
        {user.bio ? (
          <Row label="Bio">
            <p className="whitespace-pre-wrap">{user.bio}</p>
          </Row>
        ) : null}
        {p.experience ? (
          <Row label="Experience">
            <p className="whitespace-pre-wrap">{p.experience}</p>
          </Row>
        ) : null}
        <Row label="Skills">
          <TagList tags={user.skills} label="Skills" tone="tinted" />
        </Row>
        <Row label="Interests">
          <TagList tags={p.interests} label="Interests" tone="tinted" />
        </Row>
        <Row label="Looking for">
          <TagList tags={p.lookingFor} label="Looking for" tone="tinted" />
        </Row>
        {p.linkedin || p.github ? (
          <Row label="Links">
            <span className="flex gap-4">
              {p.linkedin ? (
                <a href={p.linkedin} target="_blank" rel="noopener noreferrer" className="underline">
                  LinkedIn
                </a>
              ) : null}
              {p.github ? (
                <a href={p.github} target="_blank" rel="noopener noreferrer" className="underline">
                  GitHub
                </a>
              ) : null}
            </span>
          </Row>
        ) : null}
        <Row label="Role">{user.role === 'INVESTOR' ? 'Investor' : 'Founder'}</Row>
      </dl>
    </section>
  );
}
