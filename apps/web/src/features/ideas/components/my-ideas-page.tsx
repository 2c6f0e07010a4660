import { Navigate } from 'react-router';
import { Sprout } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingRegion, Skeleton, SkeletonLine, TagsSkeleton } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMyIdeas } from '../api/get-my-ideas';
import { MyIdeaItem } from './my-idea-item';

/** Two idea cards as `MyIdeaItem` draws them: title and likes, pitch, tags, Edit and Delete. */
function MyIdeasSkeleton() {
  return (
    <LoadingRegion label="Loading your ideas" className="space-y-3 lg:grid lg:grid-cols-2 lg:gap-3 lg:space-y-0">
      {['w-1/2', 'w-2/5'].map((width) => (
        <div key={width} aria-hidden className="space-y-3 rounded-2xl border border-brand-100 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <SkeletonLine height="h-6" width={width} />
            </div>
            <Skeleton className="h-7 w-20 shrink-0 rounded-full" />
          </div>
          <div>
            <SkeletonLine width="w-full" />
            <SkeletonLine width="w-3/4" />
          </div>
          <TagsSkeleton />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-11 rounded-xl" />
            <Skeleton className="h-11 rounded-xl" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/** /app/my-ideas: a founder's ideas with their likes, to edit or delete, and the way to "Likes you". */
export function MyIdeasPage() {
  const { role } = useAuth();
  const { data, isPending, isError, error } = useMyIdeas();
  if (role === 'INVESTOR') return <Navigate to="/app/investor" replace />;

  return (
    <div className="space-y-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">My ideas</h1>
        <p className="text-sm text-zinc-600">Edit your ideas, or delete one you no longer pursue.</p>
      </header>
      <nav aria-label="Ideas" className="grid grid-cols-2 gap-3">
        <ButtonLink to="/app/submit-idea">Submit an idea</ButtonLink>
        <ButtonLink to="/app/likes-you" variant="secondary">
          Likes you
        </ButtonLink>
      </nav>
      {isPending ? <MyIdeasSkeleton /> : null}
      {isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState title="No ideas yet" icon={Sprout}>
          Plant your first idea: founders who like it can match with you.
        </EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label="My ideas" className="space-y-3 lg:grid lg:grid-cols-2 lg:items-start lg:gap-3 lg:space-y-0">
          {data.map((idea) => (
            <MyIdeaItem key={idea.id} idea={idea} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
