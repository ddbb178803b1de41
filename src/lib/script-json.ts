/** JSON to put inside a <script> element: `<` is escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
