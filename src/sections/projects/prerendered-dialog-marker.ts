/**
 * Where the entry finds the dialog a project's page opens with, to start its behaviour
 * (prerendered-dialog.ts): the backdrop, the root element of the `project-dialog` island
 * (project-dialog.island.tsx). Its own module, so the entry carries a selector, not the code.
 */
export const PRERENDERED_DIALOG = '[data-island="project-dialog"] > [data-home-title]';
