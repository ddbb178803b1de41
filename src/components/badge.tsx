import styled from 'styled-components';

/** A small label for a skill, technology or type; `$tone` picks neutral or accent. */
export const Badge = styled.span<{ $tone?: 'neutral' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.65rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'accent' ? 'transparent' : theme.colors.border)};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.bgAlt)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.text)};
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
