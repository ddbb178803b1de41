/** The hero's Resume menu: a menu button whose entries open the owner's CVs in a new tab (docs/product-spec.md §1). */
import { FileTextIcon } from '../../components/icon.tsx';
import { MenuButton, type MenuLink } from '../../components/menu-button.tsx';
import { defineIsland } from '../../islands/define-island.ts';
import { trackEvent } from '../../analytics/track-event.ts';

interface ResumeMenuProps {
  /** The button's text. */
  label: string;
  /** One entry per CV. */
  items: readonly MenuLink[];
}

export function ResumeMenu({ label, items }: ResumeMenuProps) {
  return (
    <MenuButton items={items} onChoose={(item) => item.hrefLang && trackEvent({ name: 'CV downloaded', language: item.hrefLang })}>
      <FileTextIcon />
      {label}
    </MenuButton>
  );
}

export default defineIsland('resume-menu', ResumeMenu);
