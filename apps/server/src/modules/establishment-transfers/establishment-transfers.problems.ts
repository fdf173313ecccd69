import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the establishment transfers module: code → HTTP status and French/English texts. */
export const TRANSFER_PROBLEMS = defineProblems({
  TRANSFER_REFUSED: {
    status: 422,
    title: { fr: 'Transfert refusé', en: 'Transfer refused' },
    detail: {
      fr: 'La structure juridique ou le compte de facturation choisi ne permet pas ce transfert.',
      en: 'The chosen legal structure or billing account does not allow this transfer.',
    },
  },
});
