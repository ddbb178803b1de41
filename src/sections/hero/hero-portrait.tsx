/**
 * The hero's portrait (docs/product-spec.md §1): the owner's photo when profile.yaml has one — the largest thing a
 * phone paints first, so it is in the HTML, eager and high priority — else their initials on the
 * accent disc; two stat chips beside it on wider screens.
 */
import styled, { css } from 'styled-components';
import { FallbackImage } from '../../components/fallback-image.tsx';
import { usePageContent } from '../../hooks/page-content.tsx';
import { useSiteData } from '../../hooks/site-data.tsx';
import { initials } from '../../lib/initials.ts';
import { responsiveFor } from '../../lib/responsive-image.ts';
import { media } from '../../theme/theme.ts';

interface HeroPortraitProps {
  /** A project page's dialog is over the hero: its image comes first, the portrait after it. */
  behindDialog?: boolean;
}

export function HeroPortrait({ behindDialog = false }: HeroPortraitProps) {
  const { profile } = usePageContent();
  const { images } = useSiteData();
  return (
    <Portrait data-print="hide">
      {profile.photo ? (
        <Photo>
          <FallbackImage
            image={responsiveFor(images, 'portrait', profile.photo)}
            alt={profile.photoAlt ?? profile.name}
            loading="eager"
            fetchPriority={behindDialog ? 'low' : 'high'}
            decoding="async"
          />
        </Photo>
      ) : (
        <Monogram aria-hidden="true">{initials(profile.name)}</Monogram>
      )}
      {profile.stats.slice(0, 2).map((stat) => (
        // The stats are in the About section too; here they are decoration.
        <Chip key={stat.label} aria-hidden="true">
          <strong>{stat.value}</strong> {stat.label}
        </Chip>
      ))}
    </Portrait>
  );
}

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

/** The round shape the initials or the photo fill. */
const disc = css`
  position: absolute;
  inset: 8%;
  border-radius: 50%;
  box-shadow:
    ${({ theme }) => theme.shadows.lg},
    0 0 0 10px ${({ theme }) => theme.colors.accentSoft};
`;

const Photo = styled.div`
  ${disc}
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Monogram = styled.div`
  ${disc}
  display: grid;
  place-items: center;
  background: radial-gradient(circle at 30% 25%, ${({ theme }) => theme.colors.accentStrong}, ${({ theme }) => theme.colors.accent} 60%);
  color: ${({ theme }) => theme.colors.accentText};
  font-size: clamp(2.5rem, 9vw, 6rem);
  font-weight: 850;
  letter-spacing: -0.04em;
`;

const Chip = styled.p`
  position: absolute;
  top: 6%;
  left: -4%;
  & ~ & {
    top: auto;
    left: auto;
    bottom: 8%;
    right: -6%;
  }
  padding: 0.5rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  strong {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  ${media.upToSmall} {
    display: none;
  }
`;
