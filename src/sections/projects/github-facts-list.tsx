/**
 * A project's facts from GitHub, as the build fetched them (scripts/github/): stars, main language,
 * last push and an Archived badge, in one named list, on the card and in the details. Every fact
 * is words ("128 stars"), not an icon, so a screen reader says what it is. The repository's own
 * description, another party's text, is only ever rendered as text.
 */
import styled from 'styled-components';
import { Badge } from '../../components/badge.tsx';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { ShownFacts } from '../../lib/github-facts.ts';

interface GithubFactsListProps {
  facts: ShownFacts;
  /** The details show the repository's description under the list; the card has no room for it. */
  withDescription?: boolean;
}

export function GithubFactsList({ facts, withDescription = false }: GithubFactsListProps) {
  const t = useDictionary();
  return (
    <>
      <Facts aria-label={t.projects.onGithub}>
        <li>{t.projects.stars(facts.stars)}</li>
        {facts.language ? <li>{facts.language}</li> : null}
        <li>
          <time dateTime={facts.pushedAt}>{t.projects.lastPush(facts.pushedOn)}</time>
        </li>
        {facts.archived ? (
          <li>
            <Badge $tone="accent">{t.projects.archived}</Badge>
          </li>
        ) : null}
      </Facts>
      {withDescription && facts.description ? <Description>{facts.description}</Description> : null}
    </>
  );
}

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;
