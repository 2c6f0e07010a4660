import { useState } from 'react';
import { initialsOf } from '../../lib/initials';

/** A person's photo (their Google picture), or their initials when there is none or it fails to load. */
export function Avatar({
  name,
  photoUrl,
  size = 'h-9 w-9',
  text = 'text-sm',
}: {
  name: string | null;
  photoUrl: string | null;
  size?: string;
  text?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photoUrl && photoUrl !== failedUrl) {
    return (
      <img
        src={photoUrl}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(photoUrl)}
        className={`${size} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      className={`${size} ${text} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
      aria-hidden
    >
      {initialsOf(name)}
    </span>
  );
}
