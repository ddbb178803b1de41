/** A project card (docs/product-spec.md §2): cover, title, type, first 4 skills and "+N more", its GitHub facts, links, View Details. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Badge, BadgeList } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { FallbackImage } from '../../components/fallback-image.tsx';
import { EyeIcon } from '../../components/icon.tsx';
import { cardSurface } from '../../components/surfaces.ts';
import type { DeepReadonly, Project } from '../../content/types.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import type { ShownFacts } from '../../lib/github-facts.ts';
import type { ResponsiveImage } from '../../lib/responsive-image.ts';
import { splitSkills } from '../../lib/skill-badges.ts';
import { GithubFactsList } from './github-facts-list.tsx';
import { preloadProjectDialog } from './load-project-dialog.ts';
import { viewDetailsLabel } from './prerendered-dialog-state.ts';
import { ProjectLinks } from './project-links.tsx';

interface ProjectCardProps {
  project: DeepReadonly<Project>;
  /** The name of the project's type, as its tab says it. */
  typeLabel: string;
  /** The cover: the first image, responsive when the build made variants of it. */
  cover?: ResponsiveImage | string;
  /** Its repository's facts from GitHub, when the build has them. */
  facts?: ShownFacts | undefined;
  /** Opens the detail dialog. */
  onOpen: () => void;
}

export function ProjectCard({ project, typeLabel, cover, facts, onOpen }: ProjectCardProps) {
  const { shown, more } = splitSkills(project.skills);
  const preload = () => void preloadProjectDialog();
  const t = useDictionary();
  const card = useRef<HTMLElement>(null);
  // The pointer or focus that reached the card before its code did (and so started it) gets no
  // event of its own once React is there: the card asks whether it is still under them.
  useEffect(() => {
    if (card.current?.matches(':hover, :focus-within')) void preloadProjectDialog();
  }, []);
  return (
    <Article ref={card} onPointerEnter={preload} onFocus={preload}>
      {/* The cover is a pointer shortcut to the details; keyboard users have View Details. */}
      <Cover onClick={onOpen} data-print="hide">
        {cover ? (
          <FallbackImage image={cover} alt={t.projects.coverAlt(project.title)} loading="lazy" decoding="async" />
        ) : (
          <NoCover>{project.title}</NoCover>
        )}
      </Cover>
      <Body>
        <TypeLabel>{typeLabel}</TypeLabel>
        <Title>{project.title}</Title>
        <BadgeList aria-label={t.projects.skills}>
          {shown.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge $tone="accent">{t.projects.moreSkills(more)}</Badge>
            </li>
          ) : null}
        </BadgeList>
        {facts ? <GithubFactsList facts={facts} /> : null}
        <Actions>
          <ProjectLinks links={project.links} title={project.title} liveLabel={t.projects.live} />
          <Button data-print="hide" $size="sm" onClick={onOpen} aria-haspopup="dialog" aria-label={viewDetailsLabel(t, project.title)}>
            <EyeIcon size={16} />
            {t.projects.viewDetails}
          </Button>
        </Actions>
      </Body>
    </Article>
  );
}

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base},
    transform ${({ theme }) => theme.motion.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-2px);
  }
`;

const Cover = styled.div`
  cursor: pointer;
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accentSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.reveal} ${({ theme }) => theme.motion.easing};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const NoCover = styled.div`
  height: 100%;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const TypeLabel = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.highlight};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};

  & > button {
    margin-left: auto;
  }
`;
