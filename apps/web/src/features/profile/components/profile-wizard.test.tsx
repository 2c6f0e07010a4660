import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFormOf } from '../api/update-profile';
import { ProfileWizard } from './profile-wizard';

const next = () => screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
const hintOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;

describe('ProfileWizard', () => {
  it('keeps what was typed through a reload (a new version, a tab the phone discarded), until it is saved', async () => {
    const first = render(<ProfileWizard initial={profileFormOf(null)} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Pat Lee');
    await userEvent.type(screen.getByLabelText('Title'), 'CTO');
    await userEvent.click(next());
    await userEvent.type(screen.getByLabelText('Bio'), 'Builds compilers');
    first.unmount();

    render(<ProfileWizard initial={profileFormOf(null)} />);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Pat Lee');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('CTO');
    await userEvent.click(next());
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Builds compilers');
  });

  it('says beside a disabled Next what the step still needs, as its description, and nothing once it may go on', async () => {
    render(<ProfileWizard initial={profileFormOf(null)} />);
    expect(next().disabled).toBe(true);
    expect(hintOf(next())).toBe('Add your full name and title to continue.');
    expect(screen.getByText('Add your full name and title to continue.')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Full name'), 'Pat');
    expect(hintOf(next())).toBe('Add your title to continue.');
    await userEvent.type(screen.getByLabelText('Title'), 'CTO');
    expect(next().disabled).toBe(false);
    expect(next().hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/to continue\.$/)).toBeNull();

    await userEvent.click(next());
    expect(hintOf(next())).toBe('Add at least one skill to continue.');
    await userEvent.type(screen.getByLabelText('Skills', { selector: 'input' }), 'Rust{Enter}');
    await userEvent.click(next());
    expect(hintOf(next())).toBe('Add at least one interest and what you are looking for to continue.');
  });

  it('describes a disabled Complete Profile with the links it cannot take', async () => {
    const initial = { ...profileFormOf(null), fullName: 'Pat', title: 'CTO', skills: ['Go'], interests: ['AI'], lookingFor: ['Designer'] };
    render(<ProfileWizard initial={initial} />);
    for (let i = 0; i < 3; i += 1) await userEvent.click(next());
    await userEvent.type(screen.getByLabelText('GitHub (optional)'), 'github.com/pat');
    const complete = screen.getByRole('button', { name: 'Complete Profile' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    expect(hintOf(complete)).toBe('Enter full links starting with https://');
    // The field at fault says so, with the same words; the other link, empty, is fine.
    const github = screen.getByLabelText('GitHub (optional)');
    expect(github.getAttribute('aria-invalid')).toBe('true');
    expect(hintOf(github)).toBe('Enter full links starting with https://');
    expect(screen.getByLabelText('LinkedIn (optional)').hasAttribute('aria-invalid')).toBe(false);
  });

  it('gives each new step’s first field the focus, inside a group named by the step, as Next and Previous swap the fields', async () => {
    const initial = { ...profileFormOf(null), fullName: 'Pat', title: 'CTO', skills: ['Go'], interests: ['AI'], lookingFor: ['Designer'] };
    render(<ProfileWizard initial={initial} />);
    // Opening the wizard moves nothing.
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(next());
    expect(document.activeElement).toBe(screen.getByLabelText('Bio'));
    expect(screen.getByRole('group', { name: 'Step 2 of 4' }).contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 2; i += 1) await userEvent.click(next());
    // Next went away on the last step; the focus did not go with it.
    expect(document.activeElement).toBe(screen.getByLabelText('LinkedIn (optional)'));
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('lets the browser fill in the name, title, place and links', async () => {
    const initial = { ...profileFormOf(null), fullName: 'Pat', title: 'CTO', skills: ['Go'], interests: ['AI'], lookingFor: ['Designer'] };
    render(<ProfileWizard initial={initial} />);
    const autocomplete = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect([autocomplete('Full name'), autocomplete('Title'), autocomplete('Location')]).toEqual([
      'name',
      'organization-title',
      'address-level2',
    ]);
    for (let i = 0; i < 3; i += 1) await userEvent.click(next());
    expect([autocomplete('LinkedIn (optional)'), autocomplete('GitHub (optional)')]).toEqual(['url', 'url']);
    expect(screen.getByLabelText('GitHub (optional)').getAttribute('type')).toBe('url');
  });
});
