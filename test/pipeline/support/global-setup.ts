/**
 * Once per run of the pipeline tests: the editor's packages, installed (scripts/admin/editor-packages.ts)
 * before the tests copy the project (test/support/temp-project.ts links them into each copy). The
 * sample site has the editor, so each copy's build would otherwise install its own.
 */
import { ensureEditorPackages } from '../../../scripts/admin/editor-packages.ts';

export default function setup(): void {
  ensureEditorPackages();
}
