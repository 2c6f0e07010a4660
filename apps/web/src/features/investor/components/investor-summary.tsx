import { useInvestorSummary } from '../api/get-investor-summary';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl bg-brand-50 p-4 text-center">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-2xl font-bold text-brand-900">{value ?? '–'}</dd>
    </div>
  );
}

/** The investor home screen's Shortlisted and Reviewed counts, from the server. */
export function InvestorSummary() {
  const { data, isPending } = useInvestorSummary();
  return (
    <dl aria-busy={isPending} aria-label="Investment summary" className="grid grid-cols-2 gap-3">
      <Stat label="Shortlisted" value={data?.shortlisted} />
      <Stat label="Reviewed" value={data?.reviewed} />
    </dl>
  );
}
