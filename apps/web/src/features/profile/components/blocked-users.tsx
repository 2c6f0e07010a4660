import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { listBlocked, unblockUser } from '../../../lib/safety-api';

/** People the user blocked, with a way back. */
export function BlockedUsers() {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['blocks'], queryFn: listBlocked });
  const unblock = useMutation({ mutationFn: unblockUser, onSuccess: () => queryClient.invalidateQueries() });
  if (!data || data.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold">
        Blocked people
      </h3>
      <ul aria-labelledby={headingId} className="mt-2 space-y-2">
        {data.map((person) => (
          <li key={person.id} className="flex items-center justify-between gap-3 text-sm">
            {/* A name of 80 characters wraps, even one without a space; the button beside it keeps its word whole. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">{person.name}</span>
            <Button variant="outline" size="sm" className="shrink-0" onClick={() => unblock.mutate(person.id)}>
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
