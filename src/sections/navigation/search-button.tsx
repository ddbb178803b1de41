/**
 * The navigation's search button: it opens the search dialog (search-dialog.tsx), as do `/` and
 * Ctrl-K / ⌘-K (use-search-shortcut.ts), which it announces (aria-keyshortcuts) and, on a wide
 * screen, shows: a `/` drawn by CSS, in no extra element (the button is in every page's first bytes).
 */
import styled from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { SearchIcon } from '../../components/icon.tsx';
import { useDictionary } from '../../i18n/page-language.tsx';
import { media } from '../../theme/theme.ts';

export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const t = useDictionary();
  return (
    <Launch $variant="ghost" aria-label={t.search.open} aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={onOpen}>
      <SearchIcon />
    </Launch>
  );
}

// The key, from the wide breakpoint, where the navigation has room for it (the name stays the aria-label's).
const Launch = styled(IconButton)`
  ${media.wide} {
    width: auto;
    padding: 0 ${({ theme }) => theme.space.sm};
    &::after {
      content: '/';
      padding: 0 0.3em;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.sm};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;
