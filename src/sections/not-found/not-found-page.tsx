/** The 404 page (spec §2): logs the unknown path so it shows up in the browser console. */
import { useEffect } from 'react';
import styled from 'styled-components';

export function NotFoundPage() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return (
    <Main id="main">
      <Code>404</Code>
      <Message>Oops! Page not found</Message>
      <HomeLink href="/">Return to Home</HomeLink>
    </Main>
  );
}

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Code = styled.h1`
  font-size: clamp(4rem, 3rem + 8vw, 8rem);
  font-weight: 850;
  color: ${({ theme }) => theme.colors.accent};
  line-height: 1;
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.muted};
`;

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  text-decoration: none;

  &:hover { background: ${({ theme }) => theme.colors.accentStrong}; }
`;
