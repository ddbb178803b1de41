/** What the router gives a page: which project, post or tag it shows (pages.ts maps ids to pages). */
export interface PageProps {
  /** The project whose dialog the page opens with (its slug), on a project page. */
  project?: string;
  /** On a post's page, its slug. */
  post?: string;
  /** On a tag's page, its slug. */
  tag?: string;
}
