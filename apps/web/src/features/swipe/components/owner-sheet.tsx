import type { ReactNode } from 'react';
import type { IdeaAuthor } from '@seedmatch/shared/ideas';
import { Avatar } from '../../../components/ui/avatar';
import { Sheet } from '../../../components/ui/sheet';
import { TagList } from '../../../components/ui/tag-list';

function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-1 text-zinc-800">{children}</dd>
    </div>
  );
}

/** Who is behind a deck card: photo, title and place, bio, skills, interests, what they look for. */
export function OwnerDetails({ owner }: { owner: IdeaAuthor }) {
  const subtitle = [owner.title, owner.location].filter(Boolean).join(' · ');
  return (
    <>
      <div className="flex items-center gap-4">
        <Avatar name={owner.name} photoUrl={owner.avatarUrl} size="h-16 w-16" text="text-xl" />
        <p className="min-w-0 text-sm text-zinc-600 [overflow-wrap:anywhere]">{subtitle || 'Founder on SeedMatch'}</p>
      </div>
      <dl className="mt-4 space-y-4">
        {owner.bio ? (
          <Section label="Bio">
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{owner.bio}</p>
          </Section>
        ) : null}
        {owner.skills.length > 0 ? (
          <Section label="Skills">
            <TagList tags={owner.skills} label="Skills" />
          </Section>
        ) : null}
        {owner.interests.length > 0 ? (
          <Section label="Interests">
            <TagList tags={owner.interests} label="Interests" />
          </Section>
        ) : null}
        {owner.lookingFor.length > 0 ? (
          <Section label="Looking for">
            <TagList tags={owner.lookingFor} label="Looking for" />
          </Section>
        ) : null}
      </dl>
    </>
  );
}

/** The profile of the person behind a deck card, from what the deck already sent. */
export function OwnerSheet({ owner, onClose }: { owner: IdeaAuthor; onClose: () => void }) {
  return (
    <Sheet title={owner.name} onClose={onClose}>
      <OwnerDetails owner={owner} />
    </Sheet>
  );
}
