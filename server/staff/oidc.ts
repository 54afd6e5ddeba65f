// Sign-in with the company's OpenID provider through openid-client: discovery of the issuer,
// authorization code with PKCE (S256), state and nonce, a confidential client (client secret), and the
// user's groups from the ID token or, when the provider leaves them out of it, from userinfo.
// openid-client is loaded only when a provider is configured.
import type { OidcSettings } from './config';

export type SignInStart = { url: string; verifier: string; state: string; nonce: string };
export type SignedInUser = { login: string; name: string; groups: unknown };

export type SignInProvider = {
  readonly name: string;
  start(): Promise<SignInStart>;
  /** Exchanges the code of the callback URL; throws when anything does not check out. */
  finish(callbackUrl: URL, expected: Pick<SignInStart, 'verifier' | 'state' | 'nonce'>): Promise<SignedInUser>;
};

export function oidcProvider(settings: OidcSettings): SignInProvider {
  let configuration: Promise<import('openid-client').Configuration> | null = null;
  const client = () => import('openid-client');
  function discovered() {
    if (!configuration) {
      configuration = client().then((oidc) => {
        const insecure = new URL(settings.issuer).protocol === 'http:';
        return oidc.discovery(
          new URL(settings.issuer),
          settings.clientId,
          { client_secret: settings.clientSecret },
          oidc.ClientSecretBasic(settings.clientSecret),
          {
            // A local stand-in provider (npm run staff-demo, the tests) runs on plain http on loopback.
            execute: insecure ? [oidc.allowInsecureRequests] : [],
          },
        );
      });
      configuration.catch(() => (configuration = null)); // try discovery again on the next sign-in
    }
    return configuration;
  }

  return {
    name: settings.providerName,
    async start() {
      const oidc = await client();
      const config = await discovered();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid profile email groups',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, verifier, state, nonce };
    },
    async finish(callbackUrl, expected) {
      const oidc = await client();
      const config = await discovered();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.verifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      let profile: Record<string, unknown> = claims;
      if (!Array.isArray(claims.groups)) profile = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
      const pick = (...keys: string[]) => keys.map((k) => profile[k]).find((v): v is string => typeof v === 'string' && v.length > 0);
      const login = pick('preferred_username', 'nickname', 'email') ?? claims.sub;
      return { login, name: pick('name') ?? login, groups: profile.groups };
    },
  };
}
