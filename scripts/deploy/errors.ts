// The two ways `npm run deploy` fails on purpose: a refused command line (UsageError: exit 2, nothing was
// changed) and a failure naming what failed (DeployError: exit 1, the site as it was or switched back).
// Any other error is a bug: scripts/deploy.ts prints its stack.

export class UsageError extends Error {}

export class DeployError extends Error {}
