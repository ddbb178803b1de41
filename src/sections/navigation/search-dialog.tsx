/**
 * The search dialog (issue 44): a modal (@reach/dialog, in a portal) holding a combobox, a text
 * field whose popup is the listbox of results (WAI-ARIA combobox pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Down and Up move through the results,
 * Home and End to the first and last once one is active, Enter opens the active one (or the
 * first), Escape closes. How many results there are, or that there are none, is said in a polite
 * live region and shown. As the project dialog does, it keeps the page behind inert and still
 * (lib/inert-outside.ts, lib/scroll-lock.ts) rather than @reach's focus and scroll locks. Its own
 * chunk (load-search-dialog.ts), and Pagefind after it, load when the search opens.
 */
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { CloseIcon, SearchIcon } from '../../components/icon.tsx';
import { useFocusWrap } from '../../hooks/use-focus-wrap.ts';
import { useInertOutside } from '../../hooks/use-inert-outside.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { lockScroll } from '../../lib/scroll-lock.ts';
import { nextOption } from '../../lib/search-keys.ts';
import type { SearchHit } from '../../lib/search-hits.ts';
import { optionId, SearchResults } from './search-results.tsx';
import { useSiteSearch, type SearchStatus } from './use-site-search.ts';

interface SearchDialogProps {
  onClose: () => void;
}

export function SearchDialog({ onClose }: SearchDialogProps) {
  const t = useDictionary();
  const titleId = useId();
  const listId = useId();
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const { status, term, hits } = useSiteSearch(query);
  // The active option belongs to the hits it was chosen among: new hits start with none.
  const [selection, setSelection] = useState<{ hits: readonly SearchHit[]; index: number }>();
  const active = selection?.hits === hits ? selection.index : undefined;
  useInertOutside(content);
  useFocusWrap(content);
  useReturnFocus();
  useEffect(() => (content ? lockScroll() : undefined), [content]);
  useEffect(() => input.current?.focus(), [content]);
  // The active option stays in view in a list taller than the dialog.
  useEffect(() => {
    if (active !== undefined) content?.ownerDocument.getElementById(optionId(listId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, content, listId]);

  const choose = (hit: SearchHit, here = true) => {
    if (!here) return void window.open(hit.url, '_blank', 'noopener');
    onClose();
    // After the dialog has gone and the page scrolls again: a section of this page is scrolled to.
    window.setTimeout(() => window.location.assign(hit.url));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const hit = hits[active ?? 0];
      if (hit && status === 'found') {
        event.preventDefault();
        choose(hit);
      }
      return;
    }
    const next = nextOption(event.key, active, status === 'found' ? hits.length : 0);
    if (next === 'unchanged') return;
    event.preventDefault();
    setSelection(next === undefined ? undefined : { hits, index: next });
  };
  const expanded = status === 'found';

  return (
    <Overlay isOpen onDismiss={onClose} dangerouslyBypassFocusLock dangerouslyBypassScrollLock>
      <Content ref={setContent} aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {t.search.title}
        </h2>
        <Field>
          <SearchIcon aria-hidden="true" />
          <Input
            ref={input}
            type="text"
            role="combobox"
            aria-labelledby={titleId}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active !== undefined ? optionId(listId, active) : undefined}
            placeholder={t.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <IconButton $variant="ghost" aria-label={t.search.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Field>
        <Status role="status">{statusText(status, term, hits.length, t.search)}</Status>
        <SearchResults
          id={listId}
          label={t.search.results}
          hits={expanded ? hits : []}
          active={active}
          onActivate={(index) => setSelection({ hits, index })}
          onChoose={choose}
        />
      </Content>
    </Overlay>
  );
}

/** Focus goes back where it was (the search button) when the dialog closes: @reach's focus lock, which would, is bypassed. */
function useReturnFocus() {
  useEffect(() => {
    // Read before the dialog takes focus; given back after the page behind is no longer inert (an earlier hook's cleanup).
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
}

function statusText(status: SearchStatus, term: string, count: number, words: ReturnType<typeof useDictionary>['search']): string {
  if (status === 'found') return words.found(count);
  if (status === 'none') return words.noResults(term);
  if (status === 'searching') return words.loading;
  if (status === 'unavailable') return words.unavailable;
  return '';
}

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: start center;
  padding: 10vh ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.overlay};
  animation: search-fade ${({ theme }) => theme.motion.fast} ease-out;
  @keyframes search-fade {
    from {
      opacity: 0;
    }
  }
`;

const Content = styled(DialogContent)`
  display: flex;
  flex-direction: column;
  width: min(40rem, 100%);
  max-height: 75vh;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
`;

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  min-height: 2.75rem;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Status = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  /* Empty, it stays in the page (a live region shown only as it speaks may go unheard), without its room. */
  &:empty {
    padding: 0;
  }
`;
