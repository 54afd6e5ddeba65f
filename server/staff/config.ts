// The staff area's settings from the environment (docs/staff.md lists them): the OpenID provider and
// this site's client at it, the provider groups of each role, and the session key. Without
// OIDC_ISSUER the staff area only says that sign-in is not configured.
import path from 'node:path';

export type StaffRole = 'hr' | 'compliance' | 'admin';
export const STAFF_ROLES: readonly StaffRole[] = ['hr', 'compliance', 'admin'];

export const TRAFFIC_REPORT_PATH = '/staff/traffic/';
/**
 * Who sees the traffic report (server/staff/traffic-report.ts): admins. It holds no record, but it does
 * hold what visitors' browsers sent (paths, referrers, user agents, addresses with their last part
 * zeroed); HR and compliance handle records and need none of it.
 */
export const TRAFFIC_REPORT_ROLES: readonly StaffRole[] = ['admin'];

export type OidcSettings = { issuer: string; clientId: string; clientSecret: string; redirectUri: string; providerName: string };

export type StaffConfig = {
  oidc: OidcSettings | null;
  groups: Record<StaffRole, string[]>;
  /** STAFF_SESSION_SECRET, else one generated once and kept in the staff database. */
  sessionSecret?: string;
  /** Sign-in starts and callbacks per client IP per minute. */
  signInRateLimit: number;
  /** TRAFFIC_REPORT_DIR: the traffic report's folder (npm run traffic -- --out), served to admins at /staff/traffic/. */
  trafficReportDir?: string;
};

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function staffConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StaffConfig {
  const issuer = env.OIDC_ISSUER?.trim();
  let oidc: OidcSettings | null = null;
  if (issuer) {
    const missing = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'].filter((name) => !env[name]?.trim());
    if (missing.length) throw new Error(`OIDC_ISSUER is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`);
    const redirectUri = env.OIDC_REDIRECT_URI!.trim();
    if (!/\/staff\/auth\/callback$/.test(new URL(redirectUri).pathname)) throw new Error('OIDC_REDIRECT_URI must end in /staff/auth/callback');
    oidc = {
      issuer,
      clientId: env.OIDC_CLIENT_ID!.trim(),
      clientSecret: env.OIDC_CLIENT_SECRET!.trim(),
      redirectUri,
      providerName: env.OIDC_PROVIDER_NAME?.trim() || new URL(issuer).hostname,
    };
  }
  const secret = env.STAFF_SESSION_SECRET?.trim();
  if (secret && secret.length < 32) throw new Error('STAFF_SESSION_SECRET must be at least 32 characters (e.g. openssl rand -hex 32)');
  const rate = env.STAFF_SIGN_IN_RATE_LIMIT?.trim();
  if (rate && !/^[1-9][0-9]*$/.test(rate)) throw new Error(`STAFF_SIGN_IN_RATE_LIMIT must be a positive whole number, not "${rate}"`);
  const report = env.TRAFFIC_REPORT_DIR?.trim().replace(/(.)\/+$/, '$1');
  // eslint-disable-next-line no-control-regex -- a path with control characters is refused
  if (report && (!path.isAbsolute(report) || path.resolve(report) !== report || /[\0-\x1f]/.test(report)))
    throw new Error(`TRAFFIC_REPORT_DIR must be an absolute path without "..", e.g. /var/lib/site-traffic/report, not "${report}"`);
  return {
    oidc,
    groups: { hr: list(env.STAFF_GROUPS_HR), compliance: list(env.STAFF_GROUPS_COMPLIANCE), admin: list(env.STAFF_GROUPS_ADMIN) },
    sessionSecret: secret || undefined,
    signInRateLimit: rate ? Number(rate) : 10,
    ...(report ? { trafficReportDir: report } : {}),
  };
}

/** The roles a user's provider groups give. */
export function rolesOf(groups: unknown, config: Pick<StaffConfig, 'groups'>): StaffRole[] {
  const names = new Set(Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : []);
  return STAFF_ROLES.filter((role) => config.groups[role].some((g) => names.has(g)));
}

/** The kinds of record a user may see: HR job applications, compliance contact messages, admin both. */
export function kindsFor(roles: readonly StaffRole[]): Array<'contact' | 'job'> {
  if (roles.includes('admin')) return ['contact', 'job'];
  return [...(roles.includes('compliance') ? (['contact'] as const) : []), ...(roles.includes('hr') ? (['job'] as const) : [])];
}
