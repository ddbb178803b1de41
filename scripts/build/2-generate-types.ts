/** Build stage 2: src/content/ (the content's types and enums) from the schemas, for the bundles. */
import path from 'node:path';
import { writeGeneratedTypes } from '../content/generate-types.ts';
import { repoRoot, type ContentPaths } from '../paths.ts';

export async function generateTypesStage(paths: ContentPaths): Promise<void> {
  await writeGeneratedTypes(paths.schemaDir, path.join(repoRoot, 'src', 'content'));
}
