import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { createMemoryAdapter } from './memory-adapter';

export type LocalAccount = { email: string; name: string };

const MAX_ACCOUNTS = 1000;
const CALENDAR_SCOPES = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/calendar.events'];

/** A stable subject for a local e-mail address, like Google's `sub`. */
function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

function selectAccountPolicy({ interactionPolicy }: typeof import('oidc-provider')) {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

async function autoGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session?.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.session?.grantIdFor(clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const grant = existing ?? new oidc.provider.Grant({ clientId, accountId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  await grant.save();
  return grant;
}

/**
 * The built-in OpenID Connect issuer used when Google is not configured: a maintained provider
 * (oidc-provider) whose only local part is the account chooser. Accounts live in memory. The provider
 * loads on the first sign-in, not at start: importing it took a quarter of a second of every start.
 */
export function createLocalIssuer(publicUrl: string) {
  const issuer = `${publicUrl}/oidc`;
  const clientId = 'seedmatch-local';
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, LocalAccount>();
  let provider: Promise<Provider> | undefined;

  async function createProvider(): Promise<Provider> {
    const oidcProvider = await import('oidc-provider');
    // P-256 rather than RSA: an RSA-2048 key pair took 150-250 ms to make, this one about 1 ms.
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const created = new oidcProvider.default(issuer, {
      adapter: createMemoryAdapter(),
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [`${publicUrl}/api/auth/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          id_token_signed_response_alg: 'ES256',
        },
      ],
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'ES256' }] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      pkce: { required: () => true },
      ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 14 * 86400, Grant: 14 * 86400 },
      scopes: ['openid', 'email', 'profile', ...CALENDAR_SCOPES],
      claims: { email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: {
        policy: selectAccountPolicy(oidcProvider),
        url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}`,
      },
      loadExistingGrant: autoGrant,
      findAccount: (_ctx, sub) => {
        const account = accounts.get(sub);
        if (!account) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
        };
      },
      renderError: (ctx, out) => {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Sign-in failed: ${String(out.error_description ?? out.error)}`;
      },
    });
    // Trusts X-Forwarded-Proto/Host, which the mount sets from PUBLIC_URL on every request it passes on.
    created.proxy = true;
    return created;
  }

  return {
    issuer,
    clientId,
    clientSecret,
    provider(): Promise<Provider> {
      provider ??= createProvider();
      return provider;
    },
    /** Remembers an account chosen on the chooser page and returns its subject. */
    rememberAccount(account: LocalAccount): string {
      const sub = localSubject(account.email);
      accounts.delete(sub);
      accounts.set(sub, account);
      if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value as string);
      return sub;
    },
  };
}

export type LocalIssuer = ReturnType<typeof createLocalIssuer>;
