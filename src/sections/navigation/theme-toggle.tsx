/** Switches between the light and dark schemes and remembers the choice. */
import styled from 'styled-components';
import { IconButton } from '../../components/button.tsx';
import { MoonIcon, SunIcon } from '../../components/icon.tsx';
import { useColorScheme } from '../../hooks/use-color-scheme.ts';
import { useDictionary } from '../../i18n/page-language.tsx';
import { whenDark } from '../../theme/scheme-selectors.ts';

export function ThemeToggle() {
  const [scheme, choose] = useColorScheme();
  const t = useDictionary();
  return (
    <Toggle
      $variant="ghost"
      aria-label={t.nav.darkMode}
      aria-pressed={scheme === undefined ? undefined : scheme === 'dark'}
      onClick={() => choose(scheme === 'dark' ? 'light' : 'dark')}
    >
      {/* Both icons are in the HTML; CSS shows the one for the scheme in force, with no flash. */}
      <MoonIcon className="when-light" />
      <SunIcon className="when-dark" />
    </Toggle>
  );
}

const Toggle = styled(IconButton)`
  .when-dark {
    display: none;
  }
  ${whenDark(':root &', '.when-dark { display: block; } .when-light { display: none; }')}
`;
