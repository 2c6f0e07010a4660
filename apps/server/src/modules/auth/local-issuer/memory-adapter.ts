import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** At most this many entries: anyone may start a local sign-in, so the issuer's memory is bounded. */
const MAX_ENTRIES = 10_000;

type Entry = { value: unknown; expiresAt: number };

/**
 * Where the local issuer keeps what a sign-in needs (interactions, sessions, grants, codes, tokens): in
 * this process's memory, on purpose, since the local issuer is a demo (docs/product.md#sign-in-and-sessions):
 * a restart only interrupts sign-ins in progress. Passing it to oidc-provider states that choice, in place
 * of the library's own development-only store and its warning. The oldest entries go first when full.
 */
export function createMemoryAdapter(now: () => number = Date.now): AdapterFactory {
  const store = new Map<string, Entry>();
  const get = <T>(key: string): T | undefined => {
    const entry = store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry.value as T;
    store.delete(key);
    return undefined;
  };
  const set = (key: string, value: unknown, expiresIn: number | undefined) => {
    store.delete(key);
    store.set(key, { value, expiresAt: expiresIn === undefined ? Infinity : now() + expiresIn * 1000 });
    if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value as string);
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    return {
      async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
        set(key(id), payload, expiresIn);
        if (model === 'Session' && payload.uid) set(`sessionUid:${payload.uid}`, id, expiresIn);
        if (payload.grantId) {
          const members = `grant:${payload.grantId}`;
          set(members, [...(get<string[]>(members) ?? []), key(id)], undefined);
        }
      },
      find: async (id: string) => get<AdapterPayload>(key(id)),
      findByUid: async (uid: string) => {
        const id = get<string>(`sessionUid:${uid}`);
        return id === undefined ? undefined : get<AdapterPayload>(key(id));
      },
      // Only the device flow looks codes up by user code, and the local issuer does not offer it.
      findByUserCode: async () => undefined,
      async consume(id: string) {
        const payload = get<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(now() / 1000);
      },
      async destroy(id: string) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId: string) {
        for (const member of get<string[]>(`grant:${grantId}`) ?? []) store.delete(member);
        store.delete(`grant:${grantId}`);
      },
    };
  };
}
