import { describe, expect, it } from 'vitest';
import { makeReferralCode, parseReferralCode } from './referral-code';

describe('makeReferralCode', () => {
  it('follows SEED-{up to 3 letters of the name}-{time}-{3 random characters}', () => {
    const code = makeReferralCode('Ada Lovelace', Date.UTC(2026, 10, 21), () => 0);
    expect(code).toMatch(/^SEED-ADA-[A-Z0-9]{1,6}-AAA$/);
  });
  it('uses fewer letters for short or non-Latin names', () => {
    expect(makeReferralCode('Bo', 1, () => 0.5)).toMatch(/^SEED-BO-1-SSS$/);
    expect(makeReferralCode('José', 1, () => 0)).toMatch(/^SEED-JOS-/);
    expect(makeReferralCode('李雷', 1, () => 0)).toMatch(/^SEED--1-AAA$/);
  });
  it('makes codes that parse back', () => {
    const code = makeReferralCode('Grace Hopper', Date.now());
    expect(parseReferralCode(code)).toBe(code);
  });
});

describe('parseReferralCode', () => {
  it('normalises case and whitespace', () => {
    expect(parseReferralCode('  seed-ada-k3j9-xyz ')).toBe('SEED-ADA-K3J9-XYZ');
  });
  it('rejects anything that is not a code', () => {
    for (const value of [null, undefined, '', 'SEED', 'SEED-ADA-K3J9', 'HELLO-ADA-K3J9-XYZ', '<script>', 'SEED-ADA-K3J9-XY!']) {
      expect(parseReferralCode(value)).toBeNull();
    }
  });
});
