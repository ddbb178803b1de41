/** A category's name on the page (a project's type, an entry's kind of engagement), from the key content names it by. */
export function categoryLabel(types: readonly { readonly id: string; readonly label: string }[], key: string): string {
  // The check refuses a key that names no type; the key itself is the least wrong thing to show all the same.
  return types.find((type) => type.id === key)?.label ?? key;
}
