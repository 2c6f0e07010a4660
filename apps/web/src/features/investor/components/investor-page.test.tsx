import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { InvestorDashboardSchema } from '@seedmatch/shared/investor';
import { recordCalls } from '../../../testing/calls';
import { dashboard, emptyDashboard, nameless, pets } from '../../../testing/investor';
import { expectLoaded, expectLoadingRegion, heldAnswer } from '../../../testing/loading';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { apiError, json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { InvestorPage } from './investor-page';

const DASHBOARD = '/api/ideas/investor/dashboard';

/** The investor page over the default API, the dashboard answered by `answer`; returns the calls made. */
function renderPage(answer: HttpResponseResolver = () => json(InvestorDashboardSchema, dashboard)) {
  window.localStorage.setItem('authToken', 't');
  server.use(http.get(DASHBOARD, answer));
  const calls = recordCalls();
  const auth = signedOutAuth({ status: 'signed-in', role: 'INVESTOR' });
  renderAt(<InvestorPage />, { path: '/app/investor', auth });
  return calls;
}

const cardTitles = (container: HTMLElement = document.body) => [
  ...new Set(
    within(container)
      .queryAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent),
  ),
];
const section = (name: string) => screen.getByRole('region', { name });

describe('InvestorPage states', () => {
  it('shows the loading text, then the feed with its title and stats', async () => {
    renderPage();
    expect(screen.getByText('Loading investor dashboard...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Investor Feed' })).toBeTruthy();
    expect(screen.getByText('Discover top startup submissions')).toBeTruthy();
    const stats = within(section('Platform Stats'));
    for (const [label, value] of [
      ['Active Ideas', '42'],
      ['New Builders', '7'],
      ['Total Swipes', '1,234'],
    ] as const) {
      expect(stats.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
  });

  it('shows "Loading investor dashboard..." on screen over a skeleton of the feed, which the feed replaces', async () => {
    const answer = heldAnswer(() => json(InvestorDashboardSchema, dashboard));
    renderPage(answer.answer);
    const region = expectLoadingRegion('Loading investor dashboard...');
    expect(within(region).getByText('Loading investor dashboard...').closest('.sr-only')).toBeNull();
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Investor Feed' })).toBeTruthy();
    expectLoaded();
  });

  it('explains a 403 as the missing investor role', async () => {
    renderPage(() => apiError(403, 'Access denied. Investor role required.'));
    expect(await screen.findByRole('heading', { name: 'Error loading dashboard' })).toBeTruthy();
    expect(screen.getByText('Access denied. Investor role required.')).toBeTruthy();
  });

  it('names the status text of other failures, and Try Again loads again', async () => {
    let calls = 0;
    const made = renderPage(() => {
      calls += 1;
      return calls === 1 ? apiError(500, 'boom', { statusText: 'Internal Server Error' }) : json(InvestorDashboardSchema, dashboard);
    });
    expect(await screen.findByText('Failed to fetch investor dashboard data: Internal Server Error')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Investor Feed' })).toBeTruthy();
    expect(made.filter((call) => call === `GET ${DASHBOARD}`)).toHaveLength(2);
  });

  it('shows the generic message when the call never reaches the server', async () => {
    renderPage(() => HttpResponse.error());
    expect(await screen.findByText('Failed to fetch dashboard data')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('says "No data available" under the screen’s own title when every list is empty, and what will come there', async () => {
    renderPage(() => json(InvestorDashboardSchema, emptyDashboard));
    expect(await screen.findByRole('heading', { level: 2, name: 'No data available' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Investor Feed' })).toBeTruthy();
    expect(screen.getByText(/No founder has shared an idea yet/)).toBeTruthy();
  });
});

describe('InvestorPage feed', () => {
  it('shows the top 3 by credit score, the 2 newest, and every other item once', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Investor Feed' });
    expect(cardTitles(section('Top Submissions'))).toEqual(['Compost Club', 'Solar Share', 'Tutor Match']);
    expect(cardTitles(section('New Builders'))).toEqual(['Pet Pals', 'Untitled']);
    expect(cardTitles(section('All Submissions'))).toEqual(['Quiet Cafe']);
  });

  it('searches title, description and author in any case, with a tag chip that toggles off', async () => {
    const calls = renderPage();
    await screen.findByRole('heading', { name: 'Investor Feed' });
    const chips = within(screen.getByRole('group', { name: 'Filter by tag' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All',
      'Climate',
      'Community',
      'Energy',
      'AI',
      'Education',
      'Food',
      'Pets',
      'Local',
    ]);
    const search = screen.getByPlaceholderText('Search ideas or founders...');
    // What is left is said to a screen reader as it changes; nothing before a search.
    const said = () => document.querySelector('p[aria-live="polite"]')?.textContent;
    expect(said()).toBe('');
    await userEvent.type(search, 'COMPOST');
    expect(cardTitles().sort()).toEqual(['Compost Club', 'Pet Pals']);
    expect(said()).toBe('2 submissions found');
    await userEvent.click(chips.getByRole('button', { name: 'Pets' }));
    expect(said()).toBe('1 submission found');
    expect(chips.getByRole('button', { name: 'Pets' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles()).toEqual(['Pet Pals']);
    await userEvent.click(chips.getByRole('button', { name: 'Pets' }));
    expect(chips.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(cardTitles().sort()).toEqual(['Compost Club', 'Pet Pals']);
    await userEvent.clear(search);
    await userEvent.type(search, 'rooftop');
    expect(cardTitles()).toEqual(['Solar Share']);
    await userEvent.type(search, 'zzz');
    expect(screen.getByText('No submissions found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters')).toBeTruthy();
    expect(said()).toBe('No submission matches');
    expect(calls.filter((call) => call === `GET ${DASHBOARD}`)).toHaveLength(1);
  });

  it('fills each card, with fallbacks, badges, at most 3 tags then "+N", and Live only with a URL', async () => {
    renderPage();
    const top = within(await screen.findByRole('region', { name: 'Top Submissions' }));
    const compost = within(top.getByRole('article', { name: 'Compost Club' }));
    for (const text of ['Featured', 'by Pia Planter', '30 h ago', '90 pts', '25 swipes', 'Hot', 'Neighbourhood composting made easy']) {
      expect(compost.getByText(text)).toBeTruthy();
    }
    const code = compost.getByRole('link', { name: 'Code' });
    expect(code.getAttribute('href')).toBe('https://github.com/pia/compost-club');
    expect(code.getAttribute('target')).toBe('_blank');
    expect(code.getAttribute('rel')).toContain('noopener');
    expect(compost.getByRole('link', { name: 'Live' }).getAttribute('href')).toBe('https://compost.example.com');

    const solar = within(top.getByRole('article', { name: 'Solar Share' }));
    expect(solar.queryByText('Featured')).toBeNull();
    expect(solar.queryByText('Hot')).toBeNull();
    expect(solar.queryByRole('link', { name: 'Live' })).toBeNull();
    expect(solar.getByRole('link', { name: 'Code' })).toBeTruthy();

    const newest = within(section('New Builders'));
    const untitled = within(newest.getByRole('article', { name: 'Untitled' }));
    expect(untitled.getByText('by Anonymous')).toBeTruthy();
    expect(untitled.getByText(`${nameless.creditScore} pts`)).toBeTruthy();
    const petCard = within(newest.getByRole('article', { name: pets.title }));
    expect(
      within(petCard.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pets', 'AI', 'Community', '+1']);
    expect(petCard.getByRole('button', { name: 'View Founder' })).toBeTruthy();
  });
});
