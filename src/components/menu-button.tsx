/**
 * A menu button whose entries are links (WAI-ARIA menu button pattern:
 * https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/). Enter, Space or ↓ open it on the first
 * entry and ↑ on the last; ↑/↓ move with wrap-around, Home/End jump; Escape closes it and returns
 * focus to the button; Tab, a choice or a pointer press outside close it.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../hooks/use-dismiss.ts';
import { keyTarget } from '../lib/wrap-index.ts';
import { Button, type ButtonVariant } from './button.tsx';
import { ChevronDownIcon } from './icon.tsx';
import { popupPanel } from './surfaces.ts';

export interface MenuLink {
  /** The entry's text. */
  label: string;
  /** Where the entry leads. */
  href: string;
  /** The language of the linked document, when it differs from the page's. */
  hrefLang?: string;
  /** Opens in a new tab (safely: rel="noopener noreferrer"). */
  newTab?: boolean;
}

interface MenuButtonProps {
  /** The button's content: its text (the menu's accessible name) and an optional leading icon. */
  children: ReactNode;
  /** The entries, in order. */
  items: readonly MenuLink[];
  /** The button's look. */
  variant?: ButtonVariant;
  /** Called with the entry the visitor follows. */
  onChoose?: (item: MenuLink) => void;
}

export function MenuButton({ children, items, variant = 'secondary', onChoose }: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const close = useCallback((reason: 'escape' | 'outside' | 'tab' | 'choice') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, wrapperRef, close);

  useEffect(() => {
    if (open) menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[focusIndex]?.focus();
  }, [open, focusIndex]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAt(0);
    else if (event.key === 'ArrowUp') openAt(items.length - 1);
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const target = keyTarget(event.key, focusIndex, items.length, 'vertical');
    if (target !== undefined) {
      event.preventDefault();
      setFocusIndex(target);
    } else if (event.key === 'Tab') {
      close('tab');
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Button
        ref={buttonRef}
        id={`${id}-button`}
        $variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => (open ? close('outside') : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {children}
        <Chevron aria-hidden="true" />
      </Button>
      <Menu ref={menuRef} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item, i) => (
          <li key={item.href} role="none">
            <MenuItem
              role="menuitem"
              href={item.href}
              hrefLang={item.hrefLang}
              target={item.newTab ? '_blank' : undefined}
              rel={item.newTab ? 'noopener noreferrer' : undefined}
              tabIndex={i === focusIndex ? 0 : -1}
              onClick={() => {
                onChoose?.(item);
                close('choice');
              }}
            >
              {item.label}
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

const Chevron = styled(ChevronDownIcon)`
  transition: transform ${({ theme }) => theme.motion.fast};
  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
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

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
