/** The hero's contact facts (location, phone, email) and its GitHub and LinkedIn links (docs/product-spec.md §1). */
import styled from 'styled-components';
import { GithubIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icon.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { mailtoLink } from '../../lib/mailto.ts';
import { telHref } from '../../lib/tel-href.ts';
import { media } from '../../theme/theme.ts';

export function ContactFacts() {
  const { profile } = usePageContent();
  return (
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
        <a href={mailtoLink(profile.email)}>{profile.email}</a>
      </li>
    </Facts>
  );
}

export function ProfileLinks() {
  const { profile } = usePageContent();
  const t = usePageWords();
  return (
    <>
      <PrintOnly data-print="only">
        GitHub: {profile.profiles.github} · LinkedIn: {profile.profiles.linkedin}
      </PrintOnly>
      <Profiles data-print="hide">
        <ProfileLink href={profile.profiles.github} target="_blank" rel="noopener noreferrer" aria-label={t.hero.githubProfile}>
          <GithubIcon />
        </ProfileLink>
        <ProfileLink href={profile.profiles.linkedin} target="_blank" rel="noopener noreferrer" aria-label={t.hero.linkedinProfile}>
          <LinkedinIcon />
        </ProfileLink>
      </Profiles>
    </>
  );
}

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    color: inherit;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.accent};
  }

  ${media.upToSmall} {
    justify-content: center;
  }
  ${media.upToPhone} {
    flex-direction: column;
    align-items: center;
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
  transition:
    color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const PrintOnly = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
