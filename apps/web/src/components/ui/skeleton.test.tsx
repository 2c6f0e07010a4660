import { afterEach, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ListSkeleton } from './list-skeleton';
import { PageSkeleton } from './page-skeleton';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

const NOTE = "This wasn't saved for offline use. It loads when you're back online.";

it('offline, a screen with nothing kept says so instead of loading for ever', () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  render(<ListSkeleton label="Loading matches" />);
  expect(screen.getByRole('status', { name: 'Loading matches' }).textContent).toContain(NOTE);
});

it('not while code or the kept cache load from the device, which needs no connection', () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  render(<PageSkeleton />);
  expect(screen.getByRole('status', { name: 'Loading' }).textContent).not.toContain(NOTE);
});

it('online, it is only the skeleton', () => {
  render(<ListSkeleton label="Loading matches" />);
  expect(screen.getByRole('status', { name: 'Loading matches' }).textContent).not.toContain(NOTE);
});
