import { EmptyState } from '../../components/ui/empty-state';
import { useAuth } from '../../lib/auth/auth-context';

/** The investor dashboard arrives with its own slice; until then investors see the honest empty state. */

export function InvestorScreen() {
  const { role } = useAuth();
  if (role !== 'INVESTOR') {
    return (
      <div role="alert" className="p-8 text-center">
        <h1 className="text-xl font-bold">Error loading dashboard</h1>
        <p className="mt-2 text-zinc-600">Access denied. Investor role required.</p>
      </div>
    );
  }
  return <EmptyState title="No data available" icon="📈" />;
}

