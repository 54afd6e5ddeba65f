/** @jest-environment node */
// Where the editor saves and how a save reaches the published site: GitLab with the editorial workflow
// (merge requests, the preview deployment's commit status), Gitea on a review branch, the local
// decap-server with the same workflow on the checked-out branch; values the build refuses.
import { backendFromEnv, BackendSettingError, GITEA_REVIEW_BRANCH, PREVIEW_CONTEXT, publishing } from '../../gatsby/cms/backend';
import { buildCmsConfig } from '../../gatsby/cms/config';

const GITLAB = {
  CMS_BACKEND: 'gitlab',
  CMS_REPO: 'web/site',
  CMS_BASE_URL: 'https://git.example.ir',
  CMS_API_ROOT: 'https://git.example.ir/api/v4',
  CMS_APP_ID: 'abc',
};
const GITEA = {
  CMS_BACKEND: 'gitea',
  CMS_REPO: 'web/site',
  CMS_BASE_URL: 'https://gitea.example.ir',
  CMS_API_ROOT: 'https://gitea.example.ir/api/v1',
  CMS_APP_ID: 'id',
};

describe('the production backend from the environment', () => {
  it('GitLab: the default branch, PKCE sign-in, and the preview deployment read from the commit status "preview"', () => {
    expect(PREVIEW_CONTEXT).toBe('preview');
    expect(backendFromEnv(GITLAB)).toEqual({
      name: 'gitlab',
      repo: 'web/site',
      branch: 'main',
      base_url: 'https://git.example.ir',
      api_root: 'https://git.example.ir/api/v4',
      app_id: 'abc',
      auth_type: 'pkce',
      preview_context: PREVIEW_CONTEXT,
    });
  });

  it('GitLab: every save is a draft (a merge request) that publishing merges, with a link to its preview', () => {
    const { decap } = buildCmsConfig({ locale: 'fa', backend: backendFromEnv(GITLAB) });
    expect(decap).toMatchObject({ publish_mode: 'editorial_workflow', show_preview_links: true, backend: { name: 'gitlab', preview_context: 'preview' } });
    expect(decap.local_backend).toBeUndefined();
  });

  it('Gitea: saves to the review branch, content-review by default, without a workflow Decap does not have for Gitea', () => {
    const backend = backendFromEnv(GITEA);
    expect(backend).toMatchObject({ name: 'gitea', branch: GITEA_REVIEW_BRANCH });
    expect(backend?.preview_context).toBeUndefined();
    expect(backendFromEnv({ ...GITEA, CMS_BRANCH: 'review/site-content' })?.branch).toBe('review/site-content');
    expect(publishing({ backend })).toMatchObject({ publish_mode: 'simple', backend: { name: 'gitea', branch: 'content-review' } });
  });

  it.each([
    [{ ...GITEA, CMS_BRANCH: 'main' }, 'CMS_BRANCH=main: with Gitea the editor saves to a review branch'],
    [{ ...GITEA, CMS_BRANCH: 'master' }, 'CMS_BRANCH=master'],
    [{ ...GITLAB, CMS_BRANCH: 'main; rm -rf' }, 'CMS_BRANCH is not a branch name'],
    [{ CMS_BACKEND: 'github', CMS_REPO: 'a/b' }, 'CMS_BACKEND must be gitlab or gitea, not "github"'],
    [{ CMS_BACKEND: 'gitlab', CMS_REPO: 'site' }, 'CMS_REPO must be <group>/<project>'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => backendFromEnv(env)).toThrow(BackendSettingError);
    expect(() => backendFromEnv(env)).toThrow(message);
  });

  it('is absent when CMS_BACKEND is unset', () => {
    expect(backendFromEnv({})).toBeUndefined();
  });
});

describe('the local backend of npm run cms', () => {
  it('uses decap-server on the checked-out branch, with the editorial workflow, and only when asked', () => {
    const { decap } = buildCmsConfig({ locale: 'en', local: { url: 'http://127.0.0.1:8081/api/v1', branch: 'feature/x' } });
    expect(decap).toMatchObject({
      publish_mode: 'editorial_workflow',
      local_backend: { url: 'http://127.0.0.1:8081/api/v1', allowed_hosts: ['localhost', '127.0.0.1'] },
      backend: { branch: 'feature/x' },
    });
    expect(buildCmsConfig({ locale: 'en' }).decap.local_backend).toBeUndefined();
  });
});
