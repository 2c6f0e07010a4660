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
      {/* On a phone the avatar and Edit share the first row and the name has the whole second one: beside both it
          was a column a few letters wide. From `sm` the three stand in one row. */}
      <header className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3">
        <span
          aria-hidden
          className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        >
          {initialsOf(user.name)}
        </span>
        <div className="col-span-3 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1">
          {/* Two lines at most, broken between words; the whole name is its title and accessible name. */}
          <h1 title={user.name} className="line-clamp-2 text-2xl leading-tight font-bold break-words">
            {user.name}
          </h1>
          <p className="text-sm break-words text-zinc-600">{[p.title, user.timezone].filter(Boolean).join(' · ')}</p>
        </div>
        <Button variant="secondary" onClick={onEdit} className="col-start-3 row-start-1">
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
