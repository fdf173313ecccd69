import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the legacy credit notes module: code → HTTP status and French/English texts. */
export const LEGACY_CREDIT_NOTE_PROBLEMS = defineProblems({
  LEGACY_CREDIT_NOTE_CODE_TAKEN: {
    status: 409,
    title: { fr: 'Numéro d’avoir déjà utilisé', en: 'Credit note number already used' },
    detail: {
      fr: 'Le numéro {documentCode} est déjà celui d’un autre avoir historique.',
      en: 'The number {documentCode} already belongs to another legacy credit note.',
    },
    uniqueConstraints: {
      legacy_credit_notes_document_code_key: {
        field: 'documentCode',
        message: 'documentCodeTaken',
        echoValue: true,
      },
    },
  },
  LEGACY_CREDIT_NOTE_TREATED: {
    status: 422,
    title: { fr: 'Avoir déjà traité', en: 'Credit note already treated' },
    detail: {
      fr: 'Cet avoir est traité en comptabilité : il n’est plus modifiable.',
      en: 'This credit note has been treated by the accounting: it can no longer change.',
    },
  },
  LEGACY_CREDIT_NOTES_NOT_TREATABLE: {
    status: 409,
    title: { fr: 'Sélection refusée', en: 'Selection refused' },
    detail: {
      fr: 'Aucun avoir n’a été marqué comme traité : {ids} introuvable(s) ou déjà traité(s).',
      en: 'No credit note was marked as treated: {ids} not found or already treated.',
    },
  },
});
