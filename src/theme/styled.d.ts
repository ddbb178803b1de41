import 'styled-components';
import type { Theme } from './theme.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
