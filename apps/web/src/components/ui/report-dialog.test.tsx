import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { z } from 'zod';
import { ReportBodySchema } from '@seedmatch/shared/safety';
import { SuccessSchema } from '@seedmatch/shared/success';
import { bodyOf, json } from '../../testing/respond';
import { server } from '../../testing/server';
import { ReportDialog } from './report-dialog';

const BEN = '5b0c3a4e-8d1f-4c2a-9e3b-7f6a1d2c4e5f';

/** A signed-in browser whose reports the server takes; the bodies it was sent, in order. */
function recordReports(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/reports', async ({ request }) => {
      bodies.push(await bodyOf(request, ReportBodySchema));
      return json(SuccessSchema.extend({ message: z.string() }), { success: true, message: 'Report received' });
    }),
  );
  window.localStorage.setItem('authToken', 'token-123');
  return bodies;
}

describe('ReportDialog', () => {
  it('sends the reason and details, then thanks with the focus kept in the dialog and one Close', async () => {
    const bodies = recordReports();
    const onClose = vi.fn();
    render(<ReportDialog userId={BEN} name="Ben" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Report Ben' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'harassment');
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Rude');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const thanks = await within(dialog).findByRole('status');
    expect(thanks.textContent).toBe('Thanks, we will review this report.');
    expect(document.activeElement).toBe(thanks);
    expect(bodies).toEqual([{ userId: BEN, reason: 'harassment', details: 'Rude' }]);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Close']);
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('preselects no reason, and asks for one before sending anything', async () => {
    const bodies = recordReports();
    render(<ReportDialog userId={BEN} name="Ben" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Report Ben' });
    const reason = within(dialog).getByLabelText<HTMLSelectElement>('Reason');
    expect(reason.value).toBe('');
    expect(reason.selectedOptions[0]?.textContent).toBe('Choose a reason');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason for this report.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(bodies).toEqual([]);
    await userEvent.selectOptions(reason, 'spam');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByRole('status');
    expect(bodies).toEqual([{ userId: BEN, reason: 'spam', details: '' }]);
  });

  it('quotes the message being reported, cut short when long', () => {
    const long = `Buy my course! ${'Limited offer, act now. '.repeat(40)}`;
    render(<ReportDialog userId={BEN} name="Ben" messageId="m1" excerpt={long} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Report message' });
    const quote = within(dialog).getByRole('blockquote');
    expect(quote.textContent?.startsWith('Buy my course! Limited offer')).toBe(true);
    expect(quote.textContent?.endsWith('…')).toBe(true);
    expect(quote.textContent?.length).toBeLessThan(long.length);
    expect(within(dialog).getByText('Message from Ben')).toBeTruthy();
  });

  it('reports an idea under its own title, naming the idea', async () => {
    const bodies = recordReports();
    const idea = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    render(<ReportDialog userId={BEN} name="Ben" ideaId={idea} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Report idea' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'fake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByRole('status');
    expect(bodies).toEqual([{ userId: BEN, ideaId: idea, reason: 'fake', details: '' }]);
  });
});
