import styled from 'styled-components';

/** A block after a post, under its own h2: its series' parts, or the posts to read next. */
export const NextBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};

  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
