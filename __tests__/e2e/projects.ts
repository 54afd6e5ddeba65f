// The browser-test projects (playwright.config.ts) and the ones a person leaves out on purpose with
// E2E_SKIP=editor,operations (named again at the end of the run by summary-reporter.ts). The run takes
// them in this order: the projects that wait most (operations: ssh, nginx, the pipeline; then the editor,
// offline, forms) first, while the other worker's page tests and Jest fill the cores they leave idle;
// the page tests, which keep both cores busy, last, so that the run does not end on a worker waiting.
export const ALL_PROJECTS = ['operations', 'editor', 'offline', 'forms', 'pages'] as const;

export function skippedByEnv(): string[] {
  const names = (process.env.E2E_SKIP ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(ALL_PROJECTS as readonly string[]).includes(n));
  if (unknown.length) throw new Error(`E2E_SKIP names no project: ${unknown.join(', ')} (projects: ${ALL_PROJECTS.join(', ')})`);
  return names;
}
