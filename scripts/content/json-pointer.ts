/**
 * JSON pointers (RFC 6901), the names the check gives a place in the data: "" is the document,
 * "/projects/2/type" a field. Ajv reports its errors at one, and every problem is located by one.
 */

export function pointer(segments: readonly (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}
