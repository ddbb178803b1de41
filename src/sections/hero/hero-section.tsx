/**
 * The hero (docs/product-spec.md §1): name as the page's only h1, headline, bio, location, phone, email; the
 * Get In Touch and About Me buttons, the Resume menu and the two profile links.
 */
import styled from 'styled-components';
import { LinkButton } from '../../components/button.tsx';
import { ArrowDownIcon, SendIcon } from '../../components/icon.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useSiteData } from '../../hooks/site-data.tsx';
import { usePageWords } from '../../i18n/page-dictionary.ts';
import { usePageLanguage } from '../../i18n/page-language.tsx';
import { Island } from '../../islands/island.tsx';
import { media } from '../../theme/theme.ts';
import { HERO_END_ID, HOME_SECTION, sectionHref } from '../../lib/page-sections.ts';
import { ContactFacts, ProfileLinks } from './hero-links.tsx';
import { resumeItems } from './resume-items.ts';
import { HeroPortrait } from './hero-portrait.tsx';
import resumeMenu from './resume-menu.island.tsx';

interface HeroSectionProps {
  /** On a project page the dialog is over the hero (see HeroPortrait). */
  behindDialog?: boolean;
}

export function HeroSection({ behindDialog = false }: HeroSectionProps) {
  const { profile, site } = usePageContent();
  const { sections } = site;
  const { languages } = useSiteData();
  const { tag } = usePageLanguage();
  const t = usePageWords();
  return (
    <Hero id={HOME_SECTION} data-section aria-labelledby="hero-name">
      <Inner>
        <Text>
          <Greeting>{t.hero.greeting}</Greeting>
          <Name id="hero-name">{profile.name}</Name>
          <Headline>{profile.headline}</Headline>
          <Bio>{profile.bio}</Bio>
          <ContactFacts />
          <Actions data-print="hide">
            {/* Each leads to its section, so it is there only when the owner's page has that section. */}
            {sections.includes('contact') ? (
              <LinkButton href={sectionHref('contact')}>
                <SendIcon size={18} />
                {t.hero.getInTouch}
              </LinkButton>
            ) : null}
            {sections.includes('about') ? (
              <LinkButton href={sectionHref('about')} $variant="secondary">
                <ArrowDownIcon size={18} />
                {t.hero.aboutMe}
              </LinkButton>
            ) : null}
            <Island
              of={resumeMenu}
              hydrate="interaction"
              props={{
                label: t.hero.resume,
                items: resumeItems(t, profile, languages, tag),
              }}
            />
          </Actions>
          <ProfileLinks />
        </Text>
        <HeroPortrait behindDialog={behindDialog} />
      </Inner>
      <span id={HERO_END_ID} hidden />
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};

  ${media.upToSmall} {
    justify-content: center;
  }
  ${media.upToPhone} {
    flex-direction: column;
    align-self: stretch;
    & > a,
    & [aria-haspopup='menu'] {
      width: 100%;
    }
    /* The Resume menu's wrapper, inside its island's display: contents element. */
    & [data-island] > div {
      width: 100%;
    }
  }
`;
