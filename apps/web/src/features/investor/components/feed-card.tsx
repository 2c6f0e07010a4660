import { useId } from 'react';
import { hoursAgo, HOT_SWIPE_RIGHTS, MAX_CARD_TAGS, type FeedItem } from '@seedmatch/shared/investor';
import { Flame, Star } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TagList } from '../../../components/ui/tag-list';
import { ReadMoreText } from '../../../components/ui/read-more-text';
import { ShortlistToggle } from './shortlist-toggle';

type Props = { item: FeedItem; now: number; isShortlisted: boolean; onToggleShortlist: () => void; onViewFounder: () => void };

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'secondary', className: 'text-sm' })}>
      {label}
    </a>
  );
}

/** One submission or idea in the investor feed (docs/product.md#investor-feed). */
export function FeedCard({ item, now, isShortlisted, onToggleShortlist, onViewFounder }: Props) {
  const titleId = useId();
  const title = item.title || 'Untitled';
  const isHot = item.swipeRights >= HOT_SWIPE_RIGHTS;

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-semibold text-zinc-900 [overflow-wrap:anywhere] lg:line-clamp-2">
              {title}
            </h3>
            {item.featured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                <Icon icon={Star} size={12} className="fill-current" />
                <span>Featured</span>
              </span>
            ) : null}
          </div>
          <p className="text-xs text-zinc-600">
            <span>{`by ${item.user.name || 'Anonymous'}`}</span>
            <span aria-hidden> · </span>
            <span>{`${hoursAgo(item.createdAt, now)} h ago`}</span>
          </p>
        </div>
        <ShortlistToggle isShortlisted={isShortlisted} onToggle={onToggleShortlist} />
      </div>
      {item.description ? <ReadMoreText title={title} text={item.description} /> : null}
      <TagList tags={item.tags} max={MAX_CARD_TAGS} />
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <span className="font-bold text-brand-700">{`${item.creditScore} pts`}</span>
        <span className="text-zinc-600">{`${item.swipeRights} ${item.swipeRights === 1 ? 'swipe' : 'swipes'}`}</span>
        {isHot ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-700">
            <Icon icon={Flame} size={12} />
            <span>Hot</span>
          </span>
        ) : null}
      </p>
      {/* At the card's foot, so the cards of a grid row, as tall as the row, line their buttons up. */}
      <div className="mt-auto flex flex-wrap gap-2">
        {item.githubUrl ? (
          <ExternalLink href={item.githubUrl} label="Code" />
        ) : (
          <Button variant="secondary" disabled title="No code submitted yet" className="text-sm">
            Code
          </Button>
        )}
        {item.deployedUrl ? <ExternalLink href={item.deployedUrl} label="Live" /> : null}
        <Button onClick={onViewFounder} className="ml-auto text-sm">
          View Founder
        </Button>
      </div>
    </article>
  );
}
