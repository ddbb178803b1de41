/**
 * The one place that knows when the dark scheme is in force: on screen, when the visitor chose it
 * (`data-theme` on <html>, set by the boot script before the first paint), or the system prefers
 * it and the visitor chose nothing. Print is always light, so it needs no rules of its own.
 * `selector` starts with `:root` (`:root`, or `:root &` inside a component).
 */
import { css, type RuleSet } from 'styled-components';

export function whenDark(selector: `:root${string}`, rules: RuleSet | string): RuleSet {
  const rest = selector.slice(':root'.length);
  return css`
    @media screen and (prefers-color-scheme: dark) {
      :root:not([data-theme='light'])${rest} {
        ${rules}
      }
    }
    @media screen {
      :root[data-theme='dark']${rest} {
        ${rules}
      }
    }
  `;
}
