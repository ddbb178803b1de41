/**
 * The site's icons, drawn from one SVG sprite (src/assets/icons.svg, a hashed file that browsers
 * cache across pages) with `<use>`: an icon costs a few bytes in the HTML and in the browser's
 * code. All are decorative (`aria-hidden`): the control around them carries the name. They have
 * a fixed size, so nothing moves when the sprite arrives. Each symbol carries its view box and
 * its stroke (drawn in the text's colour), so the page's `<svg>` only sizes it.
 */
import type { SVGProps } from 'react';
import spriteUrl from '../assets/icons.svg';
import type { IconName } from '../lib/icon-names.ts';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Rendered width and height in pixels. */
  size?: number;
};

const iconHref = (name: IconName) => `${spriteUrl}#i-${name}`;

/** The sprite's symbol `icon`, for an icon the content names (a skill category's). */
export function SpriteIcon({ icon, size = 20, ...props }: IconProps & { icon: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" {...props}>
      <use href={iconHref(icon)} />
    </svg>
  );
}

function createIcon(name: IconName) {
  const Icon = (props: IconProps) => <SpriteIcon {...props} icon={name} />;
  Icon.displayName = `Icon(${name})`;
  return Icon;
}

export const GithubIcon = createIcon('github');
export const LinkedinIcon = createIcon('linkedin');
export const MailIcon = createIcon('mail');
export const PhoneIcon = createIcon('phone');
export const MapPinIcon = createIcon('map-pin');
export const FileTextIcon = createIcon('file-text');
export const ChevronDownIcon = createIcon('chevron-down');
export const ChevronLeftIcon = createIcon('chevron-left');
export const ChevronRightIcon = createIcon('chevron-right');
export const ArrowUpIcon = createIcon('arrow-up');
export const ArrowDownIcon = createIcon('arrow-down');
export const MenuIcon = createIcon('menu');
export const SearchIcon = createIcon('search');
export const CloseIcon = createIcon('close');
export const SunIcon = createIcon('sun');
export const MoonIcon = createIcon('moon');
export const ExternalLinkIcon = createIcon('external-link');
export const CodeIcon = createIcon('code');
export const LayersIcon = createIcon('layers');
export const BotIcon = createIcon('bot');
export const DatabaseIcon = createIcon('database');
export const WrenchIcon = createIcon('wrench');
export const ChartIcon = createIcon('chart');
export const BriefcaseIcon = createIcon('briefcase');
export const GraduationIcon = createIcon('graduation');
export const AwardIcon = createIcon('award');
export const CalendarIcon = createIcon('calendar');
export const CopyIcon = createIcon('copy');
export const SendIcon = createIcon('send');
export const EyeIcon = createIcon('eye');
