import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'quiet' | 'danger' | 'danger-outline';
type ButtonSize = 'sm' | 'md' | 'lg';

type Look = {
  variant?: ButtonVariant;
  /** sm is a 36 px secondary control; md (44 px) and lg (48 px) are for primary actions. */
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Placement only (margins, flex, width, text size): the look comes from variant and size. */
  className?: string;
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900',
  secondary: 'border border-brand-600 text-brand-700 hover:bg-brand-50',
  outline: 'border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  quiet: 'text-zinc-700 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  'danger-outline': 'border border-red-300 text-red-700 hover:bg-red-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 rounded-lg px-3 py-1.5 text-label',
  md: 'min-h-11 rounded-control px-4 py-2',
  lg: 'min-h-12 rounded-control px-5 py-3',
};

/** The classes of the kit's button look, for the rare control that cannot be a Button or a ButtonLink. */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false, className }: Look = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 text-center font-semibold transition-colors duration-(--duration-quick) ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    variants[variant],
    sizes[size],
    fullWidth ? 'w-full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function BusySpinner() {
  return <span aria-hidden className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}

type ButtonProps = Omit<ComponentProps<'button'>, 'className'> &
  Look & {
    /** Shows a spinner beside the label, marks the button busy and ignores clicks until it is done. */
    loading?: boolean;
    /** Busy without the spinner or the blocked clicks, for work that may overlap (a message still sending). */
    'aria-busy'?: boolean;
    children: ReactNode;
  };

/** The one button of the client: a variant, a size, and a `loading` state that keeps the label readable. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  'aria-busy': isBusy = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const isSolid = variant === undefined || variant === 'primary' || variant === 'danger';
  // A solid button that cannot be used turns grey, so it never reads as ready; outlines fade.
  const unusable = isSolid ? 'disabled:bg-zinc-300 disabled:text-zinc-600' : 'disabled:opacity-60';
  const state = loading ? 'cursor-wait' : `disabled:cursor-not-allowed ${unusable}`;

  return (
    <button
      {...rest}
      type={type}
      aria-busy={loading || isBusy || undefined}

      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
      className={buttonClasses({ variant, size, fullWidth, className: `${state} ${className ?? ''}` })}
    >
      {loading ? <BusySpinner /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'className'> & Look;

/** A react-router link that looks like a Button: for actions that go to another screen. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonClasses({ variant, size, fullWidth, className })} />;
}
