// The document's notes (BT-21/BT-22): the French mentions that CII has no field for, each with its
// UNTDID 4451 subject code as the French CIUS practice writes them.
import type { BillingDocument } from '../document.ts';
import {
  earlyPaymentDiscount,
  latePenaltyMention,
  NATURE_LABELS,
  recoveryIndemnity,
  SELF_BILLING_MENTION,
  vatOnDebits,
} from '../mentions.ts';
import { el, type XmlNode } from './writer.ts';

const note = (content: string, subjectCode: string): XmlNode =>
  el('ram:IncludedNote', el('ram:Content', content), el('ram:SubjectCode', subjectCode));

export function documentNotes(doc: BillingDocument): XmlNode[] {
  return [
    doc.kind === 'SELF_BILLING' && note(SELF_BILLING_MENTION, 'REG'),
    note(`Nature des opérations : ${NATURE_LABELS[doc.operationNature]}`, 'AAI'),
    doc.vatOnDebits && note(vatOnDebits, 'TXD'),
    note(latePenaltyMention(doc), 'PMD'),
    note(recoveryIndemnity, 'PMT'),
    note(earlyPaymentDiscount, 'AAB'),
    doc.personalisedMention && note(doc.personalisedMention, 'AAI'),
  ];
}
