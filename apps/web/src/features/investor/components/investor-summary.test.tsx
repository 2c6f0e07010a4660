import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { InvestorSummary } from './investor-summary';
import { stubApi } from './investor-test-data';

afterEach(() => vi.unstubAllGlobals());

describe('InvestorSummary', () => {
  it('shows the Shortlisted and Reviewed counts from the server', async () => {
    window.localStorage.setItem('authToken', 't');
    stubApi({ 'GET /api/investor/summary': () => Response.json({ shortlisted: 4, reviewed: 9 }) });
    renderAt(<InvestorSummary />, { path: '/app', auth: signedOutAuth({ status: 'signed-in', role: 'INVESTOR' }) });
    expect((await screen.findByText('4')).previousElementSibling?.textContent).toBe('Shortlisted');
    expect(screen.getByText('9').previousElementSibling?.textContent).toBe('Reviewed');
  });
});
