import type { IdeaForm } from '@seedmatch/shared/ideas';
import { TagList } from '../../../components/ui/tag-list';

/** The live preview: the idea as others will see it in their deck. */
export function IdeaPreview({ idea, author }: { idea: IdeaForm; author: string }) {
  return (
    <section
      aria-label="Preview"
      className="rounded-dialog bg-gradient-to-br from-hero-start to-hero-end p-5 text-on-hero shadow-(--elevation-overlay)"
    >
      <p className="text-xs font-semibold tracking-wide text-on-hero-muted uppercase">Preview</p>
      <h2 className="mt-2 text-xl font-bold">{idea.title.trim() || 'Your idea title'}</h2>
      <p className="mt-2 text-sm text-on-hero-muted">{idea.pitch.trim() || 'Your one-sentence pitch appears here.'}</p>
      <div className="mt-3">
        <TagList tags={idea.tags} tone="hero" label="Preview tags" />
      </div>
      <p className="mt-4 text-xs text-on-hero-muted">by {author}</p>
    </section>
  );
}
