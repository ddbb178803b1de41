/**
 * The Resume menu button (WAI-ARIA menu button pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/): two entries, each opening a CV in a
 * new tab. Arrow keys, Home/End move between entries; Escape, Tab and an outside click close it.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { ChevronDownIcon, FileTextIcon } from '../../components/icon';
import { popupPanel } from '../../components/surfaces';
import { useDismiss } from '../../hooks/use-dismiss';

interface ResumeMenuProps {
  /** Link to the French CV. */
  french: string;
  /** Link to the English CV. */
  english: string;
}

export function ResumeMenu({ french, english }: ResumeMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const insideRefs = useRef([buttonRef, menuRef]).current;
  const entries = [
    { label: 'French version', href: french, lang: 'fr' },
    { label: 'English version', href: english, lang: 'en' },
  ];

  const close = useCallback((reason: 'escape' | 'outside' | 'tab' | 'choice') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, insideRefs, close);

  useEffect(() => {
    if (open) menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]);
    } else if (event.key === 'Tab') {
      close('tab');
    }
  };

  return (
    <Wrapper>
      <Button ref={buttonRef} id={`${id}-button`} $variant="secondary" aria-haspopup="menu" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => (open ? close('outside') : openAt(0))} onKeyDown={onButtonKey}>
        <FileTextIcon />
        Resume
        <Chevron $open={open} />
      </Button>
      <Menu ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} hidden={!open} onKeyDown={onMenuKey}>
        {entries.map((entry, i) => (
          <li key={entry.lang} role="none">
            <MenuItem role="menuitem" href={entry.href} hrefLang={entry.lang} target="_blank" rel="noopener noreferrer" tabIndex={i === focusIndex ? 0 : -1} onClick={() => close('choice')}>
              {entry.label}
            </MenuItem>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Chevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  transition: transform ${({ theme }) => theme.motion.fast};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
`;

const Menu = styled.ul`
  ${popupPanel}
  z-index: 20;
  left: 0;
  min-width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const MenuItem = styled.a`
  display: block;
  padding: 0.65rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;

  &:hover, &:focus-visible { background: ${({ theme }) => theme.colors.accentSoft}; color: ${({ theme }) => theme.colors.accent}; }
`;
