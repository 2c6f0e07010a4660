import { initialsOf } from '../../../lib/initials';

/** A person's initials in a brand circle. */
export function PersonAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-xl' : 'h-11 w-11';
  return (
    <span aria-hidden className={`flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white ${box}`}>
      {initialsOf(name)}
    </span>
  );
}
