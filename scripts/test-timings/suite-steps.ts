/**
 * The commands `npm test` runs, read from package.json's scripts so they are written once: an npm
 * script made of `a && b` is run as its parts, each timed on its own (`npm run test:site` is the
 * build, the budget and the site's pages; `npm run check:code` is the types, the editor's packages
 * and the checks).
 */

export type Scripts = Readonly<Record<string, string>>;

const NPM_RUN = /^npm run ([\w:-]+)$/;

/**
 * The commands a script runs one after another, with every `npm run x` of a composed script opened
 * up but those named in `whole`, which stay one command.
 */
export function suiteSteps(scripts: Scripts, name: string, whole: ReadonlySet<string> = new Set(), seen: readonly string[] = []): string[] {
  const script = scripts[name];
  if (script === undefined) throw new Error(`package.json has no script "${name}"`);
  if (seen.includes(name)) throw new Error(`package.json's script "${name}" runs itself (${[...seen, name].join(' → ')})`);
  const parts = script.split(' && ').map((part) => part.trim());
  if (parts.length === 1) return [`npm run ${name}`];
  return parts.flatMap((part) => {
    const inner = NPM_RUN.exec(part)?.[1];
    const opened = inner !== undefined && !whole.has(inner) && scripts[inner]?.includes(' && ');
    return opened ? suiteSteps(scripts, inner, whole, [...seen, name]) : [part];
  });
}
