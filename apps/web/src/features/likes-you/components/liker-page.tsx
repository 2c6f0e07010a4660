import { useId, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeft, Heart } from 'lucide-react';
import type { MatchData } from '@seedmatch/shared/ideas';
import type { LikerProfile } from '@seedmatch/shared/my-ideas';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { SkeletonLine } from '../../../components/ui/skeleton';
import { TagList } from '../../../components/ui/tag-list';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLiker } from '../api/get-liker';
import { useLikeBack } from '../api/like-back';
import { LikerIdeaItem } from './liker-idea-item';
import { PersonAvatar } from './person-avatar';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{label}</dt>
      <dd className="mt-1 text-zinc-800">{children}</dd>
    </div>
  );
}

const heart = <Icon icon={Heart} size={14} className="mr-1.5 inline fill-current align-[-2px]" />;

/** Which of one's ideas they liked: one in a sentence; several as a list, since titles hold commas and full stops. */
function LikedIdeas({ ideas }: { ideas: LikerProfile['likedIdeas'] }) {
  const labelId = useId();
  if (ideas.length === 1) {
    return (
      <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        {heart}
        Liked your idea {ideas[0]!.title}
      </p>
    );
  }
  return (
    <div className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
      <p id={labelId}>
        {heart}
        Liked your ideas
      </p>
      <ul aria-labelledby={labelId} className="mt-1 list-disc space-y-1 pl-5">
        {ideas.map((idea) => (
          <li key={idea.id}>{idea.title}</li>
        ))}
      </ul>
    </div>
  );
}

function Profile({ profile }: { profile: LikerProfile }) {
  const { user } = profile;
  return (
    <section className="space-y-4">
      {/* As on one's own profile: on a phone the name has a row of its own under the avatar (beside it, an
          80-character name ran six lines and broke inside words); from `sm` the two stand side by side. */}
      <header className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-4">
        <PersonAvatar name={user.name} size="lg" />
        <div className="w-full min-w-0 sm:flex-1">
          <h1 className="text-2xl leading-tight font-bold break-words">{user.name}</h1>
          <p className="text-sm break-words text-zinc-600">{[user.title, user.location].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      <LikedIdeas ideas={profile.likedIdeas} />
      <dl className="space-y-4">
        {user.bio ? (
          <Row label="Bio">
            <p className="whitespace-pre-wrap">{user.bio}</p>
          </Row>
        ) : null}
        {user.skills.length > 0 ? (
          <Row label="Skills">
            <TagList tags={user.skills} label="Skills" />
          </Row>
        ) : null}
        {user.interests.length > 0 ? (
          <Row label="Interests">
            <TagList tags={user.interests} label="Interests" />
          </Row>
        ) : null}
        {user.lookingFor.length > 0 ? (
          <Row label="Looking for">
            <TagList tags={user.lookingFor} label="Looking for" />
          </Row>
        ) : null}
      </dl>
    </section>
  );
}

/** /app/likes-you/:userId: the person who liked my ideas, and theirs to like back (a like that matches celebrates). */
export function LikerPage({ onMatch }: { onMatch: (match: MatchData) => void }) {
  const { role } = useAuth();
  const { userId = '' } = useParams();
  const { data, isPending, isError, error } = useLiker(userId);
  const like = useLikeBack(onMatch);
  if (role === 'INVESTOR') return <Navigate to="/app/investor" replace />;

  return (
    <div className="space-y-5 p-4">
      <Link to="/app/likes-you" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700">
        <Icon icon={ArrowLeft} size={18} />
        Likes you
      </Link>
      {isPending ? (
        <ProfileSkeleton label="Loading profile" avatar="h-16 w-16" heading={<SkeletonLine height="h-8" width="w-1/2" bar="h-6" />} />
      ) : null}
      {isError ? <EmptyState title="Not available">{error.message}</EmptyState> : null}
      {data ? (
        <>
          <Profile profile={data} />
          <section className="space-y-3">
            <h2 className="text-lg font-bold">Their ideas</h2>
            {like.isError ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {like.error.message}
              </p>
            ) : null}
            {data.ideas.length === 0 ? <p className="text-sm text-zinc-600">No ideas to like right now.</p> : null}
            <ul aria-label="Their ideas" className="space-y-3">
              {data.ideas.map((idea) => (
                <LikerIdeaItem key={idea.id} idea={idea} isLiking={like.isPending} onLike={() => like.mutate(idea.id)} />
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </div>
  );
}
