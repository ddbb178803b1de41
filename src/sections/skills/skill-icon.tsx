/**
 * A skill category's icon: the owner's own SVG when `icons:` in skills.yaml names one (shown as it
 * is drawn, from the site itself), else the site's symbol of that name. Decorative, as every icon:
 * the card's title says what it is.
 */
import styled from 'styled-components';
import { SpriteIcon } from '../../components/icon.tsx';
import { isSkillIconName } from '../../lib/icon-names.ts';

interface SkillIconProps {
  /** The category's `icon:`. */
  name: string;
  /** The owner's icons, by name: paths of SVG files under public/. */
  own: Readonly<Partial<Record<string, string>>>;
}

const SIZE = 20;

export function SkillIcon({ name, own }: SkillIconProps) {
  const src = own[name];
  // Lazy, as the section is below the first screen: React would otherwise preload it in the page's head.
  if (src !== undefined) return <OwnIcon src={src} alt="" width={SIZE} height={SIZE} loading="lazy" decoding="async" />;
  // The check refuses any other name.
  return isSkillIconName(name) ? <SpriteIcon icon={name} size={SIZE} /> : null;
}

const OwnIcon = styled.img`
  display: block;
  object-fit: contain;
`;
