import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { listBlocked, unblockUser } from '../../../lib/safety-api';

/** People the user blocked, with a way back. */
export function BlockedUsers() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['blocks'], queryFn: listBlocked });
  const unblock = useMutation({ mutationFn: unblockUser, onSuccess: () => queryClient.invalidateQueries() });
  if (!data || data.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">Blocked people</h3>
      <ul className="mt-2 space-y-2">
        {data.map((person) => (
          <li key={person.id} className="flex items-center justify-between text-sm">
            <span>{person.name}</span>
            <Button variant="outline" size="sm" onClick={() => unblock.mutate(person.id)}>
              Unblock
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
