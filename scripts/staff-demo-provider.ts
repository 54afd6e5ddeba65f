// A local stand-in for the company's OpenID provider (GitLab, Gitea/Forgejo, Keycloak), built on
// oidc-provider: one confidential client for the site (code + PKCE), and one user per staff role plus
// one in no staff group, each with a `groups` claim in the ID token as GitLab sends it. Sign in by
// typing a user's login (any password) on the provider's own development login page. Used by
// `npm run staff-demo` and by __tests__/e2e/forms/staff.spec.ts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEMO_GROUPS = { hr: 'staff-hr', compliance: 'staff-compliance', admin: 'staff-admin' } as const;

export const DEMO_USERS = {
  hana: { name: 'Hana Rahimi', email: 'hana@example.ir', groups: [DEMO_GROUPS.hr, 'everyone'], role: 'HR' },
  kamran: { name: 'Kamran Moradi', email: 'kamran@example.ir', groups: [DEMO_GROUPS.compliance, 'everyone'], role: 'compliance' },
  ava: { name: 'Ava Karimi', email: 'ava@example.ir', groups: [DEMO_GROUPS.admin], role: 'admin' },
  nima: { name: 'Nima Jafari', email: 'nima@example.ir', groups: ['everyone'], role: 'no staff group' },
} as const;

export type DemoProvider = { issuer: string; clientId: string; clientSecret: string; close(): Promise<void> };

/** Starts the provider on 127.0.0.1:`port` (0: one the system picks; `issuer` says which), with the site's callback registered. */
export async function startDemoProvider({ port = 0, redirectUri }: { port?: number; redirectUri: string }): Promise<DemoProvider> {
  const { default: Provider } = await import('oidc-provider');
  // Listening first: the issuer's address, which the provider is built with, names the port it got.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'site-staff';
  const clientSecret = 'demo-secret-not-for-production-use-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'groups'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'], groups: ['groups'] },
    // GitLab puts groups in the ID token; the site also reads them from userinfo when a provider does not.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // oidc-provider's own lifetimes (seconds), said here: left to its defaults, it prints a notice for each.
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 3600, Grant: 14 * 86400, Session: 14 * 86400 },
    cookies: { keys: ['demo-cookie-key-not-for-production'] },
    async findAccount(_ctx: unknown, id: string) {
      const user = DEMO_USERS[id as keyof typeof DEMO_USERS];
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, preferred_username: id, name: user.name, email: user.email, groups: [...user.groups] }) };
    },
  } as never);
  server.on('request', provider.callback());
  return { issuer, clientId, clientSecret, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The site's settings for the stand-in provider. */
export function demoSiteEnv(provider: Pick<DemoProvider, 'issuer' | 'clientId' | 'clientSecret'>, redirectUri: string): Record<string, string> {
  return {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_REDIRECT_URI: redirectUri,
    OIDC_PROVIDER_NAME: 'Demo GitLab',
    STAFF_GROUPS_HR: DEMO_GROUPS.hr,
    STAFF_GROUPS_COMPLIANCE: DEMO_GROUPS.compliance,
    STAFF_GROUPS_ADMIN: DEMO_GROUPS.admin,
  };
}
