/**
 * docs/product-spec.md §4, §5, §7, §8: the contact form's validation, sending, failures and what
 * is kept. One visitor goes through them in one page, as a visitor would (the mistakes, the
 * failures, the send, the cooldown); what needs a page of its own has one: the code's arrival, a
 * clock of the test's, the honeypot, and a draft across reloads.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { routeEmailService, SEND_URL } from './support/email-route.ts';
import { expectClean, scrollToY, sectionTop, axeViolations, nextFrames } from '../support/page-helpers.ts';
import { sample } from '../support/sample-site.ts';

const { profile, site } = sample;

const MESSAGE = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'A role on our platform team',
  message: 'Hello Sam,\nwe would love to talk about a role.',
};
const LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' } as const;

/** Scrolls to Contact, which loads and hydrates the form, and waits until it is ready. */
async function toContact(page: Page) {
  await scrollToY(page, await sectionTop(page, 'contact'));
  await page.locator('form[data-ready="true"]').waitFor();
}

async function openContact(options = {}) {
  const opened = await openPage('/', options);
  await toContact(opened.page);
  const service = await routeEmailService(opened.page);
  return { ...opened, service };
}

const form = (page: Page) => page.getByRole('form', { name: 'Send a message' });
const field = (page: Page, key: keyof typeof LABELS) => form(page).getByLabel(LABELS[key], { exact: false });
const submit = (page: Page) => form(page).getByRole('button', { name: /^(Send Message|Sending…)$/ });
const toast = (page: Page, role: 'status' | 'alert') => page.locator(`[role="${role}"][aria-atomic="true"]`);
/** A toast saying `text` (earlier toasts may still be on screen beside it). */
const toastSaying = (page: Page, role: 'status' | 'alert', text: string | RegExp) => toast(page, role).filter({ hasText: text });

async function fill(page: Page, values: Partial<typeof MESSAGE>) {
  for (const [key, value] of Object.entries(values)) await field(page, key as keyof typeof LABELS).fill(value);
}

describe('contact form', () => {
  it('is in the prerendered page, with its code loaded only when the visitor comes near', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /contact-form\.island-[\w-]+\.js$/.test(e.name)));
    expect(await form(page).isVisible()).toBe(true);
    expect(await loaded()).toBe(false);
    expect(await submit(page).isEnabled()).toBe(true);
    await toContact(page);
    await expect.poll(loaded).toBe(true);
    expectClean(opened);
    await opened.close();
  });

  it('marks the required fields, shows the validation messages, keeps every field through a refusal and a network failure, sends once, then refuses a send during the cooldown', async () => {
    const { page, service, close, ...opened } = await openContact();

    // Every required field: an asterisk, aria-required and autocomplete hints.
    for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
      const input = field(page, key);
      expect(await input.getAttribute('aria-required')).toBe('true');
      const label = await page.locator(`label[for="${await input.getAttribute('id')}"]`).innerText();
      expect(label).toBe(`${LABELS[key]} *`);
    }
    expect(await field(page, 'name').getAttribute('autocomplete')).toBe('name');
    expect(await field(page, 'email').getAttribute('autocomplete')).toBe('email');

    // An empty submit: the four messages, the fields marked invalid, focus on the first.
    await submit(page).click();
    const expected = {
      name: 'Name is required.',
      email: 'Valid email is required.',
      subject: 'Subject is required.',
      message: 'Message is required.',
    };
    for (const [key, text] of Object.entries(expected)) {
      const input = field(page, key as keyof typeof LABELS);
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await input.getAttribute('aria-describedby'))!;
      await expect.poll(() => page.locator(`#${describedBy}`).innerText()).toBe(text);
      // The theme's destructive colour, as used by the required marks (after the border's transition).
      const destructive = await page.evaluate(() => getComputedStyle(document.querySelector('label span[aria-hidden]')!).color);
      await expect.poll(() => input.evaluate((el) => getComputedStyle(el).borderColor)).toBe(destructive);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(service.requests).toHaveLength(0);
    expect(await axeViolations(page)).toEqual([]);
    // Editing a field clears its message; the others stay until the next submit.
    await field(page, 'name').fill('Grace');
    await expect.poll(() => field(page, 'name').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    expectClean(opened);

    // A bad email has its message only; a whitespace-only field is empty.
    await fill(page, { ...MESSAGE, email: 'grace(at)example', subject: '   ' });
    await submit(page).click();
    await expect.poll(() => field(page, 'email').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => form(page).getByText('Valid email is required.').isVisible()).toBe(true);
    await expect.poll(() => form(page).getByText('Subject is required.').isVisible()).toBe(true);
    await expect.poll(() => field(page, 'name').getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');

    // The count of characters near the limit, and a message over 5,000 refused.
    await fill(page, { message: 'x'.repeat(3999) });
    const counter = form(page).getByText(/^[\d,]+ \/ 5,000$/);
    expect(await counter.count()).toBe(0);
    await field(page, 'message').press('x');
    await expect.poll(() => counter.innerText()).toBe('4,000 / 5,000');
    await field(page, 'message').fill('y'.repeat(5001));
    await submit(page).click();
    await expect.poll(() => form(page).getByText('Message must be at most 5,000 characters.').count()).toBe(1);
    expect(service.requests).toHaveLength(0);

    // A 400: its text, every field kept, and an email offered instead.
    service.behave({ status: 400, text: 'The template ID is invalid' });
    await fill(page, MESSAGE);
    await submit(page).click();
    const refused = toastSaying(page, 'alert', 'The message was refused: The template ID is invalid');
    await expect.poll(() => refused.count()).toBe(1);
    await expect.poll(() => refused.innerText()).toContain('Could not send message');
    const mailto = new URL((await refused.getByRole('link', { name: 'Write an email instead' }).getAttribute('href'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(profile.email);
    expect(mailto.searchParams.get('subject')).toBe(MESSAGE.subject);
    expect(mailto.searchParams.get('body')).toBe(`${MESSAGE.message}\n\n— ${MESSAGE.name} <${MESSAGE.email}>`);
    for (const [key, value] of Object.entries(MESSAGE)) expect(await field(page, key as keyof typeof LABELS).inputValue()).toBe(value);
    await expect.poll(() => submit(page).isEnabled()).toBe(true);

    // A network failure: said, and the fields kept.
    service.behave('drop');
    await submit(page).click();
    await expect.poll(() => toastSaying(page, 'alert', 'Network error: check your connection and try again.').count()).toBe(1);
    expect(await field(page, 'message').inputValue()).toBe(MESSAGE.message);

    // The send: the EmailJS body, Sending… without a second send, then the success toast and an empty form.
    service.behave('sink');
    const tried = service.requests.length;
    await fill(page, { name: `  ${MESSAGE.name} ` });
    service.hold();
    await submit(page).click();
    await expect.poll(() => submit(page).innerText()).toBe('Sending…');
    await expect.poll(() => submit(page).isDisabled()).toBe(true);
    // The first send reaches the route (held there) before the extra submits are tried.
    await expect.poll(() => service.requests.length).toBe(tried + 1);
    await field(page, 'message').press('Control+Enter');
    await form(page).evaluate((f: HTMLFormElement) => f.requestSubmit());
    // Two rendered frames after the extra submits: a second send would have reached the route by then.
    await nextFrames(page);
    expect(service.requests).toHaveLength(tried + 1);
    service.release();
    const success = toast(page, 'status');
    await expect.poll(() => success.count()).toBe(1);
    await expect.poll(() => success.innerText()).toContain('Message sent!');
    await expect.poll(() => success.innerText()).toContain("Thanks for reaching out. I'll get back to you soon.");
    for (const key of Object.keys(LABELS) as (keyof typeof LABELS)[]) await expect.poll(() => field(page, key).inputValue()).toBe('');
    await expect.poll(() => submit(page).innerText()).toBe('Send Message');
    expect(service.requests).toHaveLength(tried + 1);
    // The sends are the page's only calls to another origin.
    expect(new Set(opened.thirdPartyRequests)).toEqual(new Set([SEND_URL]));
    expect(service.delivered()).toEqual([
      expect.objectContaining({
        lib_version: '3.2.0',
        user_id: site.emailjs.publicKey,
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.templateId,
        template_params: expect.objectContaining({
          from_name: MESSAGE.name,
          from_email: MESSAGE.email,
          subject: MESSAGE.subject,
          message: MESSAGE.message,
          // Escaped, its line break as <br>: safe in an HTML template.
          html_message: 'Hello Sam,<br>\nwe would love to talk about a role.',
          // The page's language: the one to answer in.
          language: 'en',
        }),
      }),
    ]);

    // A second send during the cooldown is refused, and keeps the fields.
    await fill(page, MESSAGE);
    await submit(page).click();
    await expect.poll(() => toastSaying(page, 'alert', /Please wait \d+ seconds before sending another message\./).count()).toBe(1);
    expect(service.requests).toHaveLength(tried + 1);
    expect(await field(page, 'name').inputValue()).toBe(MESSAGE.name);
    await close();
  });

  it('gives up after 15 seconds without an answer and reports a timeout; pretends success and sends nothing when the hidden honeypot is filled', async () => {
    const opened = await openPage('/');
    const { page } = opened;
    await page.clock.install();
    await toContact(page);
    const service = await routeEmailService(page);
    service.behave('hang');
    await fill(page, MESSAGE);
    await submit(page).click();
    await expect.poll(() => service.requests.length).toBe(1);
    await expect.poll(() => submit(page).innerText()).toBe('Sending…');
    await page.clock.fastForward(15_001);
    await expect.poll(() => toast(page, 'alert').count()).toBe(1);
    await expect.poll(() => toast(page, 'alert').innerText()).toContain('The email service did not answer within 15 seconds. Please try again.');
    expect(await field(page, 'subject').inputValue()).toBe(MESSAGE.subject);
    await expect.poll(() => submit(page).innerText()).toBe('Send Message');

    // A bot fills the hidden field: it is told the message was sent, and nothing is.
    service.behave('sink');
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await submit(page).click();
    await expect.poll(() => toastSaying(page, 'status', 'Message sent!').count()).toBe(1);
    expect(service.requests).toHaveLength(1);
    await opened.close();
  });

  it('keeps the draft across a reload until it is sent', async () => {
    const { page, close } = await openContact();
    await fill(page, MESSAGE);
    await page.reload({ waitUntil: 'networkidle' });
    await toContact(page);
    await routeEmailService(page);
    for (const [key, value] of Object.entries(MESSAGE)) await expect.poll(() => field(page, key as keyof typeof LABELS).inputValue()).toBe(value);
    await submit(page).click();
    await expect.poll(() => toast(page, 'status').count()).toBe(1);
    await page.reload({ waitUntil: 'networkidle' });
    await toContact(page);
    await expect.poll(() => field(page, 'message').inputValue()).toBe('');
    await close();
  });
});
