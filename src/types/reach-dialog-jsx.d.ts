// @reach/dialog's type declarations use the global JSX namespace, which React 19's types no
// longer declare; this restores the one name they need.
import type { JSX as ReactJSX } from 'react';

declare global {
  namespace JSX {
    type Element = ReactJSX.Element;
  }
}
