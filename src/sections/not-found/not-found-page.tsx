/** The 404 page (docs/product-spec.md §2). The browser entry logs the unknown path (app/entry-client.ts). */
import styled from 'styled-components';
import { LinkButton } from '../../components/button.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';

export function NotFoundPage() {
  const { base } = usePageLanguage();
  const t = usePageWords();
  return (
    <Main id="main">
      <Code>404</Code>
      <Message>{t.notFound.message}</Message>
      <LinkButton href={`${base}/`}>{t.notFound.home}</LinkButton>
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
