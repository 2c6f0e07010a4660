const CODE_PATTERN = /^SEED-[A-Z]{0,3}-[A-Z0-9]{1,12}-[A-Z0-9]{3}$/;
const RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A code in the format of docs/product.md#referrals: SEED-{up to 3 letters of the name}-{time}-{3 random
 * characters}.
 */
export function makeReferralCode(name: string, now: number, random: () => number = Math.random): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
  const time = now.toString(36).toUpperCase().slice(-6);
  let suffix = '';
  for (let i = 0; i < 3; i += 1) {
    suffix += RANDOM_ALPHABET[Math.floor(random() * RANDOM_ALPHABET.length)];
  }
  return `SEED-${letters}-${time}-${suffix}`;
}

/** Reads a `ref` value from a link: trimmed and upper-cased, or null when it is not a referral code. */
export function parseReferralCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const code = value.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}
