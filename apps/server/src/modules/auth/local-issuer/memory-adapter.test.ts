import { describe, expect, it } from 'vitest';
import { createMemoryAdapter } from './memory-adapter';

function clock() {
  let ms = 1_000_000;
  return { now: () => ms, advance: (by: number) => (ms += by) };
}

describe('the local issuer’s memory adapter', () => {
  it('finds what it keeps until it expires, per model', async () => {
    const time = clock();
    const adapter = createMemoryAdapter(time.now);
    await adapter('Interaction').upsert('i1', { kind: 'Interaction' }, 60);
    expect(await adapter('Interaction').find('i1')).toEqual({ kind: 'Interaction' });
    expect(await adapter('Session').find('i1')).toBeUndefined();
    time.advance(59_999);
    expect(await adapter('Interaction').find('i1')).toBeDefined();
    time.advance(1);
    expect(await adapter('Interaction').find('i1')).toBeUndefined();
  });

  it('finds a session by its uid, marks a code consumed, and forgets what is destroyed', async () => {
    const time = clock();
    const adapter = createMemoryAdapter(time.now);
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'a' }, 600);
    expect(await adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'a' });
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('AuthorizationCode').consume('c1');
    expect(await adapter('AuthorizationCode').find('c1')).toMatchObject({ consumed: 1000 });
    await adapter('Session').destroy('s1');
    expect(await adapter('Session').findByUid('u1')).toBeUndefined();
  });

  it('revokes everything issued under a grant', async () => {
    const adapter = createMemoryAdapter();
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('t1', { grantId: 'g1' }, 600);
    await adapter('AccessToken').upsert('t2', { grantId: 'g2' }, 600);
    await adapter('AccessToken').revokeByGrantId('g1');
    expect(await adapter('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t2')).toBeDefined();
  });

  it('keeps at most 10,000 entries, dropping the oldest first', async () => {
    const adapter = createMemoryAdapter()('Interaction');
    for (let i = 0; i <= 10_000; i += 1) await adapter.upsert(`i${i}`, {}, 600);
    expect(await adapter.find('i0')).toBeUndefined();
    expect(await adapter.find('i1')).toBeDefined();
    expect(await adapter.find('i10000')).toBeDefined();
  });
});
