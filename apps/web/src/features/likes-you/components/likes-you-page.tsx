import { Link, Navigate } from 'react-router';
import { Heart, MailOpen } from 'lucide-react';
import type { Liker } from '@seedmatch/shared/my-ideas';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { SkeletonLine } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLikers } from '../api/get-likers';
import { PersonAvatar } from './person-avatar';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
/** One card under another on a phone, two side by side from 1024 px. */
const TWO_COLUMNS = 'space-y-3 lg:grid lg:grid-cols-2 lg:gap-3 lg:space-y-0';

function likedText({ likedIdeas }: Liker) {
  const [latest, ...others] = likedIdeas;
  return others.length > 0 ? `${latest?.title} and ${others.length} more` : (latest?.title ?? '');
}

function LikerRow({ liker }: { liker: Liker }) {
  const about = [liker.user.title, liker.user.skills.slice(0, 3).join(', ')].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        to={`/app/likes-you/${encodeURIComponent(liker.user.id)}`}
        className="flex items-center gap-3 rounded-2xl border border-brand-100 p-3 hover:bg-brand-50"
      >
        <PersonAvatar name={liker.user.name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{liker.user.name}</span>
          {about ? <span className="block truncate text-sm text-zinc-600">{about}</span> : null}
          <span className="flex items-center gap-1 text-sm text-brand-900">
            <Icon icon={Heart} size={14} className="shrink-0 fill-current" />
            <span className="truncate">Liked {likedText(liker)}</span>
          </span>
        </span>
        <span className="shrink-0 text-xs text-zinc-500">{dateFormat.format(new Date(liker.likedAt))}</span>
      </Link>
    </li>
  );
}

/** /app/likes-you: founders who liked my ideas and whom a like back would match, the latest first. */
export function LikesYouPage() {
  const { role } = useAuth();
  const { data, isPending, isError, error } = useLikers();
  if (role === 'INVESTOR') return <Navigate to="/app/investor" replace />;

  return (
    <div className="space-y-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">Likes you</h1>
        <p className="text-sm text-zinc-600">Founders who liked your ideas. Like one of their ideas back to match.</p>
      </header>
      {isPending ? (
        <ListSkeleton
          label="Loading likes"
          lines={['h-6', 'h-5', 'h-5']}
          aside={<SkeletonLine height="h-4" width="w-10" />}
          gap={TWO_COLUMNS}
        />
      ) : null}
      {isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <EmptyState title="No new likes yet" icon={MailOpen}>
          <p>When a founder likes one of your ideas, they show up here.</p>
          <ButtonLink to="/app/my-ideas" variant="secondary" className="mt-4">
            My ideas
          </ButtonLink>
        </EmptyState>
      ) : null}
      {data && data.length > 0 ? (
        <ul aria-label="Likes you" className={TWO_COLUMNS}>
          {data.map((liker) => (
            <LikerRow key={liker.user.id} liker={liker} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
