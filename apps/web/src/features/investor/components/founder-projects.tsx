import type { FounderProject } from '@seedmatch/shared/investor';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TagList } from '../../../components/ui/tag-list';

/** The founder's current project, with its code and its README. */
export function CurrentProjectCard({ project, onOpenReadme }: { project: FounderProject; onOpenReadme: () => void }) {
  return (
    <section aria-labelledby="current-project" className="space-y-2 rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <h3 id="current-project" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        Current Project
      </h3>
      <p className="font-semibold text-zinc-900">{project.title || 'Untitled'}</p>
      {project.pitch ? <p className="text-sm text-zinc-700">{project.pitch}</p> : null}
      <TagList tags={project.tags} label="Project tags" />
      <p className="text-sm font-bold text-brand-700">{`${project.creditScore} pts`}</p>
      <div className="flex flex-wrap gap-2">
        {project.githubUrl ? (
          <a href={project.githubUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: 'sm' })}>
            View Code
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={onOpenReadme}>
          README
        </Button>
      </div>
    </section>
  );
}

/** Earlier projects with their credits, whether they're still going, and the README of those that shipped an MVP. */
export function PreviousProjects({
  projects,
  onOpenReadme,
}: {
  projects: readonly FounderProject[];
  onOpenReadme: (project: FounderProject) => void;
}) {
  return (
    <section aria-labelledby="previous-projects" className="space-y-2">
      <h3 id="previous-projects" className="font-semibold">
        Previous Projects
      </h3>
      {projects.length === 0 ? (
        <p className="text-sm text-zinc-600">None yet</p>
      ) : (
        <ul className="space-y-2">
          {projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-zinc-200 p-3 text-sm">
              {/* A line of its own, whole: beside the README button a phone left it a few letters. */}
              <span className="basis-full font-medium [overflow-wrap:anywhere]">{project.title || 'Untitled'}</span>
              <span className="text-zinc-600">{`${project.creditScore} pts`}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  project.status === 'Active' ? 'bg-brand-100 text-brand-900' : 'bg-zinc-100 text-zinc-700'
                }`}
              >
                {project.status}
              </span>
              {project.githubUrl ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="ml-auto"
                  aria-label={`README of ${project.title || 'Untitled'}`}
                  onClick={() => onOpenReadme(project)}
                >
                  README
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
