import { expect, it } from 'vitest';
import { introMessage } from './request-intro';

it('greets the founder by first name and names the idea without a second full stop', () => {
  expect(introMessage('Bartholomew Konstantinopoulou-Vandenberghe', 'BEN Neighbour.')).toBe(
    'Hi Bartholomew, I came across BEN Neighbour on SeedMatch and would love to learn more.',
  );
  expect(introMessage('Pia', 'Who pays for compost?')).toBe(
    'Hi Pia, I came across Who pays for compost on SeedMatch and would love to learn more.',
  );
  expect(introMessage('', '')).toBe('Hi there, I came across your idea on SeedMatch and would love to learn more.');
});
