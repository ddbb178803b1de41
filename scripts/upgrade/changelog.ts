/** The notes of the releases after `from` up to `to`, from CHANGELOG.md's `## <version>` sections. */
import semver from 'semver';

export function changesBetween(changelog: string, from: string | undefined, to: string): string {
  const sections = changelog.split(/^(?=## )/m).filter((section) => section.startsWith('## '));
  return sections
    .filter((section) => {
      const version = /^## \[?v?(\d+\.\d+\.\d+)/.exec(section)?.[1];
      return version && semver.lte(version, to) && (!from || !semver.valid(from) || semver.gt(version, from));
    })
    .map((section) => section.trimEnd())
    .join('\n\n');
}
