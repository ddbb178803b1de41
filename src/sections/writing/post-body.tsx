/**
 * A post's body: HTML the build rendered from Markdown and sanitised (scripts/posts/), so it is
 * set as it is, and styled here as prose — headings, lists, quotes, tables that scroll on a phone,
 * figures, footnotes, and code highlighted in the colours of the scheme in force (Shiki's light
 * and dark colours are CSS variables; no JavaScript picks them).
 */
import styled from 'styled-components';
import { whenDark } from '../../theme/scheme-selectors.ts';

export function PostBody({ html }: { html: string }) {
  // Sanitised at build by scripts/posts/render-markdown.ts: never the author's raw HTML.
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
  overflow-wrap: break-word;

  & > * + * {
    margin-top: 1.1em;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-top: 1.8em;
    line-height: 1.3;
    scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 1rem);
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .heading {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: 1.8em;
  }
  .heading > :is(h2, h3, h4, h5, h6) {
    margin-top: 0;
  }
  .heading-anchor {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    opacity: 0.6;
  }
  .heading:hover .heading-anchor,
  .heading-anchor:focus-visible {
    opacity: 1;
    color: ${({ theme }) => theme.colors.accent};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  a.external::after {
    content: ' ↗';
    font-size: 0.8em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  li.task-list-item {
    list-style: none;
    margin-left: -1.4em;
  }
  /* The box is drawn here: the renderer's span is empty and named (role=img). */
  .task {
    display: inline-block;
    width: 1em;
    height: 1em;
    margin-right: 0.5em;
    vertical-align: -0.15em;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .task-done.task {
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.bg};
  }
  .table-scroll:focus-visible,
  pre:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  blockquote {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.muted};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figure {
    margin-left: 0;
    margin-right: 0;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: center;
  }
  :not(pre) > code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.88em;
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bgAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.6;
    background: ${({ theme }) => theme.colors.bgAlt};
  }
  pre code {
    font-family: inherit;
  }
  .shiki,
  .shiki span {
    color: var(--shiki-light);
  }
  .shiki {
    background-color: var(--shiki-light-bg);
  }
  ${whenDark(':root &', `.shiki, .shiki span { color: var(--shiki-dark); } .shiki { background-color: var(--shiki-dark-bg); }`)}
  .table-scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  th {
    font-weight: 700;
  }
  .footnotes {
    margin-top: ${({ theme }) => theme.space.xl};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .footnotes h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  [data-footnote-ref] {
    text-decoration: none;
  }
  [data-footnote-ref]::before {
    content: '[';
  }
  [data-footnote-ref]::after {
    content: ']';
  }
`;
