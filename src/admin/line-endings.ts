/**
 * Files written on Windows may end their lines with CRLF. They are read as LF (the YAML printer
 * writes LF) and written back with CRLF, so such a file does not come back with mixed endings.
 */

export function toLf(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/** `text` with CRLF line endings when `original` had them. */
export function withLineEndingsOf(text: string, original: string | undefined): string {
  return original?.includes('\r\n') ? text.replace(/\r?\n/g, '\r\n') : text;
}
