/**
 * A stand-in for GitHub's REST API (GET /repos/{owner}/{name}), so the tests of the GitHub facts
 * run offline and never ask api.github.com. Its first path segment is a mode: `/ok/` answers each
 * repository as the table says (success, 404, 403 rate limit, an answer that never ends, malformed
 * JSON), `/rate-limited/` refuses everything as GitHub does when the hour's requests are spent,
 * `/down/` closes every connection. It records the requests it gets.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type StandInAnswer =
  /** 200 with this JSON: GitHub's fields (stargazers_count, language, pushed_at, archived, description). */
  | { json: Record<string, unknown> }
  | 'not-found'
  | 'rate-limited'
  /** Headers and half an answer, then nothing: the build's timeout must end it. */
  | 'hang'
  | 'malformed';

export type StandInMode = 'ok' | 'rate-limited' | 'down';

export interface GithubStandIn {
  /** Its address, without a mode. */
  origin: string;
  /** The API's base address in a mode, for PORTFOLIO_GITHUB_API or a GithubSource. */
  api: (mode?: StandInMode) => string;
  /** The answers of `/ok/`, by `owner/name`; a test may change them. */
  answers: Map<string, StandInAnswer>;
  /** Each request's path and Authorization header. */
  requests: { path: string; authorization?: string }[];
  close: () => Promise<void>;
}

/** A repository's answer as GitHub gives it, with the fields the build reads and one it must not. */
export const repositoryJson = (facts: {
  stars: number;
  language: string | null;
  pushedAt: string;
  archived: boolean;
  description?: string | null;
}) => ({
  json: {
    full_name: 'stand-in',
    stargazers_count: facts.stars,
    language: facts.language,
    pushed_at: facts.pushedAt,
    archived: facts.archived,
    description: facts.description ?? null,
    owner: { login: 'stand-in', avatar_url: 'https://example.com/avatar.png' },
  },
});

/** A description that would run script if it were ever written into the page as HTML. */
export const HOSTILE_DESCRIPTION = '<img src=x onerror=alert(1)> Client manager';

/** The frozen sample site's six repositories (test/fixtures/sample-site/): one of each way GitHub can answer. */
export const SAMPLE_ANSWERS: Readonly<Record<string, StandInAnswer>> = {
  'example-sam-rivera/gymflow': repositoryJson({
    stars: 128,
    language: 'TypeScript',
    pushedAt: '2026-11-20T09:12:00Z',
    archived: false,
    description: HOSTILE_DESCRIPTION,
  }),
  'example-sam-rivera/referloop': repositoryJson({ stars: 1, language: 'JavaScript', pushedAt: '2025-03-02T18:00:00Z', archived: true }),
  'example-sam-rivera/leaddesk': 'not-found',
  'example-sam-rivera/interview-prescreen': 'malformed',
  'example-sam-rivera/sheets-automation': 'hang',
  'example-sam-rivera/vision-pipeline': 'rate-limited',
};

function answer(response: http.ServerResponse, found: StandInAnswer | undefined): void {
  if (found === undefined || found === 'not-found') {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found","status":"404"}');
  } else if (found === 'rate-limited') {
    response
      .writeHead(403, { 'content-type': 'application/json', 'x-ratelimit-remaining': '0', 'x-ratelimit-limit': '60' })
      .end('{"message":"API rate limit exceeded"}');
  } else if (found === 'hang') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"stargazers_count": 1');
  } else if (found === 'malformed') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"stargazers_count": 12, "archived": fals');
  } else {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.json));
  }
}

export async function startGithubStandIn(answers: Readonly<Record<string, StandInAnswer>> = SAMPLE_ANSWERS): Promise<GithubStandIn> {
  const table = new Map(Object.entries(answers));
  const requests: GithubStandIn['requests'] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    const [, mode, repos, owner, name] = path.split('/');
    if (mode === 'down') return void request.socket.destroy();
    if (repos !== 'repos' || !owner || !name) return answer(response, undefined);
    answer(response, mode === 'rate-limited' ? 'rate-limited' : table.get(`${owner}/${name}`.toLowerCase()));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    api: (mode = 'ok') => `http://127.0.0.1:${port}/${mode}`,
    answers: table,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging answer keeps its connection open: end them all, or close would wait for them.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
