import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { FounderProfileSchema, ShortlistSchema, type FounderProfile } from '@seedmatch/shared/investor';
import { recordCalls } from '../../../testing/calls';
import { compost, founder, project } from '../../../testing/investor';
import { uuid } from '../../../testing/ideas';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { SuccessSchema } from '@seedmatch/shared/success';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { InvestorPage } from './investor-page';

async function openFounder(profile: FounderProfile, ...handlers: HttpHandler[]) {
  window.localStorage.setItem('authToken', 't');
  server.use(
    http.get(`/api/founders/${compost.user.id}`, () => json(FounderProfileSchema, profile)),
    ...handlers,
  );
  const calls = recordCalls();
  const auth = signedOutAuth({ status: 'signed-in', role: 'INVESTOR' });
  const view = renderAt(<InvestorPage />, { path: '/app/investor', auth });
  const top = within(await screen.findByRole('region', { name: 'Top Submissions' }));
  const opener = within(top.getByRole('article', { name: 'Compost Club' })).getByRole('button', { name: 'View Founder' });
  await userEvent.click(opener);
  return { calls, opener, ...view };
}

describe('Founder Profile dialog', () => {
  it('shows the founder, their figures and projects, and closes with Close', async () => {
    const { opener } = await openFounder(founder());
    const dialog = within(await screen.findByRole('dialog', { name: 'Pia Planter' }));
    for (const text of [
      'PP',
      'Gardener turned founder',
      'Design',
      'Go',
      'Current Project',
      'Previous Projects',
      'Seed Swap',
      'Completed',
      '73 pts',
      '135 pts',
    ]) {
      expect(dialog.getByText(text)).toBeTruthy();
    }
    expect(dialog.getByText(/Berlin/)).toBeTruthy();
    expect(dialog.getByText('Joined Mar 2026')).toBeTruthy();
    for (const [label, value] of [
      ['Projects', '3'],
      ['Credits', '180'],
      ['Success Rate', '67%'],
    ] as const) {
      expect(dialog.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    expect(dialog.getByRole('link', { name: 'View Code' }).getAttribute('href')).toBe('https://github.com/pia/compost-club');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('falls back for a founder with no name, bio or current project', async () => {
    await openFounder(founder({ name: '', bio: '', currentProject: null, previousProjects: [] }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anonymous' }));
    expect(dialog.getByText('?')).toBeTruthy();
    expect(dialog.getByText('No bio available')).toBeTruthy();
    expect(dialog.queryByText('Current Project')).toBeNull();
    expect((dialog.getByRole('button', { name: 'Shortlist' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the generated README over the profile; Escape closes only the README', async () => {
    await openFounder(founder());
    const profile = await screen.findByRole('dialog', { name: 'Pia Planter' });
    await userEvent.click(within(profile).getByRole('button', { name: 'README' }));
    const readme = screen.getByRole('dialog', { name: 'Project README' });
    const text = within(readme).getByText(/# Compost Club/).textContent ?? '';
    expect(text).toContain('Neighbourhood composting made easy');
    expect(text).toContain('- React\n- Node');
    expect(text).toContain('git clone https://github.com/pia/compost-club');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Project README' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pia Planter' })).toBeTruthy();
  });

  it('shows the README given with the MVP as typed, plain text, instead of the template', async () => {
    const readme = '# Compost Club\n\n  npm install\n<img src=x onerror=alert(1)> **not bold**';
    await openFounder(founder({ currentProject: project({ readme }) }));
    const profile = await screen.findByRole('dialog', { name: 'Pia Planter' });
    await userEvent.click(within(profile).getByRole('button', { name: 'README' }));
    const dialog = screen.getByRole('dialog', { name: 'Project README' });
    const shown = within(dialog).getByText(/# Compost Club/);
    expect(shown.textContent).toBe(readme);
    expect(dialog.querySelector('img')).toBeNull();
    expect(shown.className).toContain('whitespace-pre-wrap');
    expect(within(dialog).queryByText(/git clone/)).toBeNull();
  });

  it('opens the README of an earlier project that shipped an MVP; one that shipped none has no README', async () => {
    const shipped = project({ id: uuid(50), title: 'Seed Swap', status: 'Completed', readme: '# Seed Swap\n\nSwap seeds.' });
    const unshipped = project({ id: uuid(51), title: 'Soil Scan', githubUrl: null, hasReadme: false });
    await openFounder(founder({ previousProjects: [shipped, unshipped] }));
    const previous = within(await screen.findByRole('region', { name: 'Previous Projects' }));
    expect(previous.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['README of Seed Swap']);
    await userEvent.click(previous.getByRole('button', { name: 'README of Seed Swap' }));
    const dialog = screen.getByRole('dialog', { name: 'Project README' });
    expect(within(dialog).getByText(/# Seed Swap/).textContent).toBe('# Seed Swap\n\nSwap seeds.');
    expect(within(dialog).getByText('Seed Swap', { selector: 'p' })).toBeTruthy();
  });

  it('shortlists the current project and contacts the founder in chat', async () => {
    const { calls, router } = await openFounder(
      founder(),
      http.put(`/api/investor/shortlist/${compost.id}`, () => json(ShortlistSchema, { itemIds: [compost.id] })),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Pia Planter' }));
    const shortlist = dialog.getByRole('button', { name: 'Shortlist' });
    await userEvent.click(shortlist);
    expect(shortlist.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls).toContain(`PUT /api/investor/shortlist/${compost.id}`));
    await userEvent.click(dialog.getByRole('button', { name: 'Contact Founder' }));
    await screen.findByTestId('navigated');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/app/chat?user=${compost.user.id}`);
  });

  it('blocks from the profile’s options menu, asking first: Cancel keeps the profile, Block sends once and closes it', async () => {
    const block = `POST /api/users/${compost.user.id}/block`;
    const { calls } = await openFounder(
      founder(),
      http.post('/api/users/:id/block', () => json(SuccessSchema, { success: true })),
    );
    const profile = within(await screen.findByRole('dialog', { name: 'Pia Planter' }));
    await userEvent.click(profile.getByRole('button', { name: 'Options for Pia Planter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Pia Planter' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Block Pia Planter' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Pia Planter' })).toBeTruthy();
    expect(calls).not.toContain(block);

    await userEvent.click(profile.getByRole('button', { name: 'Options for Pia Planter' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block Pia Planter' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Block Pia Planter' })).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === block)).toHaveLength(1);
  });
});
