import { PartyPopper } from 'lucide-react';
import { Icon } from '../../../components/ui/icon';

/** Greets someone who arrived through a friend's referral link and shows the code that links them. */
export function InvitedCard({ code }: { code: string }) {
  return (
    <section aria-labelledby="invited-title" className="flex items-center gap-4 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon icon={PartyPopper} size={24} />
      </span>
      <div className="min-w-0">
        <h2 id="invited-title" className="font-semibold text-zinc-900">
          You&apos;ve been invited!
        </h2>
        <p className="text-sm text-zinc-600">Your friend&apos;s referral code:</p>
        <p className="mt-1 inline-block break-all rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-semibold text-brand-700">
          {code}
        </p>
      </div>
    </section>
  );
}
