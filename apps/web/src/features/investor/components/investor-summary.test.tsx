import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { InvestorSummarySchema } from '@seedmatch/shared/investor';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import { InvestorSummary } from './investor-summary';

describe('InvestorSummary', () => {
  it('shows the Shortlisted and Reviewed counts from the server', async () => {
    window.localStorage.setItem('authToken', 't');
    server.use(http.get('/api/investor/summary', () => json(InvestorSummarySchema, { shortlisted: 4, reviewed: 9 })));
    renderAt(<InvestorSummary />, { path: '/app', auth: signedOutAuth({ status: 'signed-in', role: 'INVESTOR' }) });
    expect((await screen.findByText('4')).previousElementSibling?.textContent).toBe('Shortlisted');
    expect(screen.getByText('9').previousElementSibling?.textContent).toBe('Reviewed');
  });
});
