import type { ReactNode } from 'react';
import styled from 'styled-components';

interface SectionHeadingProps {
  /** The small numbered label above the title, e.g. "02". */
  index: string;
  /** The heading text (an h2). */
  children: ReactNode;
  /** The id the section's aria-labelledby points at. */
  id: string;
  /** One line under the heading. */
  lead?: ReactNode;
}

export function SectionHeading({ index, children, id, lead }: SectionHeadingProps) {
  return (
    <Header>
      <Eyebrow aria-hidden="true">{index} /</Eyebrow>
      <Title id={id}>{children}</Title>
      {lead ? <Lead>{lead}</Lead> : null}
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
