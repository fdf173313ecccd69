// What other modules may use of this module (the architecture test refuses any other import).
export { frenchDateTime, mailHtml } from './mail-layout.ts';
export type { Mailer } from './mailer.ts';
export { maskedContent } from './outbox.mapper.ts';
export type { MailToWrite } from './outbox-writer.ts';
export { writeToOutbox } from './outbox-writer.ts';
