import { initialsOf } from '../../../lib/initials';

export function Avatar({ name, photoUrl, size = 'h-9 w-9' }: { name: string | null; photoUrl: string | null; size?: string }) {
  if (photoUrl) {
    return <img src={photoUrl} alt="" referrerPolicy="no-referrer" className={`${size} rounded-full object-cover`} />;
  }
  return (
    <span className={`${size} flex items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white`} aria-hidden>
      {initialsOf(name)}
    </span>
  );
}
