import { useQuery } from '@tanstack/react-query';
import { PublicConfigSchema, type PublicConfig } from '@seedmatch/shared/auth';
import { apiRequest } from './api-client';

const FALLBACK: PublicConfig = {
  supportEmail: 'support@example.com',
  privacyEmail: 'privacy@example.com',
  signInProvider: 'google',
};

/** Server settings the public pages show (legal contacts); sensible defaults until they arrive. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery({
    queryKey: ['public-config'],
    queryFn: () => apiRequest('/config', { schema: PublicConfigSchema, auth: false }),
    staleTime: Infinity,
  });
  return data ?? FALLBACK;
}
