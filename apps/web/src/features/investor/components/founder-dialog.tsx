import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FounderProfile, FounderProject } from '@seedmatch/shared/investor';
import { Heart, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { TagList } from '../../../components/ui/tag-list';
import { initialsOf } from '../../../lib/initials';
import { useFounder } from '../api/get-founder';
import type { ShortlistState } from '../hooks/use-shortlist-state';
import { Sheet } from '../../../components/ui/sheet';
import { CurrentProjectCard, PreviousProjects } from './founder-projects';
import { FounderSafety } from './founder-safety';
import { ReadmeDialog } from './readme-dialog';

const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    // Reversed, the label is read after its figure; `justify-end` keeps the figures at the top, level with each
    // other, when one label wraps to two lines.
    <div className="flex flex-col-reverse justify-end rounded-xl bg-brand-50 p-2 text-center">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-lg font-bold text-brand-900">{value}</dd>
    </div>
  );
}

type DetailsProps = { founder: FounderProfile; labelId: string; shortlist: ShortlistState; onClose: () => void };

function FounderDetails({ founder, labelId, shortlist, onClose }: DetailsProps) {
  const navigate = useNavigate();
  const [readmeOf, setReadmeOf] = useState<FounderProject | null>(null);
  const name = founder.name || 'Anonymous';
  const project = founder.currentProject;
  const saveable = project ? { id: project.id, ideaId: project.id } : null;
  const isShortlisted = saveable ? shortlist.isSaved(saveable) : false;

  return (
    <div className="space-y-4">
      {/* On a phone the avatar and the options share the first row (left of the sheet's Close) and the name has
          the whole second one: between them it was a column a few letters wide. From `sm` they stand in one row. */}
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-3 pr-16">
        <span
          aria-hidden
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
        >
          {initialsOf(founder.name)}
        </span>
        <div className="col-span-3 row-start-2 -mr-16 min-w-0 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:mr-0">
          {/* Two lines at most, broken between words; the whole name is its title and the dialog's name. */}
          <h2 id={labelId} title={name} className="line-clamp-2 text-xl leading-tight font-bold break-words">
            {name}
          </h2>
          {/* One run of text, the pin inline: as flex items a long location took a line of its own, leaving the pin
              alone above it and "· Joined" alone below. The "·" stays with the location, "Joined …" keeps together. */}
          <p className="text-xs text-zinc-600">
            {founder.location ? (
              <>
                <Icon icon={MapPin} size={12} className="mr-1 inline align-[-1px]" />
                {founder.location}
                <span aria-hidden>{'\u00a0· '}</span>
              </>
            ) : null}
            <span className="whitespace-nowrap">{`Joined ${joinedFormat.format(new Date(founder.joinedAt))}`}</span>
          </p>
        </div>
        {founder.id ? (
          <div className="col-start-3 row-start-1">
            <FounderSafety founderId={founder.id} name={name} onBlocked={onClose} />
          </div>
        ) : null}
      </div>
      <p className="text-sm text-zinc-700">{founder.bio || 'No bio available'}</p>
      <TagList tags={founder.skills} label="Skills" />
      <dl className="grid grid-cols-3 gap-2">
        <Figure label="Projects" value={founder.stats.projects} />
        <Figure label="Credits" value={founder.stats.credits} />
        <Figure label="Success Rate" value={`${founder.stats.successRate}%`} />
      </dl>
      {project ? <CurrentProjectCard project={project} onOpenReadme={() => setReadmeOf(project)} /> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button disabled={!founder.id} onClick={() => void navigate(`/app/chat?user=${encodeURIComponent(founder.id)}`)}>
          Contact Founder
        </Button>

        <button
          type="button"
          aria-pressed={isShortlisted}
          disabled={!project}
          onClick={() => saveable && shortlist.toggle(saveable)}
          className={`flex items-center justify-center gap-1.5 rounded-xl border px-3 py-2 font-semibold disabled:opacity-40 ${
            isShortlisted ? 'border-rose-300 bg-rose-50 text-rose-700' : 'border-brand-600 text-brand-700 hover:bg-brand-50'
          }`}
        >
          <Icon icon={Heart} size={16} className={isShortlisted ? 'fill-current' : undefined} />
          <span>Shortlist</span>
        </button>
      </div>
      <PreviousProjects projects={founder.previousProjects} onOpenReadme={setReadmeOf} />
      {readmeOf ? <ReadmeDialog project={readmeOf} founderName={founder.name} onClose={() => setReadmeOf(null)} /> : null}
    </div>
  );
}

/** "Founder Profile": who is behind a submission, with their record and projects. */
export function FounderDialog({ founderId, shortlist, onClose }: { founderId: string; shortlist: ShortlistState; onClose: () => void }) {
  const labelId = useId();
  const { data, error, isPending } = useFounder(founderId);
  const heading = (
    <h2 id={labelId} className="pr-16 text-xl font-bold">
      Founder Profile
    </h2>
  );

  return (
    <Sheet labelId={labelId} onClose={onClose}>
      {data ? <FounderDetails founder={data} labelId={labelId} shortlist={shortlist} onClose={onClose} /> : null}
      {isPending ? <ProfileSkeleton label="Loading founder..." heading={heading} /> : null}
      {!data && !isPending ? heading : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </Sheet>
  );
}
