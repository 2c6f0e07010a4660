import type { IdeaAuthor } from '@seedmatch/shared/ideas';
import { Avatar } from '../../../components/ui/avatar';

/** How many of the owner's skills the card names. */
const TOP_SKILLS = 3;

const STRIP = '-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center gap-3 rounded-2xl px-2 py-1 text-left';

/**
 * Who is behind the idea: photo or initials, name, title, top skills, what they look for. A button that opens
 * their profile; without `onOpen`, the same strip with nothing to press (a card that is only shown).
 */
export function OwnerStrip({ owner, onOpen }: { owner: IdeaAuthor; onOpen?: () => void }) {
  const about = [owner.title, owner.skills.slice(0, TOP_SKILLS).join(', ')].filter(Boolean).join(' · ');
  const content = (
    <>
      <Avatar name={owner.name} photoUrl={owner.avatarUrl} size="h-11 w-11" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold text-zinc-900">{owner.name}</span>
        {about ? <span className="truncate text-xs text-zinc-600">{about}</span> : null}
        {owner.lookingFor.length > 0 ? (
          <span className="truncate text-xs text-brand-700">Looking for {owner.lookingFor.join(', ')}</span>
        ) : null}
      </span>
      <span aria-hidden className="shrink-0 text-lg text-zinc-400">
        ›
      </span>
    </>
  );
  if (!onOpen) return <div className={STRIP}>{content}</div>;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className={`${STRIP} hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {content}
      <span className="sr-only">View profile</span>
    </button>
  );
}
