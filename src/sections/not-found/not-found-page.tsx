/** The 404 page (spec §2): logs the unknown path so it shows up in the browser console. */
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import styled from 'styled-components';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Main id="main">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </Main>
  );
}

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  text-align: center;
`;
