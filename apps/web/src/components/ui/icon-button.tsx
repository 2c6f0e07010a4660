import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from './icon';

type IconButtonProps = Omit<ComponentProps<'button'>, 'className' | 'aria-label' | 'children'> & {
  icon: LucideIcon;
  /** The button's accessible name (and tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /**
   * md is a 44 px target, sm the 24 px least (WCAG 2.2, 2.5.8) for a control repeated in a line of text, lg
   * a screen's one main pair of actions (the deck's Pass and Like): round, 56 px, 64 px on taller screens.
   */
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'soft' | 'raised-danger' | 'primary';
  /** The icon's own look (a filled heart, a bolder stroke). */
  iconClassName?: string;
  /** Placement only (margins, flex). */
  className?: string;
};

/** The large round size, for a placeholder that must take the button's exact place (a skeleton). */
export const LARGE_ROUND = 'size-14 rounded-full [@media(min-height:700px)]:size-16';

// The small one is round to the eye only: a round button takes taps inside its circle alone, under 24 x 24 px,
// so the button is the whole square and the circle a span inside it.
const sizes = { sm: 'size-6', md: 'size-11 rounded-control', lg: LARGE_ROUND };
const iconSizes = { sm: 14, md: 22, lg: 30 };
const variants = {
  ghost: 'text-brand-700 hover:bg-brand-100',
  soft: 'bg-brand-100 text-brand-700 hover:bg-brand-50',
  'raised-danger': 'bg-white text-red-500 shadow-lg ring-1 ring-zinc-200 hover:bg-red-50',
  primary: 'bg-brand-700 text-white shadow-lg hover:bg-brand-900',
};

/** A button showing only an icon, named by its required `label`. */
export function IconButton({
  icon,
  label,
  size = 'md',
  variant = 'ghost',
  type = 'button',
  className,
  iconClassName,
  ...rest
}: IconButtonProps) {
  const glyph = <Icon icon={icon} size={iconSizes[size]} {...(iconClassName ? { className: iconClassName } : {})} />;
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center transition-colors duration-(--duration-quick) ease-standard focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 ${sizes[size]} ${size === 'sm' ? '' : variants[variant]} ${className ?? ''}`}
    >
      {size === 'sm' ? (
        <span className={`flex size-full items-center justify-center rounded-full transition-colors ${variants[variant]}`}>{glyph}</span>
      ) : (
        glyph
      )}
    </button>
  );
}
