import styled from 'styled-components';
import { media } from '../../theme/theme.ts';

/** A writing page's column: the width of comfortable reading (44rem, the image pipeline's `post` slot). */
export const WritingColumn = styled.div`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  }
`;
