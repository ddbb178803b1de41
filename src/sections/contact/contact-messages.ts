/** Every message a visitor reads in the Contact section, written once (spec §5, §8). */
export const LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const validationMessages = {
  nameRequired: 'Name is required.',
  emailInvalid: 'Valid email is required.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
  nameTooLong: `Name must be at most ${LIMITS.name} characters.`,
  emailTooLong: `Email must be at most ${LIMITS.email} characters.`,
  subjectTooLong: `Subject must be at most ${LIMITS.subject} characters.`,
  messageTooLong: `Message must be at most ${LIMITS.message.toLocaleString('en-US')} characters.`,
} as const;

export const toastMessages = {
  sentTitle: 'Message sent!',
  sentDescription: "Thanks for reaching out. I'll get back to you soon.",
  failedTitle: 'Could not send message',
  failedFallback: 'Please try again later.',
  writeByEmail: 'Write an email instead',
  cooldown: (seconds: number) => `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before sending another message.`,
  emailCopiedTitle: 'Email copied',
} as const;
