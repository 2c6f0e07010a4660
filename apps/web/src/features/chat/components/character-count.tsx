import { useEffect, useState } from 'react';

/** The count shows from this many characters before the limit. */
const SHOW_WITHIN = 400;
/** A screen reader hears the count once typing has paused this long, not on every key. */
const ANNOUNCE_AFTER_MS = 1000;

/** True once a text of `length` is near enough `max` for the count to show. */
export const isCountShown = (length: number, max: number) => length >= max - SHOW_WITHIN;

const numberFormat = new Intl.NumberFormat('en-US');

const leftText = (left: number) =>
  left === 0 ? 'No characters left' : `${numberFormat.format(left)} character${left === 1 ? '' : 's'} left`;

/**
 * "3,950/4,000" under a text box once its text nears `max`, and a polite "50 characters left" for screen
 * readers a second after the last key (as GOV.UK's character count does). The live region is always in the
 * page, empty while far from the limit, so its first words are announced too.
 */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const isNear = isCountShown(length, max);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setAnnouncement(isNear ? leftText(max - length) : ''), ANNOUNCE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isNear, length, max]);

  return (
    <>
      {isNear ? (
        <p id={id} className={`px-3 pt-1 text-right text-xs tabular-nums ${length >= max ? 'text-red-700' : 'text-zinc-600'}`}>
          <span aria-hidden>
            {numberFormat.format(length)}/{numberFormat.format(max)}
          </span>
          <span className="sr-only">{leftText(max - length)}</span>
        </p>
      ) : null}
      <span aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
