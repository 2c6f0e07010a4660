import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Plus } from 'lucide-react';
import { renderAt } from '../../testing/render';
import { Button, ButtonLink, type ButtonVariant } from './button';
import { Chip } from './chip';
import { IconButton } from './icon-button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'danger', 'danger-outline'];

describe('Button', () => {
  it('renders every variant as a named button of type "button" with a 44 px least height and a focus ring', () => {
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    const classes = variants.map((variant) => screen.getByRole('button', { name: variant }).className);
    expect(new Set(classes).size).toBe(variants.length);
    for (const variant of variants) {
      const button = screen.getByRole('button', { name: variant });
      expect(button.getAttribute('type')).toBe('button');
      expect(button.className).toContain('min-h-11');
      expect(button.className).toContain('focus-visible:outline-2');
    }
  });

  it('turns a solid button grey when it cannot be used, but keeps its colours while loading', () => {
    render(
      <>
        <Button disabled>Claim</Button>
        <Button disabled loading>
          Claiming...
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Claim' }).className).toContain('disabled:bg-zinc-300');
    expect(screen.getByRole('button', { name: 'Claiming...' }).className).not.toContain('disabled:bg-zinc-300');
  });

  it('keeps a submit type, and a small size is 36 px', () => {
    render(
      <Button type="submit" size="sm">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('min-h-9');
  });

  it('while loading is busy, keeps its label and ignores clicks; once done it clicks again', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Claiming...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Claiming...' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Claim</Button>);
    expect(screen.getByRole('button', { name: 'Claim' }).getAttribute('aria-busy')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading does not submit its form', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Saving...
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Saving...' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('is a link with the button look that navigates', async () => {
    renderAt(
      <ButtonLink to="/app/swipe" variant="secondary">
        Start Swiping
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Start Swiping' });
    expect(link.getAttribute('href')).toBe('/app/swipe');
    expect(link.className).toContain('min-h-11');
    await userEvent.click(link);
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });
});

describe('IconButton', () => {
  it('is named by its label, shows only a hidden icon and runs its action', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={Plus} label="Add tag" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Add tag' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.className).toContain('size-11');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is 24 px at the small size', () => {
    render(<IconButton icon={Plus} label="Remove tag AI" size="sm" />);
    expect(screen.getByRole('button', { name: 'Remove tag AI' }).className).toContain('size-6');
  });
});

describe('Chip', () => {
  it('is a toggle button that tells whether it is chosen', () => {
    render(
      <>
        <Chip selected>All</Chip>
        <Chip selected={false}>AI</Chip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'AI' }).getAttribute('aria-pressed')).toBe('false');
  });
});
