import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the establishments module: code → HTTP status and French/English texts. */
export const ESTABLISHMENT_PROBLEMS = defineProblems({
  PRIVILEGED_CODE_TAKEN: {
    status: 409,
    title: { fr: 'Code privilégié déjà utilisé', en: 'Privileged code already used' },
    detail: {
      fr: 'Le code privilégié {privilegedCode} est déjà attribué à un autre établissement.',
      en: 'The privileged code {privilegedCode} is already assigned to another establishment.',
    },
    uniqueConstraints: {
      veterinary_establishments_privileged_code_key: {
        field: 'privilegedCode',
        message: 'privilegedCodeTaken',
        echoValue: true,
      },
    },
  },
  ADDRESS_NOT_OF_ESTABLISHMENT: {
    status: 422,
    title: { fr: 'Adresse d’un autre établissement', en: 'Address of another establishment' },
    detail: {
      fr: "L'adresse {id} n'est pas une adresse de cet établissement : elle ne peut pas devenir sa principale.",
      en: 'Address {id} is not one of this establishment: it cannot become its main address.',
    },
  },
  UNKNOWN_LEGAL_STRUCTURE: {
    status: 422,
    title: { fr: 'Structure juridique inconnue', en: 'Unknown legal structure' },
    detail: {
      fr: "La structure juridique {id} n'existe pas.",
      en: 'Legal structure {id} does not exist.',
    },
  },
  LEADERS_MOVE_FORBIDDEN: {
    status: 403,
    title: { fr: 'Établissement avec un responsable', en: 'Establishment with a leader' },
    detail: {
      fr: "Son vétérinaire responsable signerait pour la nouvelle structure juridique (mandats, coordonnées bancaires) : seul un rôle habilité à la facturation (administrateur, manager, comptable) change la structure d'un établissement qui a un responsable.",
      en: 'Its veterinarian leader would sign for the new legal structure (mandates, bank details): only a role entitled to billing (admin, manager, accountant) changes the legal structure of an establishment that has a leader.',
    },
  },
});
