import { describe, expect, it } from 'vitest';
import { keepRenamedKeys, type KeyedLists } from './keep-renamed-keys.ts';

const lists: KeyedLists = new Map([['projects', { field: 'slug', from: 'title' }]]);
const gym = { title: 'GymFlow Client Manager', type: 'web', skills: ['React', 'TypeScript'], images: ['/images/projects/gymflow-1.svg'] };
const forge = { title: 'Ironcraft Forge Website', type: 'web', skills: ['Astro'], images: [] };
const original = { lead: 'Things I built.', projects: [gym, forge] };

describe('keepRenamedKeys', () => {
  it('writes the key a renamed entry had, after its name', () => {
    const renamed = keepRenamedKeys({ ...original, projects: [{ ...gym, title: 'GymFlow Member Desk' }, forge] }, original, lists);
    expect(renamed.projects).toEqual([
      { title: 'GymFlow Member Desk', slug: 'gymflow-client-manager', type: 'web', skills: ['React', 'TypeScript'], images: gym.images },
      forge,
    ]);
    expect(Object.keys((renamed.projects as object[])[0] ?? {})).toEqual(['title', 'slug', 'type', 'skills', 'images']);
  });

  it('keeps a key already written, and gives a new entry or a moved one none', () => {
    const keyed = { ...original, projects: [{ ...gym, slug: 'gym' }, forge] };
    expect(keepRenamedKeys({ ...keyed, projects: [{ ...gym, slug: 'gym', title: 'GymFlow' }, forge] }, keyed, lists).projects).toEqual([
      { ...gym, slug: 'gym', title: 'GymFlow' },
      forge,
    ]);
    const added = { title: 'Quote Calculator', type: 'automation', skills: ['Python'], images: [] };
    expect(keepRenamedKeys({ ...original, projects: [added, forge, gym] }, original, lists).projects).toEqual([added, forge, gym]);
  });

  it('does not hand an old key to a new entry that replaced a deleted one unlike it', () => {
    const replacement = { title: 'Quote Calculator', type: 'automation', skills: ['Python', 'n8n'], images: ['/images/q.png'] };
    expect(keepRenamedKeys({ ...original, projects: [replacement, forge] }, original, lists).projects).toEqual([replacement, forge]);
  });

  it('leaves lists it is not told about, and data with no original', () => {
    expect(keepRenamedKeys({ projects: [{ ...gym, title: 'X' }] }, original, new Map())).toEqual({ projects: [{ ...gym, title: 'X' }] });
    expect(keepRenamedKeys({ projects: [{ ...gym, title: 'X' }] }, undefined, lists)).toEqual({ projects: [{ ...gym, title: 'X' }] });
  });
});
