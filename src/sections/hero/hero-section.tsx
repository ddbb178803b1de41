/**
 * The hero (spec §1): name as the page's only h1, headline, bio, location, phone, email; the
 * Get In Touch and About Me buttons, the Resume menu and the two profile links.
 */
import styled from 'styled-components';
import { LinkButton } from '../../components/button';
import { ArrowDownIcon, GithubIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, SendIcon } from '../../components/icon';
import { profile } from '../../content/profile';
import { initials } from '../../lib/initials';
import { telHref } from '../../lib/tel-href';
import { media } from '../../theme/theme';
import { ResumeMenu } from './resume-menu';

export function HeroSection() {
  return (
    <Hero id="home" aria-labelledby="hero-name">
      <Inner>
        <Text>
          <Greeting>Hello, I&apos;m</Greeting>
          <Name id="hero-name">{profile.name}</Name>
          <Headline>{profile.headline}</Headline>
          <Bio>{profile.bio}</Bio>
          <Facts>
            <li>
              <MapPinIcon size={18} />
              {profile.location}
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={telHref(profile.phone)}>{profile.phone}</a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${profile.email}`}>{profile.email}</a>
            </li>
          </Facts>
          <Actions data-print="hide">
            <LinkButton href="#contact">
              <SendIcon size={18} />
              Get In Touch
            </LinkButton>
            <LinkButton href="#about" $variant="secondary">
              <ArrowDownIcon size={18} />
              About Me
            </LinkButton>
            <ResumeMenu french={profile.resume.french} english={profile.resume.english} />
          </Actions>
          <PrintOnly data-print="only">
            GitHub: {profile.profiles.github} · LinkedIn: {profile.profiles.linkedin}
          </PrintOnly>
          <Profiles data-print="hide">
            <ProfileLink href={profile.profiles.github} target="_blank" rel="noopener noreferrer" aria-label="GitHub profile">
              <GithubIcon />
            </ProfileLink>
            <ProfileLink href={profile.profiles.linkedin} target="_blank" rel="noopener noreferrer" aria-label="LinkedIn profile">
              <LinkedinIcon />
            </ProfileLink>
          </Profiles>
        </Text>
        <Portrait aria-hidden="true" data-print="hide">
          <Monogram>{initials(profile.name)}</Monogram>
          {profile.stats.slice(0, 2).map((stat, i) => (
            <Chip key={stat.label} $at={i === 0 ? 'top' : 'bottom'}>
              <strong>{stat.value}</strong> {stat.label}
            </Chip>
          ))}
        </Portrait>
      </Inner>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  isolation: isolate;

  /* A soft glow behind the monogram that fades out inside the section, so no edge shows. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: radial-gradient(circle closest-side at 72% 46%, ${({ theme }) => theme.colors.accentSoft}, transparent);
    z-index: -1;
    pointer-events: none;
  }

  ${media.upToSmall} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  display: grid;
  grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};

  ${media.upToSmall} {
    grid-template-columns: 1fr;
    text-align: center;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  ${media.upToSmall} {
    align-items: center;
  }
`;

const Greeting = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.highlight};
  font-weight: 600;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: 850;
  letter-spacing: -0.035em;
  line-height: 1;
`;

const Headline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Bio = styled.p`
  max-width: 38rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
  a { color: inherit; }
  a:hover { color: ${({ theme }) => theme.colors.accent}; }

  ${media.upToSmall} { justify-content: center; }
  ${media.upToPhone} {
    flex-direction: column;
    align-items: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  ${media.upToSmall} { justify-content: center; }
  ${media.upToPhone} {
    flex-direction: column;
    align-self: stretch;
    & > *, & > div > button { width: 100%; }
  }
`;

const Profiles = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const ProfileLink = styled.a`
  display: grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  transition: color ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};

  &:hover { color: ${({ theme }) => theme.colors.accent}; border-color: ${({ theme }) => theme.colors.accent}; }
`;

const PrintOnly = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Portrait = styled.div`
  position: relative;
  justify-self: center;
  width: min(22rem, 100%);
  aspect-ratio: 1;

  ${media.upToSmall} {
    order: -1;
    width: 9rem;
  }
`;

const Monogram = styled.div`
  position: absolute;
  inset: 8%;
  display: grid;
  place-items: center;
  border-radius: 50%;
  background:
    radial-gradient(circle at 30% 25%, ${({ theme }) => theme.colors.accentStrong}, ${({ theme }) => theme.colors.accent} 60%);
  color: ${({ theme }) => theme.colors.accentText};
  font-size: clamp(2.5rem, 9vw, 6rem);
  font-weight: 850;
  letter-spacing: -0.04em;
  box-shadow: ${({ theme }) => theme.shadows.lg}, 0 0 0 10px ${({ theme }) => theme.colors.accentSoft};
`;

const Chip = styled.p<{ $at: 'top' | 'bottom' }>`
  position: absolute;
  ${({ $at }) => ($at === 'top' ? 'top: 6%; left: -4%;' : 'bottom: 8%; right: -6%;')}
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  strong { color: ${({ theme }) => theme.colors.accent}; font-size: ${({ theme }) => theme.fontSizes.lg}; }

  ${media.upToSmall} { display: none; }
`;
