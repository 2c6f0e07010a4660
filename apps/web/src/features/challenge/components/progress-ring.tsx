const SIZE = 112;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filled to `percent` of the challenge's 48 hours, with the figure written inside. */
export function ProgressRing({ percent }: { percent: number }) {
  const label = `${percent}% elapsed`;
  return (
    <div
      role="progressbar"
      aria-label="Time elapsed"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={label}
      className="relative h-24 w-24 shrink-0 min-[360px]:h-28 min-[360px]:w-28"
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-full w-full -rotate-90" aria-hidden>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-brand-100" />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-brand-600 transition-[stroke-dashoffset] duration-1000 motion-reduce:transition-none"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center px-4 text-center text-xs font-semibold leading-tight text-brand-900">
        {label}
      </span>
    </div>
  );
}
