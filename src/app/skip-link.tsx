import styled from 'styled-components';

/** The first focusable element: lets keyboard users jump past the navigation. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: -4rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;

  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;
