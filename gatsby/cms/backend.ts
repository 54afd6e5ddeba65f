// Where the editor saves, and how a save reaches the published site (docs/editor.md, "Review before
// publishing"):
// - GitLab (production): Decap's editorial workflow. A save is a draft, a branch `cms/<collection>/<entry>`
//   with a merge request; Draft → In review → Ready; publishing merges the merge request into the default
//   branch, which GitLab's protected branch and approval rules allow only once the reviewer approved.
// - Gitea (production): Decap 3.16 has no editorial workflow for Gitea (decap-cms issue #7115), so the
//   editor saves to a review branch (CMS_BRANCH, `content-review` by default, never the published branch);
//   a pull request from it into the default branch, approved by the reviewer, publishes.
// - Locally (`npm run cms`): decap-server in git mode on the working copy, with the same workflow as
//   GitLab: a draft is a local branch `cms/…`, publishing merges it into the checked-out branch.
// The backend comes from the build's environment (docs/maintainers.md, "Production editor").

/**
 * The commit status a merge request's preview deployment posts (its `target_url` the preview's address);
 * Decap's "View preview" link opens it. The pipeline posts this context (docs/editor.md).
 */
export const PREVIEW_CONTEXT = 'preview';

/** Gitea's review branch when CMS_BRANCH is not set. */
export const GITEA_REVIEW_BRANCH = 'content-review';

/** Branch names that are published: the Gitea editor never writes to them. */
const PUBLISHED_BRANCHES = ['main', 'master'];

/** Where the site's repository lives for the editor in production. */
export type ProductionBackend = {
  name: 'gitlab' | 'gitea';
  repo: string;
  branch: string;
  base_url?: string;
  api_root?: string;
  app_id?: string;
  auth_type?: 'pkce' | 'implicit';
  auth_endpoint?: string;
  preview_context?: string;
};

/** The local backend of `npm run cms`: decap-server's address and the working copy's checked-out branch. */
export type LocalBackend = { url: string; branch: string };

/** A value of the environment that the build refuses, naming the variable (the build stops). */
export class BackendSettingError extends Error {}

/** The production backend from the environment of the build; undefined when CMS_BACKEND is unset. */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): ProductionBackend | undefined {
  const name = env.CMS_BACKEND;
  if (!name) return undefined;
  if (name !== 'gitlab' && name !== 'gitea') throw new BackendSettingError(`CMS_BACKEND must be gitlab or gitea, not "${name}"`);
  if (!env.CMS_REPO || !/^[\w.-]+\/[\w./-]+$/.test(env.CMS_REPO)) throw new BackendSettingError('CMS_REPO must be <group>/<project>');
  const branch = env.CMS_BRANCH || (name === 'gitea' ? GITEA_REVIEW_BRANCH : 'main');
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(branch)) throw new BackendSettingError(`CMS_BRANCH is not a branch name: "${branch}"`);
  if (name === 'gitea' && PUBLISHED_BRANCHES.includes(branch))
    throw new BackendSettingError(
      `CMS_BRANCH=${branch}: with Gitea the editor saves to a review branch (such as ${GITEA_REVIEW_BRANCH}), ` +
        'never to the published one; a pull request approved by the reviewer publishes (docs/editor.md)',
    );
  const backend: ProductionBackend = { name, repo: env.CMS_REPO, branch };
  for (const key of ['base_url', 'api_root', 'app_id', 'auth_endpoint'] as const) {
    const value = env[`CMS_${key.toUpperCase()}`];
    if (value) backend[key] = value;
  }
  if (name === 'gitlab') {
    if (backend.app_id) backend.auth_type = 'pkce';
    backend.preview_context = PREVIEW_CONTEXT;
  }
  return backend;
}

/** The configuration's keys that say where and how the editor saves. */
export type Publishing = {
  backend: Record<string, unknown> & { name: string };
  publish_mode: 'editorial_workflow' | 'simple';
  local_backend?: { url: string; allowed_hosts: string[] };
  show_preview_links: boolean;
};

/**
 * The backend keys of the configuration: the local backend when given (`npm run cms`), else the
 * production one (a build without CMS_BACKEND writes a GitLab configuration that signs in nowhere).
 */
export function publishing({ backend, local }: { backend?: ProductionBackend; local?: LocalBackend }): Publishing {
  if (local)
    return {
      // With local_backend, Decap talks to decap-server (its `proxy` backend) on this branch; the name here is unused.
      backend: { name: 'gitlab', repo: 'local/working-copy', branch: local.branch },
      local_backend: { url: local.url, allowed_hosts: ['localhost', '127.0.0.1'] },
      publish_mode: 'editorial_workflow',
      show_preview_links: false,
    };
  const production = backend ?? { name: 'gitlab', repo: 'local/working-copy', branch: 'main', preview_context: PREVIEW_CONTEXT };
  return {
    backend: production,
    publish_mode: production.name === 'gitlab' ? 'editorial_workflow' : 'simple',
    // GitLab: the entry's "View preview" opens the merge request's preview deployment (PREVIEW_CONTEXT).
    show_preview_links: production.name === 'gitlab',
  };
}
