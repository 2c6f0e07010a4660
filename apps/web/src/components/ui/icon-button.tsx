import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Icon } from './icon';

type IconButtonProps = Omit<ComponentProps<'button'>, 'className' | 'aria-label' | 'children'> & {
  icon: LucideIcon;
  /** The button's accessible name (and tooltip): an icon alone says nothing to a screen reader. */
  label: string;
  /** md is a 44 px target, sm the 24 px least (WCAG 2.2, 2.5.8) for a control repeated in a line of text. */
  size?: 'sm' | 'md';
  variant?: 'ghost' | 'soft';
  /** Placement only (margins, flex). */
  className?: string;
};

const sizes = { sm: 'size-6 rounded-full', md: 'size-11 rounded-control' };
const iconSizes = { sm: 14, md: 22 };
const variants = {
  ghost: 'text-brand-700 hover:bg-brand-100',
  soft: 'bg-brand-100 text-brand-700 hover:bg-brand-50',
};

/** A button showing only an icon, named by its required `label`. */
export function IconButton({ icon, label, size = 'md', variant = 'ghost', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={`inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40 ${sizes[size]} ${variants[variant]} ${className ?? ''}`}
    >
      <Icon icon={icon} size={iconSizes[size]} />
    </button>
  );
}
