import styled from 'styled-components';
import { Card } from '../../components/card.tsx';
import { AwardIcon, ExternalLinkIcon } from '../../components/icon.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { splitTitle } from '../../lib/split-title.ts';
import { AboutList, ItemMeta, ItemTitle } from './about-list.tsx';

export function CertificationList() {
  const { certifications } = usePageContent();
  const t = usePageWords();
  return (
    <AboutList title={t.about.certifications} icon={<AwardIcon />}>
      {certifications.certifications.map((cert) => {
        const { title, subtitle } = splitTitle(cert.title);
        return (
          <Row as="li" key={cert.link}>
            <div>
              <ItemTitle>{title}</ItemTitle>
              {subtitle ? <ItemMeta>{subtitle}</ItemMeta> : null}
            </div>
            <ViewLink href={cert.link} target="_blank" rel="noopener noreferrer" aria-label={t.common.newTabLink(t.about.viewCertificate, title)}>
              {t.about.viewCertificate}
              <ExternalLinkIcon size={16} />
            </ViewLink>
          </Row>
        );
      })}
    </AboutList>
  );
}

const Row = styled(Card)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const ViewLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
`;
