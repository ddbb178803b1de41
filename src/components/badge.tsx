import styled from 'styled-components';

/** A small label for a skill, technology or type; `$tone` picks neutral (the default) or accent. */
export const Badge = styled.span.attrs<{ $tone?: 'neutral' | 'accent'; 'data-tone'?: 'accent' }>(({ $tone }) => ({
  'data-tone': $tone === 'accent' ? 'accent' : undefined,
}))`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgAlt};
  color: ${({ theme }) => theme.colors.text};

  &[data-tone='accent'] {
    border-color: transparent;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A list of badges that wraps. */
export const BadgeList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: 0;
`;
