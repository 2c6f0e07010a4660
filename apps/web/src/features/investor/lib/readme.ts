import { canonicalGithubUrl } from '@seedmatch/shared/challenge';
import type { FounderProject } from '@seedmatch/shared/investor';

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'project';

function repoFolder(repository: string | null, project: FounderProject): string {
  return repository?.split('/').pop() ?? slugOf(project.title);
}

/** The template README the "Project README" dialog shows, built from the project's own fields. */
export function projectReadme(project: FounderProject, founderName: string): string {
  const title = project.title || 'Untitled';
  const stack = project.techStack
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Only a plain repository address reaches the copyable command, whatever was stored before it was checked.
  const repository = project.githubUrl ? canonicalGithubUrl(project.githubUrl) : null;
  const folder = repoFolder(repository, project);
  const lines = [`# ${title}`, '', project.pitch || 'No description yet.', ''];
  lines.push('## Tech Stack', '', ...(stack.length > 0 ? stack.map((part) => `- ${part}`) : ['- Not specified']), '');
  lines.push('## Getting Started', '');
  lines.push(`1. Clone the repository: \`git clone ${repository ?? `<repository-url>/${folder}`}\``);
  lines.push(`2. Enter the folder: \`cd ${folder}\``);
  lines.push('3. Install the dependencies: `npm install`');
  lines.push('4. Start the development server: `npm run dev`', '');
  if (project.liveUrl) lines.push('## Live Demo', '', project.liveUrl, '');
  if (project.tags.length > 0) lines.push('## Tags', '', project.tags.join(', '), '');
  lines.push('## Author', '', `Built by ${founderName || 'Anonymous'} on SeedMatch.`);
  return lines.join('\n');
}
