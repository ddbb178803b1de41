import styled from 'styled-components';
import { profile } from '../../content/profile';

export function HeroSection() {
  return (
    <Section id="home" aria-labelledby="hero-name">
      <Name id="hero-name">{profile.name}</Name>
      <Headline>{profile.headline}</Headline>
      <p>{profile.bio}</p>
    </Section>
  );
}

const Section = styled.section`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  max-width: 72rem;
  margin: 0 auto;
`;

const Name = styled.h1`
  font-size: clamp(2.25rem, 6vw, 4rem);
  line-height: 1.1;
  margin: 0;
`;

const Headline = styled.p`
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;
