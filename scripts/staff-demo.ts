// `npm run staff-demo`: the staff area on your own machine. Starts the stand-in OpenID provider
// (scripts/staff-demo-provider.ts) and the site's server configured for it, over the built site
// (run `npm run build` first) and a demo store in var/staff-demo/, and prints how to sign in.
import path from 'node:path';
import { buildServer, configFromEnv } from '../server/app';
import { demoSiteEnv, DEMO_USERS, startDemoProvider } from './staff-demo-provider';

const SITE_PORT = Number(process.env.PORT ?? 9000);
const PROVIDER_PORT = Number(process.env.DEMO_PROVIDER_PORT ?? 9400);

async function main() {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  const redirectUri = `${siteUrl}/staff/auth/callback`;
  const provider = await startDemoProvider({ port: PROVIDER_PORT, redirectUri });
  Object.assign(process.env, demoSiteEnv(provider, redirectUri), {
    SUBMISSIONS_DIR: process.env.SUBMISSIONS_DIR ?? path.resolve(__dirname, '..', 'var', 'staff-demo'),
  });
  const config = { ...configFromEnv(process.env), port: SITE_PORT, host: '127.0.0.1' };
  const app = await buildServer(config);
  await app.listen({ port: config.port, host: config.host });
  const users = Object.entries(DEMO_USERS)
    .map(([login, u]) => `    ${login.padEnd(8)} ${u.role}`)
    .join('\n');
  process.stdout.write(
    `\nStaff area: ${siteUrl}/staff/ (Persian) and ${siteUrl}/en/staff/ (English)\n` +
      `Provider:   ${provider.issuer} (stand-in for the company's GitLab)\n` +
      `Sign in by typing one of these logins, with any password, then "Continue":\n${users}\n` +
      `Records are stored in ${config.storeDir}; send some with the site's contact and job forms. Ctrl-C stops both.\n\n`,
  );
  const stop = async () => {
    await app.close();
    await provider.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
