/**
 * The search's results: the listbox popup of the combobox (search-dialog.tsx), one option per
 * hit, its title, the page it is in (a section's hit), and its excerpt with the matched words
 * marked. The options take no focus: the text field keeps it and names the active one
 * (aria-activedescendant), as the WAI-ARIA combobox pattern has it
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/).
 */
import styled from 'styled-components';
import { isPlainClick } from '../../lib/plain-click.ts';
import { excerptParts, type SearchHit } from '../../lib/search-hits.ts';

interface SearchResultsProps {
  id: string;
  label: string;
  hits: readonly SearchHit[];
  active: number | undefined;
  onActivate: (index: number) => void;
  /** Called with the hit chosen, and whether here (a plain click) or in a new tab (a click with a modifier or the middle button, as on a link). */
  onChoose: (hit: SearchHit, here: boolean) => void;
}

/** An option's id: the text field names it as the active one. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export function SearchResults({ id, label, hits, active, onActivate, onChoose }: SearchResultsProps) {
  return (
    <List id={id} role="listbox" aria-label={label} hidden={hits.length === 0}>
      {hits.map((hit, index) => (
        <Option
          key={hit.url}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          // The text field keeps focus (and the visitor's typing) when an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== active && onActivate(index)}
          onClick={(event) => onChoose(hit, isPlainClick(event))}
          onAuxClick={(event) => event.button === 1 && onChoose(hit, false)}
        >
          <Title>{hit.title}</Title>
          {hit.page ? <Page>{hit.page}</Page> : null}
          <Excerpt>{excerptParts(hit.excerpt).map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text))}</Excerpt>
        </Option>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin-top: ${({ theme }) => theme.space.sm};
  overflow-y: auto;
  overscroll-behavior: contain;

  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  /* The active option: the accent, as the navigation's current entry; its text takes the accent's text colour. */
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
  }
  &[aria-selected='true'] > * {
    color: inherit;
  }
`;

const Title = styled.span`
  font-weight: 700;
`;

const Page = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

// A marked word is bold and underlined in the text's own colour: readable on the accent and off it.
const Excerpt = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  & mark {
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  [aria-selected='true'] > & mark {
    color: inherit;
  }
`;
