import type { LucideIcon } from 'lucide-react';

type IconProps = {
  icon: LucideIcon;
  /** Width and height in px. */
  size?: number;
  className?: string;
  /** Names the icon when it carries meaning no text beside it gives; without one it is hidden from assistive technology. */
  label?: string;
};

/** One icon of the client's set (lucide, imported by name so only the icons used are bundled). */
export function Icon({ icon: Glyph, size = 20, className, label }: IconProps) {
  return label ? (
    <Glyph size={size} className={className} role="img" aria-label={label} focusable="false" />
  ) : (
    <Glyph size={size} className={className} aria-hidden focusable="false" />
  );
}
