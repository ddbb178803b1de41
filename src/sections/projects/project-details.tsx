/**
 * What the project dialog shows (docs/product-spec.md §2): the screenshots, the title and type, the tech stack,
 * the description, its GitHub facts with the repository's description, the project's links and Copy link. The same markup in the prerendered page
 * and in the live dialog.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Badge, BadgeList } from '../../components/badge.tsx';
import type { DeepReadonly, ResolvedProject } from '../../content/types.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { ShownFacts } from '../../lib/github-facts.ts';
import type { LanguageChoice } from '../../lib/language-switch.ts';
import { responsiveFor, type ImageTable } from '../../lib/responsive-image.ts';
import { projectPath } from '../../lib/site-paths.ts';
import { LinkButton } from '../../components/button.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';
import { GithubFactsList } from './github-facts-list.tsx';
import { ImageCarousel } from './image-carousel.tsx';
import { ProjectLinks } from './project-links.tsx';

interface ProjectDetailsProps {
  project: DeepReadonly<ResolvedProject>;
  /** The name of the project's type, as its tab says it. */
  typeLabel: string;
  /** Responsive variants of the project's images, by imageKey. */
  images: ImageTable;
  /** The id of the title, which labels the dialog. */
  titleId: string;
  /** The project's absolute address, for Copy link. */
  shareUrl: string;
  /** The site's other languages: the project's page in each. */
  languages: readonly LanguageChoice[];
  /** Its repository's facts from GitHub, when the build has them. */
  facts?: ShownFacts | undefined;
}

export function ProjectDetails({ project, typeLabel, images, titleId, shareUrl, languages, facts }: ProjectDetailsProps) {
  // A dialog opens on a project's first image: the caller keys it by project, so another project starts afresh.
  const [index, setIndex] = useState(0);
  const t = useDictionary();
  return (
    <>
      <ImageCarousel
        images={project.images.map((src) => responsiveFor(images, 'carousel', src))}
        title={project.title}
        index={index}
        onIndexChange={setIndex}
      />
      <Header>
        <Title id={titleId}>{project.title}</Title>
        <Badge $tone="accent">{typeLabel}</Badge>
      </Header>
      <Subheading>{t.projects.techStack}</Subheading>
      <BadgeList aria-label={t.projects.techStack}>
        {project.skills.map((skill) => (
          <li key={skill}>
            <Badge>{skill}</Badge>
          </li>
        ))}
      </BadgeList>
      <Subheading>{t.projects.description}</Subheading>
      <Description>{project.description}</Description>
      {facts ? (
        <>
          <Subheading>{t.projects.onGithub}</Subheading>
          <GithubFactsList facts={facts} withDescription />
        </>
      ) : null}
      <Links>
        <ProjectLinks links={project.links} title={project.title} liveLabel={t.projects.liveDemo} size="md" />
        <CopyLinkButton url={shareUrl} />
        {/* The page is modal while the dialog is open: the navigation's language switcher is out of reach. */}
        {languages.map((language) => (
          <LinkButton
            key={language.tag}
            $variant="ghost"
            data-print="hide"
            href={projectPath(project.slug, language.base)}
            hrefLang={language.tag}
            lang={language.tag}
            data-language
          >
            {language.name}
          </LinkButton>
        ))}
      </Links>
    </>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.muted};
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
