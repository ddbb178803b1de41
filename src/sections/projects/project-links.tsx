/** The optional GitHub and Live buttons of a project; each only when its link exists. */
import { ExternalLinkButton } from '../../components/button.tsx';
import { ExternalLinkIcon, GithubIcon } from '../../components/icon.tsx';
import type { DeepReadonly, ProjectLinks as Links } from '../../content/types.ts';
import { useDictionary } from '../../i18n/page-language.tsx';

interface ProjectLinksProps {
  links: DeepReadonly<Links> | undefined;
  /** The project's title, so each link has a unique accessible name. */
  title: string;
  /** "Live" on cards, "Live Demo" in the dialog. */
  liveLabel: string;
  size?: 'sm' | 'md';
}

export function ProjectLinks({ links, title, liveLabel, size = 'sm' }: ProjectLinksProps) {
  const t = useDictionary();
  return (
    <>
      {links?.github ? (
        <ExternalLinkButton href={links.github} $variant="secondary" $size={size} aria-label={t.common.newTabLink(t.projects.github, title)}>
          <GithubIcon size={16} />
          {t.projects.github}
        </ExternalLinkButton>
      ) : null}
      {links?.live ? (
        <ExternalLinkButton href={links.live} $variant="secondary" $size={size} aria-label={t.common.newTabLink(liveLabel, title)}>
          <ExternalLinkIcon size={16} />
          {liveLabel}
        </ExternalLinkButton>
      ) : null}
    </>
  );
}
