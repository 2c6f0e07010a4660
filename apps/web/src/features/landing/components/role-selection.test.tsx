import { describe, it, expect, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleSelection } from './role-selection';

describe('RoleSelection', () => {
  it('shows both paths with their tags', () => {
    render(<RoleSelection onChoose={() => undefined} onBack={() => undefined} isBusy={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Path' })).toBeTruthy();
    expect(screen.getByText('Are you looking to build or invest?')).toBeTruthy();
    const founder = screen.getByRole('button', { name: /^I'm a Founder/ });
    const investor = screen.getByRole('button', { name: /^I'm an Investor/ });
    for (const tag of ['Swipe Ideas', 'Find Co-founders', '48h Challenges']) {
      expect(founder.textContent).toContain(tag);
    }
    for (const tag of ['Top Submissions', 'Founder Profiles', 'Investment Tracking']) {
      expect(investor.textContent).toContain(tag);
    }
    expect(screen.queryByText('Signing in...')).toBeNull();
  });

  it('reports the chosen role and Back', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onBack = vi.fn();
    render(<RoleSelection onChoose={onChoose} onBack={onBack} isBusy={false} />);
    await user.click(screen.getByRole('button', { name: /^I'm a Founder/ }));
    expect(onChoose).toHaveBeenCalledWith('FOUNDER');
    await user.click(screen.getByRole('button', { name: /^I'm an Investor/ }));
    expect(onChoose).toHaveBeenLastCalledWith('INVESTOR');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('disables the cards while signing in', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<RoleSelection onChoose={onChoose} onBack={() => undefined} isBusy />);
    expect(screen.getByText('Signing in...')).toBeTruthy();
    const founder = screen.getByRole('button', { name: /^I'm a Founder/ });
    expect(founder).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /^I'm an Investor/ })).toHaveProperty('disabled', true);
    await user.click(founder);
    expect(onChoose).not.toHaveBeenCalled();
  });
});
