/** The top of a writing page: its h1, a line under it, and what else there is to read (tags, feeds). */
import type { ReactNode } from 'react';
import styled from 'styled-components';

interface WritingHeaderProps {
  title: ReactNode;
  lead?: string;
  children?: ReactNode;
}

export function WritingHeader({ title, lead, children }: WritingHeaderProps) {
  return (
    <Header>
      <h1>{title}</h1>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Header>
  );
}

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
    line-height: 1.2;
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
