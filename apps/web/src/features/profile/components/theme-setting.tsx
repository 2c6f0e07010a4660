import { THEME_CHOICES, type ThemeChoice } from '@seedmatch/shared/theme';
import { useThemeChoice } from '../../../lib/theme';

const LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/**
 * Light, dark or as the device is set; kept on this device (docs/decisions/0041). Each choice is a 24 px radio;
 * under 360 px its name goes below it, as the three no longer fit side by side in a row.
 */
export function ThemeSetting() {
  const [choice, choose] = useThemeChoice();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">Theme</legend>
      <div className="grid grid-cols-3 gap-2">
        {THEME_CHOICES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-control py-1.5 min-[360px]:flex-row min-[360px]:gap-2 min-[360px]:py-0 border border-zinc-300 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900"
          >
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => choose(option)}
              className="size-6 shrink-0 accent-brand-700"
            />
            {LABELS[option]}
          </label>
        ))}
      </div>
      <p className="text-xs text-zinc-600">System follows your device’s light or dark setting.</p>
    </fieldset>
  );
}
