import { CHALLENGE_HOURS, PRIZES_USD } from '@seedmatch/shared/challenge';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const places = ['1st', '2nd', '3rd'];
const medals = ['🥇', '🥈', '🥉'];

/** The challenge title and its marketing copy with the prizes (docs/product.md#marketing-figures). */
export function ChallengeIntro({ title }: { title: string }) {
  return (
    <header className="space-y-3 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900 p-5 text-white shadow">
      <p className="text-xs font-semibold tracking-wide text-brand-100">{CHALLENGE_HOURS}H LAUNCH CHALLENGE</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-sm text-brand-50">Build and ship an MVP in {CHALLENGE_HOURS} hours, earn credits and compete for cash prizes.</p>
      <ul aria-label="Prizes" className="grid grid-cols-3 gap-2">
        {PRIZES_USD.map((amount, index) => (
          <li key={amount} className="rounded-xl bg-white/15 p-2 text-center">
            <span aria-hidden className="block text-lg">
              {medals[index]}
            </span>
            <span className="block text-base font-bold">{usd.format(amount)}</span>
            <span className="block text-xs text-brand-100">{places[index]} prize</span>
          </li>
        ))}
      </ul>
    </header>
  );
}
