/**
 * The project detail dialog (WAI-ARIA dialog pattern, via @reach/dialog:
 * https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/). Labelled by the project's title,
 * at most 90vh high and scrolling inside itself; Escape, the overlay and the close button close
 * it. This module is its own chunk (see load-project-dialog.ts).
 */
import { DialogContent, DialogOverlay } from '@reach/dialog';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, BadgeList } from '../../components/badge';
import { IconButton } from '../../components/button';
import { CloseIcon } from '../../components/icon';
import type { DeepReadonly, Project } from '../../content/types';
import { lockScroll } from '../../lib/scroll-lock';
import { media } from '../../theme/theme';
import { ImageCarousel } from './image-carousel';
import { ProjectLinks } from './project-links';

export interface ProjectDialogProps {
  /** The project to show; opening a project starts at its first image. */
  project: DeepReadonly<Project>;
  /** Called on Escape, an overlay click or the close button. */
  onClose: () => void;
}

export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const titleId = useId();
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [project]);
  useEffect(() => lockScroll(), []);
  return (
    <Overlay isOpen onDismiss={onClose}>
      <Content aria-labelledby={titleId}>
        <Close $variant="ghost" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </Close>
        <ImageCarousel images={project.images} title={project.title} index={index} onIndexChange={setIndex} />
        <Header>
          <Title id={titleId}>{project.title}</Title>
          <Badge $tone="accent">{project.type}</Badge>
        </Header>
        <Subheading>Tech Stack</Subheading>
        <BadgeList aria-label="Tech Stack">
          {project.skills.map((skill) => (
            <li key={skill}>
              <Badge>{skill}</Badge>
            </li>
          ))}
        </BadgeList>
        <Subheading>Description</Subheading>
        <Description>{project.description}</Description>
        {project.links?.github || project.links?.live ? (
          <Links>
            <ProjectLinks links={project.links} title={project.title} liveLabel="Live Demo" size="md" />
          </Links>
        ) : null}
      </Content>
    </Overlay>
  );
}

const Overlay = styled(DialogOverlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: dialog-fade ${({ theme }) => theme.motion.base} ease-out;

  @keyframes dialog-fade {
    from { opacity: 0; }
  }
`;

const Content = styled(DialogContent)`
  position: relative;
  width: min(52rem, 100%);
  max-height: 90vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: dialog-rise ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }

  @keyframes dialog-rise {
    from { opacity: 0; transform: translateY(1rem) scale(0.98); }
  }
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  z-index: 1;
`;

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
