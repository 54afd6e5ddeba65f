// A commit status on GitLab or Gitea: the pipeline posts the preview's address as the status named
// PREVIEW_CONTEXT (gatsby/cms/backend.ts) on the merge request's head commit, which is where Decap CMS
// looks for an entry's preview link (its `preview_context`) and where GitLab and Gitea show it beside the
// merge request. Used by scripts/deploy/ci.ts; the token comes from the environment, never the command line.

const STATES = {
  gitlab: ['pending', 'running', 'success', 'failed', 'canceled'],
  gitea: ['pending', 'success', 'error', 'failure', 'warning'],
} as const;

export type Forge = keyof typeof STATES;
export type StatusRequest = { url: string; headers: Record<string, string>; body: string };

export type StatusInput = {
  forge: string;
  /** GitLab: CI_API_V4_URL; Gitea: <server>/api/v1. */
  apiUrl: string;
  /** GitLab: CI_PROJECT_ID or group/name; Gitea: owner/name. */
  project: string;
  sha: string | undefined;
  ref?: string;
  pipelineId?: string;
  context: string;
  state: string;
  targetUrl?: string;
  description?: string;
  token: string | undefined;
};

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Checks what both forges share; returns the API's base address. */
function checkCommon({ forge, apiUrl, sha, context, state, targetUrl = '', description = '', token }: StatusInput): string {
  check(forge === 'gitlab' || forge === 'gitea', `the forge must be gitlab or gitea, not "${forge}"`);
  const api = new URL(apiUrl);
  check(['http:', 'https:'].includes(api.protocol) && !api.search && !api.hash && !api.username, `the API address must be an http(s) URL: ${apiUrl}`);
  check(/^[0-9a-f]{40}$/.test(sha ?? ''), `the commit must be 40 hex digits: ${sha}`);
  check(/^[a-z][a-z0-9._/-]{0,62}$/.test(context), `the status name must be lowercase letters, digits and . _ / -: ${context}`);
  check((STATES[forge] as readonly string[]).includes(state), `${forge} status states are ${STATES[forge].join(', ')}, not "${state}"`);
  if (targetUrl) check(/^https?:\/\/[^\s"'<>]+$/.test(targetUrl), `the status link must be an http(s) URL: ${targetUrl}`);
  check(/^[\p{L}\p{N} .,:()/_-]{0,140}$/u.test(description), 'the status description must be plain text of at most 140 characters');
  check(typeof token === 'string' && /^[\x21-\x7e]{8,}$/.test(token), 'no token to post the commit status with (STATUS_TOKEN)');
  return api.href.replace(/\/$/, '');
}

function gitlabRequest(
  base: string,
  { project, sha, ref = '', pipelineId = '', context, state, targetUrl = '', description = '', token }: StatusInput,
): StatusRequest {
  check(
    /^(?:[0-9]+|[A-Za-z0-9_][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+)$/.test(project),
    `the GitLab project must be its id or group/name: ${project}`,
  );
  if (ref) check(/^[A-Za-z0-9._/-]{1,255}$/.test(ref), `the branch name has unexpected characters: ${ref}`);
  if (pipelineId) check(/^[0-9]+$/.test(pipelineId), `the pipeline id must be a number: ${pipelineId}`);
  const body = {
    state,
    name: context,
    ...(ref ? { ref } : {}),
    ...(pipelineId ? { pipeline_id: Number(pipelineId) } : {}),
    ...(targetUrl ? { target_url: targetUrl } : {}),
    ...(description ? { description } : {}),
  };
  return {
    url: `${base}/projects/${encodeURIComponent(project)}/statuses/${sha}`,
    headers: { 'Content-Type': 'application/json', 'PRIVATE-TOKEN': token! },
    body: JSON.stringify(body),
  };
}

function giteaRequest(base: string, { project, sha, context, state, targetUrl = '', description = '', token }: StatusInput): StatusRequest {
  check(/^[A-Za-z0-9_][A-Za-z0-9._-]*\/[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(project), `the Gitea repository must be owner/name: ${project}`);
  const [owner, name] = project.split('/');
  return {
    url: `${base}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/statuses/${sha}`,
    headers: { 'Content-Type': 'application/json', Authorization: `token ${token}` },
    body: JSON.stringify({ state, context, ...(targetUrl ? { target_url: targetUrl } : {}), ...(description ? { description } : {}) }),
  };
}

/** The HTTP request creating the status. Every value is checked first (throws naming the bad one). */
export function statusRequest(input: StatusInput): StatusRequest {
  const base = checkCommon(input);
  return input.forge === 'gitlab' ? gitlabRequest(base, input) : giteaRequest(base, input);
}

/** Posts it; retries twice on a network error or a 5xx; throws naming the answer otherwise. */
export async function postStatus(
  request: StatusRequest,
  { attempts = 3, fetchImpl = fetch }: { attempts?: number; fetchImpl?: typeof fetch } = {},
): Promise<number> {
  let last = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const res = await fetchImpl(request.url, { method: 'POST', headers: request.headers, body: request.body, signal: AbortSignal.timeout(15_000) });
      if (res.ok) return res.status;
      last = `${res.status} ${(await res.text()).slice(0, 300)}`;
      if (res.status < 500) break;
    } catch (error) {
      last = (error as Error).message;
    }
    if (attempt < attempts) await new Promise((r) => setTimeout(r, attempt * 1000));
  }
  throw new Error(`posting the commit status to ${new URL(request.url).origin} failed: ${last}`);
}
