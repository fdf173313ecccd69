import { ApiProblem, defineProblems, type FieldError } from './problem.ts';

/** The HTTP problems any route may answer, whatever its module (plugins/errors.ts, plugins/auth.ts, lib/). */
export const HTTP_PROBLEMS = defineProblems({
  VALIDATION_FAILED: {
    status: 400,
    title: { fr: 'Données invalides', en: 'Invalid data' },
    detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
  },
  UNAUTHENTICATED: {
    status: 401,
    title: { fr: 'Authentification requise', en: 'Authentication required' },
    detail: {
      fr: "Jeton d'accès absent, invalide ou expiré.",
      en: 'The access token is missing, invalid or expired.',
    },
  },
  FORBIDDEN: {
    status: 403,
    title: { fr: 'Accès refusé', en: 'Forbidden' },
    detail: {
      fr: "Votre rôle ne permet pas d'effectuer cette action.",
      en: 'Your role does not allow this action.',
    },
  },
  NOT_FOUND: {
    status: 404,
    title: { fr: 'Introuvable', en: 'Not found' },
    detail: { fr: '{resource} {id} introuvable.', en: '{resource} {id} not found.' },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    title: { fr: 'Introuvable', en: 'Not found' },
    detail: { fr: "Cette adresse n'existe pas.", en: 'This address does not exist.' },
  },
  UNKNOWN_REFERENCE: {
    status: 422,
    title: { fr: 'Élément inconnu', en: 'Unknown item' },
    detail: {
      fr: "Un élément désigné par la requête n'existe pas.",
      en: 'An item the request refers to does not exist.',
    },
  },
  STALE_RECORD: {
    status: 412,
    title: { fr: 'Modifié entre-temps', en: 'Changed in the meantime' },
    detail: {
      fr: "Quelqu'un d'autre a modifié cet enregistrement depuis que vous l'avez ouvert : rechargez-le avant d'enregistrer vos changements.",
      en: 'Someone else changed this record since you opened it: reload it before saving your changes.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: { fr: 'Requête trop volumineuse', en: 'Payload too large' },
    detail: { fr: 'Le corps de la requête est trop volumineux.', en: 'The request body is too large.' },
  },
  MALFORMED_JSON: {
    status: 400,
    title: { fr: 'JSON invalide', en: 'Malformed JSON' },
    detail: {
      fr: "Le corps de la requête n'est pas un JSON valide.",
      en: 'The request body is not valid JSON.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: { fr: 'Type de contenu non pris en charge', en: 'Unsupported media type' },
    detail: { fr: 'Envoyez du JSON (application/json).', en: 'Send JSON (application/json).' },
  },
  INTERNAL_ERROR: {
    status: 500,
    title: { fr: 'Erreur interne', en: 'Internal error' },
    detail: {
      fr: "Une erreur inattendue s'est produite. Référence : {requestId}.",
      en: 'An unexpected error occurred. Reference: {requestId}.',
    },
  },
  DATABASE_BUSY: {
    status: 503,
    title: { fr: 'Service surchargé', en: 'Service busy' },
    detail: {
      fr: 'Trop de demandes sont en cours : réessayez dans quelques secondes.',
      en: 'Too many requests are under way: try again in a few seconds.',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    title: { fr: 'Service indisponible', en: 'Service unavailable' },
    detail: {
      fr: 'La base de données est injoignable : réessayez dans quelques instants.',
      en: 'The database cannot be reached: try again in a few moments.',
    },
  },
  AUTHENTICATION_UNAVAILABLE: {
    status: 503,
    title: { fr: 'Vérification de connexion impossible', en: 'Sign-in check unavailable' },
    detail: {
      fr: "Votre connexion n'a pas pu être vérifiée pour le moment : réessayez dans quelques instants.",
      en: 'Your sign-in could not be checked for now: try again in a few moments.',
    },
  },
});

/** 404: the record a path names does not exist (`resource` as the texts call it, e.g. 'Mandat'). */
export const notFound = (resource: string, id: number | string) =>
  new ApiProblem(HTTP_PROBLEMS.NOT_FOUND, [], { resource, id: String(id) });

/** VALIDATION_FAILED as a business rule on the fields answers it (shares over 100 %, a signer who does not lead). */
export const VALIDATION_FAILED_422 = { ...HTTP_PROBLEMS.VALIDATION_FAILED, status: 422 } as const;

/**
 * 400 on fields, each with its VALIDATION_MESSAGES key: the same answer as the route's own validation;
 * 422 when a business rule refuses the values (`VALIDATION_FAILED_422` in the route's `refuses()`).
 */
export const invalidFields = (errors: FieldError[], status: 400 | 422 = 400) =>
  new ApiProblem(status === 422 ? VALIDATION_FAILED_422 : HTTP_PROBLEMS.VALIDATION_FAILED, errors);
