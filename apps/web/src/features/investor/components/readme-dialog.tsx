import { useId } from 'react';
import type { FounderProject } from '@seedmatch/shared/investor';
import { projectReadme } from '../lib/readme';
import { Sheet } from '../../../components/ui/sheet';

/** "Project README": the README text given with the project's MVP, else a template generated from its title, pitch and stack. */
export function ReadmeDialog({ project, founderName, onClose }: { project: FounderProject; founderName: string; onClose: () => void }) {
  const labelId = useId();
  return (
    <Sheet labelId={labelId} onClose={onClose}>
      <h2 id={labelId} className="pr-16 text-lg font-bold">
        Project README
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{project.title || 'Untitled'}</p>
      {/* Its own scrolling box, reachable by Tab: a long README scrolls by wheel or keys with the title and Close in sight. */}
      <pre
        role="region"
        aria-label="README text"
        tabIndex={0}
        className="mt-4 max-h-[55dvh] overflow-y-auto rounded-2xl bg-zinc-50 p-4 text-xs leading-relaxed whitespace-pre-wrap text-zinc-800 [overflow-wrap:anywhere] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {project.readme || projectReadme(project, founderName)}
      </pre>
    </Sheet>
  );
}
