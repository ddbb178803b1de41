/** The footer: the copyright line for the year in site.yaml (spec §2). */
import styled from 'styled-components';
import { profile } from '../../content/profile';
import { site } from '../../content/site';

export function FooterSection() {
  return (
    <Footer>
      <p>{`© ${site.copyrightYear} ${profile.name}. All rights reserved.`}</p>
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
