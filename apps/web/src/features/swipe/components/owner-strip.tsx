import type { IdeaAuthor } from '@seedmatch/shared/ideas';
import { Avatar } from '../../../components/ui/avatar';

/** How many of the owner's skills the card names. */
const TOP_SKILLS = 3;

/** Who is behind the idea: photo or initials, name, title, top skills, what they look for. Opens their profile. */
export function OwnerStrip({ owner, onOpen }: { owner: IdeaAuthor; onOpen?: () => void }) {
  const about = [owner.title, owner.skills.slice(0, TOP_SKILLS).join(', ')].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center gap-3 rounded-2xl px-2 py-1 text-left hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Avatar name={owner.name} photoUrl={owner.avatarUrl} size="h-11 w-11" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold text-zinc-900">{owner.name}</span>
        {about ? <span className="truncate text-xs text-zinc-600">{about}</span> : null}
        {owner.lookingFor.length > 0 ? (
          <span className="truncate text-xs text-brand-700">Looking for {owner.lookingFor.join(', ')}</span>
        ) : null}
      </span>
      <span className="sr-only">View profile</span>
      <span aria-hidden className="shrink-0 text-lg text-zinc-400">
        ›
      </span>
    </button>
  );
}
