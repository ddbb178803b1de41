/**
 * A Decap CMS format for the owner's YAML files that keeps them as the owner wrote them: an edit
 * changes the lines it changes, and the comments, key order and styles around it stay
 * (merge-into-document.ts). Decap's own `yml` format prints the whole file anew, without comments.
 *
 * `CMS.registerCustomFormat('yaml-document', 'yaml', createYamlFormat())`: one formatter can serve
 * several collections, as it writes each entry into the file read that is most like it.
 */
import { minimumLikeness, type DecapFormatter, type FormatOptions } from './decap-formatter.ts';
import { toLf, withLineEndingsOf } from './line-endings.ts';
import { keepRenamedKeys } from './keep-renamed-keys.ts';
import { pruneEntry } from './prune-empty.ts';
import { createReadFiles } from './read-files.ts';
import { readYaml, writeYaml } from './write-yaml.ts';

export function createYamlFormat(options: FormatOptions = {}): DecapFormatter {
  const read = createReadFiles<string>(minimumLikeness(options));
  return {
    fromFile(content) {
      const data = readYaml(toLf(content));
      read.remember(content, data, content);
      return data;
    },
    toFile(data, sortedKeys = [], comments = {}) {
      const entry = pruneEntry(data);
      const original = read.recall(entry);
      if (original === undefined) return writeYaml(undefined, entry, sortedKeys, comments, options.fieldOrders);
      const text = toLf(original);
      const kept = options.keyedLists ? keepRenamedKeys(entry, readYaml(text), options.keyedLists) : entry;
      return withLineEndingsOf(writeYaml(text, kept, sortedKeys, comments, options.fieldOrders), original);
    },
  };
}
