import { PartyPopper } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';

/** Greets someone who arrived through a friend's referral link and shows the code that links them. */
export function InvitedCard({ code }: { code: string }) {
  return (
    // The code has the card's whole width below the icon and the greeting: beside them it broke mid-code at 320 px.
    // The longest code the format allows (25 characters) fits that width on one line.
    <section aria-labelledby="invited-title" className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <Icon icon={PartyPopper} size={24} />
        </span>
        <div className="min-w-0">
          <h2 id="invited-title" className="font-semibold text-zinc-900">
            You&apos;ve been invited!
          </h2>
          <p className="text-sm text-zinc-600">Your friend&apos;s referral code:</p>
        </div>
      </div>
      <p className="w-fit max-w-full rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold whitespace-nowrap text-brand-700">
        {code}
      </p>
    </section>
  );
}
