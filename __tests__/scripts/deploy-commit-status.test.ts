/** @jest-environment node */
// The commit status that carries a preview's address (scripts/deploy/commit-status.ts): the request GitLab
// and Gitea expect, values refused before anything is sent, retries on a server error only. The pipeline
// test (__tests__/e2e/operations/pipeline.spec.ts) checks what a stand-in for GitLab's API receives from the real job.
import { postStatus, statusRequest } from '../../scripts/deploy/commit-status';

const SHA = 'adbf50e453a2c65a5eec4eaa2b4a60884ef53494';
const base = {
  sha: SHA,
  context: 'preview',
  state: 'success',
  targetUrl: 'https://mr-7.preview.example.ir/',
  description: 'Preview of this change',
  token: 'glpat-0123456789',
};

describe('the status request', () => {
  it('GitLab: POST /projects/:id/statuses/:sha with the branch, the pipeline and a PRIVATE-TOKEN', () => {
    const req = statusRequest({ ...base, forge: 'gitlab', apiUrl: 'https://git.example.ir/api/v4', project: '42', ref: 'cms/posts/x', pipelineId: '1001' });
    expect(req.url).toBe(`https://git.example.ir/api/v4/projects/42/statuses/${SHA}`);
    expect(req.headers['PRIVATE-TOKEN']).toBe('glpat-0123456789');
    expect(JSON.parse(req.body)).toEqual({
      state: 'success',
      name: 'preview',
      ref: 'cms/posts/x',
      pipeline_id: 1001,
      target_url: 'https://mr-7.preview.example.ir/',
      description: 'Preview of this change',
    });
    expect(statusRequest({ ...base, forge: 'gitlab', apiUrl: 'https://git.example.ir/api/v4/', project: 'web/sabad-site' }).url).toBe(
      `https://git.example.ir/api/v4/projects/web%2Fsabad-site/statuses/${SHA}`,
    );
  });
  it('Gitea: POST /repos/:owner/:repo/statuses/:sha with a token header and the context', () => {
    const req = statusRequest({ ...base, forge: 'gitea', apiUrl: 'https://gitea.example.ir/api/v1', project: 'web/sabad-site' });
    expect(req.url).toBe(`https://gitea.example.ir/api/v1/repos/web/sabad-site/statuses/${SHA}`);
    expect(req.headers.Authorization).toBe('token glpat-0123456789');
    expect(JSON.parse(req.body)).toEqual({
      state: 'success',
      context: 'preview',
      target_url: 'https://mr-7.preview.example.ir/',
      description: 'Preview of this change',
    });
  });
  it.each([
    [{ forge: 'github' }, /gitlab or gitea/],
    [{ sha: 'HEAD' }, /40 hex/],
    [{ state: 'done' }, /states are/],
    [{ context: 'Preview Link' }, /status name/],
    [{ targetUrl: 'javascript:alert(1)' }, /http\(s\) URL/],
    [{ description: 'x'.repeat(141) }, /140 characters/],
    [{ token: undefined }, /STATUS_TOKEN/],
    [{ token: '' }, /STATUS_TOKEN/],
    [{ project: '../../users' }, /project/],
    [{ ref: 'a b' }, /branch name/],
    [{ apiUrl: 'ftp://git.example.ir' }, /API address/],
  ])('refuses %p', (change, message) => {
    expect(() => statusRequest({ ...base, forge: 'gitlab', apiUrl: 'https://git.example.ir/api/v4', project: '42', ...change })).toThrow(message);
  });
});

describe('posting it', () => {
  const req = statusRequest({ ...base, forge: 'gitea', apiUrl: 'https://gitea.example.ir/api/v1', project: 'web/site' });
  const answer = (status: number) => new Response(status === 201 ? '{}' : 'nope', { status });
  it('retries after a server error, and succeeds', async () => {
    const fetchImpl = jest.fn().mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(201));
    await expect(postStatus(req, { fetchImpl })).resolves.toBe(201);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  }, 10_000);
  it('does not retry a refusal (a wrong token), and names the answer', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(answer(403));
    await expect(postStatus(req, { fetchImpl })).rejects.toThrow(/gitea\.example\.ir failed: 403 nope/);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
