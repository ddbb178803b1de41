/**
 * The visitor's message as HTML for the owner's mail template: every character that means
 * something in HTML escaped (EmailJS renders `{{{html_message}}}` unescaped, so raw text would let a
 * visitor put markup in the owner's mailbox), line breaks kept as `<br>`.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function messageHtml(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, '<br>\n');
}
