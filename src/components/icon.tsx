/**
 * Inline SVG icons (stroke style, 24×24). Each is its own export so unused icons are
 * tree-shaken; all are decorative (`aria-hidden`) — the control around them carries the name.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  /** Rendered width and height in pixels. */
  size?: number;
};

function createIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
        {paths}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const GithubIcon = createIcon('Github', <path d="M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />);
export const LinkedinIcon = createIcon('Linkedin', <><path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" /><rect x="2" y="9" width="4" height="12" /><circle cx="4" cy="4" r="2" /></>);
export const MailIcon = createIcon('Mail', <><rect x="2" y="4" width="20" height="16" rx="2" /><path d="m22 7-10 6L2 7" /></>);
export const PhoneIcon = createIcon('Phone', <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />);
export const MapPinIcon = createIcon('MapPin', <><path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" /><circle cx="12" cy="10" r="3" /></>);
export const FileTextIcon = createIcon('FileText', <><path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" /><path d="M14 2v6h6M16 13H8M16 17H8M10 9H8" /></>);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />);
export const ArrowUpIcon = createIcon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const ArrowDownIcon = createIcon('ArrowDown', <path d="M12 5v14M19 12l-7 7-7-7" />);
export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const SunIcon = createIcon('Sun', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
export const MoonIcon = createIcon('Moon', <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);
export const ExternalLinkIcon = createIcon('ExternalLink', <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />);
export const CodeIcon = createIcon('Code', <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />);
export const LayersIcon = createIcon('Layers', <path d="m12 2 10 5-10 5L2 7l10-5zM2 17l10 5 10-5M2 12l10 5 10-5" />);
export const BotIcon = createIcon('Bot', <><rect x="3" y="8" width="18" height="12" rx="2" /><path d="M12 8V4M8 2h8M2 14h1M21 14h1M9 13v2M15 13v2" /></>);
export const DatabaseIcon = createIcon('Database', <><ellipse cx="12" cy="5" rx="9" ry="3" /><path d="M3 5v14c0 1.7 4 3 9 3s9-1.3 9-3V5M3 12c0 1.7 4 3 9 3s9-1.3 9-3" /></>);
export const WrenchIcon = createIcon('Wrench', <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />);
export const ChartIcon = createIcon('Chart', <path d="M3 3v18h18M18 17V9M13 17V5M8 17v-3" />);
export const BriefcaseIcon = createIcon('Briefcase', <><rect x="2" y="7" width="20" height="14" rx="2" /><path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" /></>);
export const GraduationIcon = createIcon('Graduation', <><path d="M22 10 12 5 2 10l10 5 10-5z" /><path d="M6 12v5c3 2 9 2 12 0v-5" /></>);
export const AwardIcon = createIcon('Award', <><circle cx="12" cy="8" r="6" /><path d="M15.5 13 17 22l-5-3-5 3 1.5-9" /></>);
export const CalendarIcon = createIcon('Calendar', <><rect x="3" y="4" width="18" height="18" rx="2" /><path d="M16 2v4M8 2v4M3 10h18" /></>);
export const CopyIcon = createIcon('Copy', <><rect x="9" y="9" width="13" height="13" rx="2" /><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" /></>);
export const SendIcon = createIcon('Send', <path d="m22 2-7 20-4-9-9-4 20-7zM22 2 11 13" />);
export const EyeIcon = createIcon('Eye', <><path d="M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z" /><circle cx="12" cy="12" r="3" /></>);
