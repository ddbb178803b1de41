import { describe, expect, it } from 'vitest';
import type { BuiltPage } from '../site/built-pages.ts';
import { auditUrl, kindFloorLabel, pageTargets, selectPages } from './targets.ts';

const page = (file: string, url: string, language: string, kind: string): BuiltPage => ({ file, url, language, kind });
const pages = [
  page('index.html', '/', '', 'home'),
  page('projects/a/index.html', '/projects/a/', '', 'projects'),
  page('projects/b/index.html', '/projects/b/', '', 'projects'),
  page('404.html', '/404.html', '', '404'),
  page('fr/index.html', '/fr/', 'fr', 'home'),
  page('fr/projects/a/index.html', '/fr/projects/a/', 'fr', 'projects'),
  page('fr/404.html', '/fr/404.html', 'fr', '404'),
];

describe('auditUrl', () => {
  it('audits a page at its own address, and a 404 page at an address that does not exist, in its language', () => {
    expect(auditUrl(pages[1] as BuiltPage)).toBe('/projects/a/');
    expect(auditUrl(pages[3] as BuiltPage)).toBe('/no-such-page/');
    expect(auditUrl(pages[6] as BuiltPage)).toBe('/fr/no-such-page/');
  });
});

describe('selectPages', () => {
  it('takes one page of each kind in each language', () => {
    expect(selectPages(pages).map((p) => p.url)).toEqual(['/', '/projects/a/', '/404.html', '/fr/', '/fr/projects/a/', '/fr/404.html']);
  });

  it('keeps those whose label, file address or audited address contains the filter', () => {
    expect(selectPages(pages, 'fr').map((p) => p.url)).toEqual(['/fr/', '/fr/projects/a/', '/fr/404.html']);
    expect(selectPages(pages, 'projects page').map((p) => p.url)).toEqual(['/projects/a/', '/fr/projects/a/']);
    expect(selectPages(pages, 'no-such').map((p) => p.url)).toEqual(['/404.html', '/fr/404.html']);
    expect(selectPages(pages, 'nothing like it')).toEqual([]);
  });
});

describe('pageTargets', () => {
  it('names each page for the report with its build, with the status it must answer and its floor', () => {
    const floorOf = (p: BuiltPage) => (p.kind === 'projects' ? kindFloorLabel('photos', p.kind) : 'hero floor');
    expect(pageTargets('photos', '/tmp/d', [pages[1] as BuiltPage, pages[6] as BuiltPage], floorOf)).toEqual([
      {
        label: 'photos projects page',
        dir: '/tmp/d',
        url: '/projects/a/',
        file: 'projects/a/index.html',
        status: 200,
        floor: 'photos projects floor',
        page: 'projects page',
      },
      { label: 'photos fr 404', dir: '/tmp/d', url: '/fr/no-such-page/', file: 'fr/404.html', status: 404, floor: 'hero floor', page: 'fr 404' },
    ]);
    expect(pageTargets('', '/tmp/d', [pages[0] as BuiltPage], () => 'hero floor')[0]?.label).toBe('home');
  });

  it('says the host name a build is audited at, when it has one', () => {
    const [home] = pageTargets('analytics', '/tmp/d', [pages[0] as BuiltPage], () => 'hero floor', 'portfolio.example.com');
    expect(home).toMatchObject({ label: 'analytics home', url: '/', host: 'portfolio.example.com' });
    expect(pageTargets('', '/tmp/d', [pages[0] as BuiltPage], () => 'hero floor')[0]).not.toHaveProperty('host');
  });
});
