/**
 * A post's table of contents: its h2 and h3 headings as links, the one the reader is at marked
 * with aria-current. On a wide screen it stays beside the text as it scrolls; on a phone it is a
 * disclosure at the top of the post (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/),
 * closed from the first paint where JavaScript runs (the `js` class the head's script sets), so
 * hydrating it moves nothing. Without JavaScript it is a plain list of links.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../components/icon.tsx';
import { usePageScroll } from '../../hooks/use-page-scroll.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import { nestOutline, type PostHeading } from '../../lib/post-outline.ts';
import { media } from '../../theme/theme.ts';

interface PostContentsProps {
  /** The post's h2 and h3 headings, in order. */
  headings: readonly PostHeading[];
}

export function PostContents({ headings }: PostContentsProps) {
  const t = useDictionary();
  const [open, setOpen] = useState(false);
  const current = usePageScroll((s) => s.heading);
  const link = (heading: PostHeading) => (
    <a href={`#${heading.id}`} aria-current={heading.id === current ? 'location' : undefined} onClick={() => setOpen(false)}>
      {heading.text}
    </a>
  );
  return (
    <Contents aria-labelledby="contents-title" data-contents="" data-print="hide">
      <Title id="contents-title">{t.nav.contents}</Title>
      <Toggle type="button" aria-expanded={open} aria-controls="contents-list" onClick={() => setOpen(!open)}>
        {t.nav.contents}
        <ChevronDownIcon size={18} aria-hidden="true" />
      </Toggle>
      <List id="contents-list" data-open={open || undefined}>
        {nestOutline(headings).map(({ heading, children }) => (
          <li key={heading.id}>
            {link(heading)}
            {children.length ? (
              <ol>
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </List>
    </Contents>
  );
}

export default defineIsland('post-contents', PostContents);

const Contents = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.wide} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.lg});
    max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - ${({ theme }) => theme.space.xl});
    overflow-y: auto;
  }
  ${media.belowWide} {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};

  ${media.belowWide} {
    :root.js & {
      display: none;
    }
  }
`;

const Toggle = styled.button`
  display: none;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;

  ${media.belowWide} {
    :root.js & {
      display: flex;
      align-items: center;
      justify-content: space-between;
      width: 100%;
      min-height: 2.75rem;
      font-weight: 700;
      color: ${({ theme }) => theme.colors.text};
    }
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;

  ${media.belowWide} {
    :root.js &:not([data-open]) {
      display: none;
    }
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.md};
    list-style: none;
  }
  a {
    display: block;
    padding: 0.2rem 0 0.2rem ${({ theme }) => theme.space.sm};
    border-left: 2px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    line-height: 1.4;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current] {
    border-left-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
