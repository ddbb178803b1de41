import styled from 'styled-components';

/** An h3 led by a decorative icon in the accent colour (About's lists, Experience's groups). */
export const IconHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
