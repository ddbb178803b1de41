import styled from 'styled-components';
import { media } from '../../theme/theme.ts';

/**
 * A writing page's column: the width of comfortable reading (44rem, the image pipeline's `post`
 * slot); on a wide screen, a post with a table of contents is wider by the contents' column.
 */
/** The table of contents' column beside a post on a wide screen, and the space before it. */
export const CONTENTS_COLUMN = '15rem';
export const CONTENTS_GAP = '4rem';

export const WritingColumn = styled.div<{ $withContents?: boolean }>`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};

  ${media.wide} {
    max-width: ${({ $withContents }) => ($withContents ? `calc(44rem + ${CONTENTS_COLUMN} + ${CONTENTS_GAP})` : '44rem')};

    /* What follows the post is as wide as its text. */
    & > * + * {
      max-width: ${({ $withContents }) => ($withContents ? `calc(100% - ${CONTENTS_COLUMN} - ${CONTENTS_GAP})` : 'none')};
    }
  }

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  }
`;
