import * as oidc from 'openid-client';
import type { Identity } from '@seedmatch/shared/auth';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** Scopes of docs/product.md#sign-in-and-sessions: OpenID profile plus Google Calendar, for meeting invites. */
const SIGN_IN_SCOPES = [
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/calendar',
  'https://www.googleapis.com/auth/calendar.events',
];

export type SignInClientOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for the local issuer over plain http on this server. */
  fetch?: oidc.CustomFetch;
};

export type SignInChecks = { state: string; nonce: string; codeVerifier: string };

/** One OpenID Connect client (code flow + PKCE) for Google and the local issuer alike. */
export function createSignInClient(options: SignInClientOptions) {
  let configuration: Promise<oidc.Configuration> | null = null;

  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, {
        ...(options.fetch ? { [oidc.customFetch]: options.fetch, execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        configuration = null;
        throw error;
      });
    return configuration;
  }

  return {
    newChecks(): SignInChecks {
      return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    },

    async authorizationUrl(checks: SignInChecks): Promise<URL> {
      const config = await discover();
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: SIGN_IN_SCOPES.join(' '),
        prompt: 'select_account',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async finish(callbackUrl: URL, checks: SignInChecks): Promise<Identity> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('the identity provider sent no e-mail');
      // An address is who someone is here (admins are named by it): one the provider has not verified is not taken.
      if (claims.email_verified !== true) throw new Error('the identity provider has not verified this e-mail');
      return {
        uid: claims.sub,
        email: claims.email,
        displayName: typeof claims.name === 'string' ? claims.name : null,
        photoURL: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}

export type SignInClient = ReturnType<typeof createSignInClient>;
