/** An entry's heading (an h3): a link that opens in a new tab when the entry has one. */
import styled from 'styled-components';
import { ExternalLinkIcon } from '../../components/icon.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';

export function EntryTitle({ title, link }: { title: string; link?: string }) {
  const t = usePageWords();
  return (
    <Title>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" aria-label={t.common.newTabLink(title, new URL(link).hostname)}>
          {title}
          <ExternalLinkIcon size={16} />
        </a>
      ) : (
        title
      )}
    </Title>
  );
}

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
