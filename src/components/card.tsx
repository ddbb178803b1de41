import styled from 'styled-components';
import { cardSurface } from './surfaces.ts';

/** A raised surface with a border; the building block of every section's grid. */
export const Card = styled.div`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  transition:
    border-color ${({ theme }) => theme.motion.base},
    box-shadow ${({ theme }) => theme.motion.base};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;
