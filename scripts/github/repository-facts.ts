/**
 * What the build keeps of GitHub's answer about a repository, or of a facts file: the answer is
 * another party's data, read as hostile — wrong types, huge strings, markup. Only the four facts
 * and a short description are kept, each checked; anything else is dropped.
 */
import type { GithubFacts } from '../../src/lib/github-facts.ts';

/** A description longer than this is cut (GitHub's own limit is 350). */
export const DESCRIPTION_LIMIT = 300;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GitHub's languages are short names: TypeScript, C++, C#, Jupyter Notebook, Ren'Py, F*. */
const LANGUAGE = /^[\p{L}\p{N}][\p{L}\p{N} +#.'*()/_-]{0,39}$/u;

/** An ISO instant, as GitHub writes one (2026-11-20T09:12:00Z), and a real date. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

export function validInstant(value: unknown): value is string {
  return typeof value === 'string' && INSTANT.test(value) && Number.isFinite(Date.parse(value));
}

/** Text with its control characters and runs of white space made single spaces, cut at the limit. */
function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .slice(0, DESCRIPTION_LIMIT * 4)
    .replace(/[\p{C}\s]+/gu, ' ')
    .trim();
  if (!text) return undefined;
  return [...text].length > DESCRIPTION_LIMIT
    ? `${[...text]
        .slice(0, DESCRIPTION_LIMIT - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/**
 * The facts in an answer of GitHub's repository API (`stargazers_count`, `language`, `pushed_at`,
 * `archived`, `description`); undefined when one it cannot do without (stars, last push,
 * archived) is missing or of the wrong kind. A language or description that is not plausible is
 * left out, not the whole.
 */
export function factsFromApi(answer: unknown): GithubFacts | undefined {
  if (!isRecord(answer)) return undefined;
  const { stargazers_count: stars, language, pushed_at: pushedAt, archived, description } = answer;
  if (typeof stars !== 'number' || !Number.isSafeInteger(stars) || stars < 0) return undefined;
  if (!validInstant(pushedAt) || typeof archived !== 'boolean') return undefined;
  const text = plainText(description);
  return {
    stars,
    ...(typeof language === 'string' && LANGUAGE.test(language) ? { language } : {}),
    pushedAt: new Date(pushedAt).toISOString().replace('.000Z', 'Z'),
    archived,
    ...(text ? { description: text } : {}),
  };
}

/** The same checks for facts as a facts file keeps them (camel case): a hand-edited or corrupt entry is undefined. */
export function factsFromFile(entry: unknown): GithubFacts | undefined {
  if (!isRecord(entry)) return undefined;
  const { stars, language, pushedAt, archived, description } = entry;
  if (language !== undefined && (typeof language !== 'string' || !LANGUAGE.test(language))) return undefined;
  if (description !== undefined && (typeof description !== 'string' || plainText(description) !== description)) return undefined;
  return factsFromApi({ stargazers_count: stars, language, pushed_at: pushedAt, archived, description });
}
