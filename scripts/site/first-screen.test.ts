import { describe, expect, it } from 'vitest';
import { firstScreen, firstScreenElement } from './first-screen.ts';

const head = '<!doctype html><html lang="en"><head><title>t</title><style>.a{color:red}</style></head><body>';
const tail = `<section id="about">${'<p>About</p>'.repeat(20)}</section></body></html>`;
/** The first screen as measured: the page up to the end it finds. */
const cut = (html: string, kind: string) => {
  const screen = firstScreen(html, kind);
  return screen && { what: screen.what, html: html.slice(0, screen.end) };
};

describe('firstScreen', () => {
  it('ends a home page at the end of its hero, however its sections nest', () => {
    const hero = '<section id="home"><h1>Sam</h1><section class="inner"><p>Hi</p></section><p>More</p></section>';
    expect(cut(head + hero + tail, 'home')).toEqual({ what: 'hero', html: head + hero });
  });

  it('ends a project page at the end of its dialog island, whatever closes inside it', () => {
    const island =
      '<div data-island="project-dialog" data-hydrate="load"><div role="dialog" aria-modal="true">' +
      '<div><h2>Project</h2><div><p>Text <a href="/x">link</a></p><img src="/a.webp" alt=""></div></div>' +
      '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg></div></div>';
    expect(cut(`${head + island}<div data-island="project-browser"><div></div></div>${tail}`, 'projects')).toEqual({
      what: 'project dialog',
      html: head + island,
    });
  });

  it('prefers the dialog island to an element with role="dialog" that comes before it', () => {
    const other = '<div role="dialog"><p>A menu</p></div>';
    const island = '<div data-island="project-dialog"><div role="dialog"><p>Project</p></div></div>';
    expect(cut(head + other + island + tail, 'projects')?.html).toBe(head + other + island);
  });

  it('falls back, on a project page without the island, to the element with role="dialog"', () => {
    const before = '<div data-island="project-browser"><ul><li>A</li><li>B</li></ul>';
    const dialog = '<div role="dialog" aria-modal="true"><div><h2>Project</h2></div></div>';
    expect(cut(`${head + before + dialog}</div>${tail}`, 'projects')).toEqual({ what: 'project dialog', html: head + before + dialog });
  });

  it('says when the element that ends the first screen is missing', () => {
    expect(firstScreen(head + tail, 'home')).toBeUndefined();
    expect(firstScreen(head + tail, 'projects')).toBeUndefined();
  });

  it('takes the whole document of any other kind of page, one added later too', () => {
    expect(firstScreen(head + tail, '404')).toEqual({ what: 'document', end: (head + tail).length });
    expect(firstScreen(head + tail, 'posts')).toEqual({ what: 'document', end: (head + tail).length });
  });

  it('counts in the string’s characters, past text outside ASCII', () => {
    const hero = '<section id="home"><h1>Zoë — “café” 👋</h1></section>';
    expect(cut(`${head}<p>Été</p>${hero}${tail}`, 'home')?.html).toBe(`${head}<p>Été</p>${hero}`);
  });
});

describe('firstScreenElement', () => {
  it('names what ends each kind’s first screen', () => {
    expect(firstScreenElement('home')).toBe('hero (<section id="home">)');
    expect(firstScreenElement('projects')).toBe('project dialog ([data-island="project-dialog"], or before that island [role="dialog"])');
    expect(firstScreenElement('404')).toBe('document');
  });
});
