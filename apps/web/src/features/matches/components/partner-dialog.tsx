import { useId } from 'react';
import type { PartnerProfile } from '@seedmatch/shared/matches';
import { ButtonLink } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { ProfileSkeleton } from '../../../components/ui/profile-skeleton';
import { TagList } from '../../../components/ui/tag-list';
import { initialsOf } from '../../../lib/initials';
import { usePartner } from '../api/get-partner';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="text-xs font-semibold tracking-wide text-zinc-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function PartnerDetails({ partner, labelId, chatPath }: { partner: PartnerProfile; labelId: string; chatPath: string }) {
  const subtitle = [partner.role === 'INVESTOR' ? 'Investor' : 'Founder', partner.title, partner.location].filter(Boolean).join(' · ');
  return (
    <div className="space-y-4">
      <header className="flex items-center gap-3 pr-16">
        {partner.avatarUrl ? (
          <img src={partner.avatarUrl} alt="" referrerPolicy="no-referrer" className="h-14 w-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {initialsOf(partner.name)}
          </span>
        )}
        <div className="min-w-0">
          <h2 id={labelId} className="text-xl font-bold">
            {partner.name}
          </h2>
          <p className="text-sm text-zinc-600">{subtitle}</p>
        </div>
      </header>
      <p className="text-sm whitespace-pre-wrap text-zinc-700">{partner.bio || 'No bio available'}</p>
      {partner.skills.length > 0 ? (
        <Section title="Skills">
          <TagList tags={partner.skills} label="Skills" />
        </Section>
      ) : null}
      {partner.interests.length > 0 ? (
        <Section title="Interests">
          <TagList tags={partner.interests} label="Interests" />
        </Section>
      ) : null}
      {partner.lookingFor.length > 0 ? (
        <Section title="Looking for">
          <TagList tags={partner.lookingFor} label="Looking for" />
        </Section>
      ) : null}
      {partner.ideas.length > 0 ? (
        <Section title="Ideas">
          <ul aria-label={`Ideas of ${partner.name}`} className="space-y-2">
            {partner.ideas.map((idea) => (
              <li key={idea.id} className="rounded-xl border border-zinc-200 p-3">
                <p className="font-semibold">{idea.title}</p>
                <p className="text-sm text-zinc-700">{idea.pitch}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <ButtonLink to={chatPath} fullWidth>
        Chat
      </ButtonLink>
    </div>
  );
}

/** The partner's profile over the Matches list, opened by View. */
export function PartnerDialog({ connectionId, chatPath, onClose }: { connectionId: string; chatPath: string; onClose: () => void }) {
  const labelId = useId();
  const { data, error, isPending } = usePartner(connectionId);
  const heading = (
    <h2 id={labelId} className="pr-16 text-xl font-bold">
      Profile
    </h2>
  );
  return (
    <Sheet labelId={labelId} onClose={onClose}>
      {data ? <PartnerDetails partner={data} labelId={labelId} chatPath={chatPath} /> : null}
      {isPending ? <ProfileSkeleton label="Loading profile..." heading={heading} /> : null}
      {!data && !isPending ? heading : null}
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </Sheet>
  );
}
