import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContent } from '../hooks/page-content.tsx';
import { sectionNumber, sectionTitleId, type SectionId } from '../lib/page-sections.ts';

interface SectionHeadingProps {
  /** The section it heads: gives the number above the title ("02") and the id its landmark points at. */
  section: SectionId;
  /** The heading text (an h2). */
  children: ReactNode;
  /** The text under the heading: a line, or paragraphs. */
  lead?: string | readonly string[];
}

export function SectionHeading({ section, children, lead }: SectionHeadingProps) {
  const paragraphs = lead === undefined ? [] : typeof lead === 'string' ? [lead] : lead;
  const order = usePageContent().site.sections;
  return (
    <Header>
      <Eyebrow aria-hidden="true">{sectionNumber(section, order)} /</Eyebrow>
      <Title id={sectionTitleId(section)}>{children}</Title>
      {paragraphs.map((paragraph) => (
        <Lead key={paragraph}>{paragraph}</Lead>
      ))}
    </Header>
  );
}

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  max-width: 44rem;
`;

const Eyebrow = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.highlight};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
