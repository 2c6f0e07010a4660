import { Medal } from 'lucide-react';
import { CHALLENGE_HOURS, PRIZES_USD } from '@seedmatch/shared/challenge';
import { Icon } from '../../../components/ui/icon';
import { PRIZE_PLACES } from './prize-places';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The challenge title and its marketing copy with the prizes (docs/product.md#marketing-figures). */
export function ChallengeIntro({ title }: { title: string }) {
  return (
    <header className="space-y-3 rounded-card bg-gradient-to-br from-hero-start to-hero-end p-5 text-on-hero shadow-(--elevation-raised)">
      <p className="text-xs font-semibold tracking-wide text-on-hero-muted">{CHALLENGE_HOURS}H LAUNCH CHALLENGE</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-on-hero-muted">
        Build and ship an MVP in {CHALLENGE_HOURS} hours, earn credits and compete for cash prizes.
      </p>
      <ul aria-label="Prizes" className="grid grid-cols-3 gap-2">
        {PRIZES_USD.map((amount, index) => (
          <li key={amount} className="rounded-xl bg-on-hero/15 p-2 text-center">
            <span
              className={`mx-auto flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ${PRIZE_PLACES[index]?.tone}`}
            >
              <Icon icon={Medal} size={14} />
              {PRIZE_PLACES[index]?.rank}
            </span>
            <span className="mt-1 block text-base font-bold">{usd.format(amount)}</span>
            <span className="block text-xs text-on-hero-muted">prize</span>
          </li>
        ))}
      </ul>
    </header>
  );
}
