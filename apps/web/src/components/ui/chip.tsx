import type { ComponentProps } from 'react';

type ChipProps = Omit<ComponentProps<'button'>, 'className' | 'aria-pressed' | 'type'> & {
  /** Whether the chip is chosen; told to assistive technology as a pressed toggle. */
  selected: boolean;
};

/** A tag that toggles, such as a filter: dark green when chosen, pale when not. */
export function Chip({ selected, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type="button"
      aria-pressed={selected}
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-label font-medium transition-colors duration-(--duration-quick) ease-standard focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        selected ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-900 hover:bg-brand-100'
      }`}
    />
  );
}
