import type { IdeaForm } from '@seedmatch/shared/ideas';
import { TagList } from '../../../components/ui/tag-list';

/** The live preview: the idea as others will see it in their deck. */
export function IdeaPreview({ idea, author }: { idea: IdeaForm; author: string }) {
  return (
    <section aria-label="Preview" className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-900 p-5 text-white shadow-lg">
      <p className="text-xs font-semibold tracking-wide text-brand-100 uppercase">Preview</p>
      <h2 className="mt-2 text-xl font-bold">{idea.title.trim() || 'Your idea title'}</h2>
      <p className="mt-2 text-sm text-brand-50">{idea.pitch.trim() || 'Your one-sentence pitch appears here.'}</p>
      <div className="mt-3">
        <TagList tags={idea.tags} tone="dark" label="Preview tags" />
      </div>
      <p className="mt-4 text-xs text-brand-100">by {author}</p>
    </section>
  );
}
