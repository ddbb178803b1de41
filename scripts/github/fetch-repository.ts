/**
 * One request to GitHub's REST API for one repository's facts (GET /repos/{owner}/{name}), with a
 * bounded time and a bounded answer, so a hanging or flooding API never holds the build. Every way
 * it can go is an outcome, never a throw: the caller keeps the last good facts on a failure.
 */
import type { GithubFacts } from '../../src/lib/github-facts.ts';
import { factsFromApi } from './repository-facts.ts';
import { requestDeadline } from './request-deadline.ts';

export interface GithubSource {
  /** The API's base address: https://api.github.com, or a stand-in's (PORTFOLIO_GITHUB_API). */
  api: string;
  /** Sent as a Bearer token when present (GITHUB_TOKEN or GH_TOKEN): 1,000 requests an hour (Actions' token) or 5,000 (a personal one) instead of 60. */
  token?: string;
  /** How long one request may take, answer included. */
  timeoutMs: number;
}

export type Outcome =
  | { kind: 'facts'; facts: GithubFacts }
  /** GitHub says there is no such repository (or a private one, without a token that sees it). */
  | { kind: 'not-found' }
  /** Why there are no fresh facts, as the warning says it: "the API refused (rate limit, 403)". */
  | { kind: 'failed'; reason: string };

/** A repository's answer is a few kilobytes; more is not an answer about a repository. */
const ANSWER_LIMIT = 1024 * 1024;

/** The answer's text, or undefined when it is larger than the limit. */
async function cappedText(response: Response): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > ANSWER_LIMIT) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function refusal(response: Response): string {
  const limited = response.headers.get('x-ratelimit-remaining') === '0' || response.status === 429;
  return limited ? `the API refused (rate limit, ${response.status})` : `the API refused (${response.status})`;
}

async function answer(response: Response): Promise<Outcome> {
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 401 || response.status === 403 || response.status === 429) return { kind: 'failed', reason: refusal(response) };
  if (response.status !== 200) return { kind: 'failed', reason: `the API answered ${response.status}` };
  const text = await cappedText(response);
  if (text === undefined) return { kind: 'failed', reason: 'the API answered more than a repository could be' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'failed', reason: 'the API answered something other than JSON' };
  }
  const facts = factsFromApi(json);
  return facts ? { kind: 'facts', facts } : { kind: 'failed', reason: 'the API answered without the facts' };
}

/** The facts of `owner/name`, or why there are none. */
export async function fetchRepository(repository: string, { api, token, timeoutMs }: GithubSource): Promise<Outcome> {
  const { signal, clear } = requestDeadline(timeoutMs);
  try {
    const response = await fetch(`${api.replace(/\/+$/, '')}/repos/${repository}`, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': 'yaml-portfolio-build',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
    try {
      return await answer(response);
    } finally {
      // An answer not read to its end keeps its connection: let it go.
      await response.body?.cancel().catch(() => undefined);
    }
  } catch (error) {
    if (signal.aborted) return { kind: 'failed', reason: `the API did not answer within ${timeoutMs / 1000} s` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
    const why = code ?? (cause instanceof Error ? cause.message.slice(0, 60) : undefined);
    return { kind: 'failed', reason: `the API could not be reached${why ? ` (${why})` : ''}` };
  } finally {
    clear();
  }
}
