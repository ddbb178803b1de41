import { describe, expect, it } from 'vitest';
import { switchedPath } from './language-switch.ts';

describe('switchedPath', () => {
  it('keeps the section in view on the home page', () => {
    expect(switchedPath('/', '', '/fr', 'skills')).toBe('/fr/#skills');
    expect(switchedPath('/fr/', '/fr', '', 'projects')).toBe('/#projects');
  });

  it('drops the fragment at the top of the page', () => {
    expect(switchedPath('/', '', '/fr')).toBe('/fr/');
    expect(switchedPath('/fr/', '/fr', '')).toBe('/');
  });

  it('keeps the project on a project page, whatever section is behind it', () => {
    expect(switchedPath('/projects/gymflow/', '', '/fr', 'projects')).toBe('/fr/projects/gymflow/');
    expect(switchedPath('/fr/projects/gymflow/', '/fr', '', 'projects')).toBe('/projects/gymflow/');
  });

  it('keeps any other path after the prefix', () => {
    expect(switchedPath('/fr/cv/', '/fr', '')).toBe('/cv/');
    expect(switchedPath('/fr', '/fr', '', 'about')).toBe('/#about');
  });
});
