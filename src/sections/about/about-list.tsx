/** The titled list layout shared by Education and Certifications. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconHeading } from '../../components/icon-heading.tsx';

interface AboutListProps {
  /** The list's h3. */
  title: string;
  /** Decorative icon before the title. */
  icon: ReactNode;
  children: ReactNode;
}

export function AboutList({ title, icon, children }: AboutListProps) {
  return (
    <div>
      <Title>
        {icon}
        {title}
      </Title>
      <Items>{children}</Items>
    </div>
  );
}

const Title = styled(IconHeading)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Items = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ItemTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const ItemMeta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
