/** A `text` section's paragraphs, at a readable measure. */
import styled from 'styled-components';

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <Text>
      {paragraphs.map((paragraph, i) => (
        // Paragraphs may repeat; their order is their identity.
        <p key={i}>{paragraph}</p>
      ))}
    </Text>
  );
}

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 44rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
`;
