import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useUserSearch } from '../api/get-users';

/** Finding people by e-mail or name; each row opens the person. */
export function PeoplePanel() {
  const fieldId = useId();
  const [q, setQ] = useState('');
  const search = useUserSearch(useDeferredValue(q.trim()));
  return (
    <section aria-labelledby="admin-people" className="space-y-4">
      <h2 id="admin-people" className="text-title font-bold">
        People
      </h2>
      <div className="space-y-1">
        <label htmlFor={fieldId} className="block text-label font-medium">
          Search by e-mail or name
        </label>
        <input
          id={fieldId}
          type="search"
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
          className="min-h-11 w-full rounded-control border border-zinc-300 px-3"
        />
      </div>
      {search.isPending ? (
        <ListSkeleton label="Loading people" />
      ) : search.isError ? (
        <p role="alert" className="text-red-700">
          {search.error.message}
        </p>
      ) : search.data.length === 0 ? (
        <p className="text-zinc-600">Nobody matches “{q}”.</p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-card border border-zinc-200 bg-white">
          {search.data.map((person) => (
            <li key={person.id}>
              <Link
                to={`/admin/users/${person.id}`}
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3 hover:bg-zinc-50"
              >
                <span className="min-w-0">
                  <span className="block font-semibold break-words">{person.name}</span>
                  <span className="block text-label break-all text-zinc-600">{person.email}</span>
                </span>
                <span className="flex flex-wrap gap-2 text-xs font-semibold">
                  <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-zinc-700">
                    {person.role === 'FOUNDER' ? 'Founder' : 'Investor'}
                  </span>
                  {person.suspendedAt ? <span className="rounded-full bg-red-100 px-2 py-0.5 text-red-800">Suspended</span> : null}
                  {person.openReports > 0 ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-950">
                      {person.openReports} open {person.openReports === 1 ? 'report' : 'reports'}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
