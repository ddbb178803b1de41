/** The footer: the copyright line for the year in site.yaml (docs/product-spec.md §2). */
import styled from 'styled-components';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';

export function FooterSection() {
  const { profile, site } = usePageContent();
  const t = usePageWords();
  return (
    <Footer>
      <p>{t.page.footer(site.copyrightYear, profile.name)}</p>
    </Footer>
  );
}

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
