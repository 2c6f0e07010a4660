import { describe, expect, it } from 'vitest';
import { resolveRole } from './roles';

describe('resolveRole', () => {
  it('takes the user record first', () => {
    expect(resolveRole('INVESTOR', 'FOUNDER')).toBe('INVESTOR');
    expect(resolveRole('FOUNDER', 'INVESTOR')).toBe('FOUNDER');
  });
  it('then the role chosen before sign-in', () => {
    expect(resolveRole(undefined, 'INVESTOR')).toBe('INVESTOR');
    expect(resolveRole(null, 'FOUNDER')).toBe('FOUNDER');
  });
  it('then FOUNDER, ignoring anything that is not a role', () => {
    expect(resolveRole(undefined, null)).toBe('FOUNDER');
    expect(resolveRole('ADMIN', 'investor')).toBe('FOUNDER');
  });
});
