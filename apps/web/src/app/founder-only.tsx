import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context';

export const INVESTOR_HOME = '/app/investor';

/** Founder screens (the deck, the idea forms): an investor who opens one is sent to the investor area. */
export function FounderOnly({ children }: { children: ReactNode }) {
  const { role } = useAuth();
  if (role === 'INVESTOR') return <Navigate to={INVESTOR_HOME} replace />;
  return children;
}
