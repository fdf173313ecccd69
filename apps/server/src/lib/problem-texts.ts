type Text = { fr: string; en: string };

export const PROBLEM_TEXTS = {
  VALIDATION_FAILED: {
    title: { fr: 'Données invalides', en: 'Invalid data' },
    detail: { fr: 'Certains champs sont invalides.', en: 'Some fields are invalid.' },
  },
  UNAUTHENTICATED: {
    title: { fr: 'Authentification requise', en: 'Authentication required' },
    detail: {
      fr: "Jeton d'accès absent, invalide ou expiré.",
      en: 'The access token is missing, invalid or expired.',
    },
  },
  FORBIDDEN: {
    title: { fr: 'Accès refusé', en: 'Forbidden' },
    detail: {
      fr: "Votre rôle ne permet pas d'effectuer cette action.",
      en: 'Your role does not allow this action.',
    },
  },
  NOT_FOUND: {
    title: { fr: 'Introuvable', en: 'Not found' },
    detail: { fr: '{resource} {id} introuvable.', en: '{resource} {id} not found.' },
  },
  ROUTE_NOT_FOUND: {
    title: { fr: 'Introuvable', en: 'Not found' },
    detail: { fr: "Cette adresse n'existe pas.", en: 'This address does not exist.' },
  },
  PRIVILEGED_CODE_TAKEN: {
    title: { fr: 'Code privilégié déjà utilisé', en: 'Privileged code already used' },
    detail: {
      fr: 'Le code privilégié {privilegedCode} est déjà attribué à un autre établissement.',
      en: 'The privileged code {privilegedCode} is already assigned to another establishment.',
    },
  },
  UNKNOWN_LEGAL_STRUCTURE: {
    title: { fr: 'Structure juridique inconnue', en: 'Unknown legal structure' },
    detail: {
      fr: "La structure juridique {id} n'existe pas.",
      en: 'Legal structure {id} does not exist.',
    },
  },
  UNKNOWN_BILLING_ACCOUNT: {
    title: { fr: 'Compte de facturation inconnu', en: 'Unknown billing account' },
    detail: {
      fr: "Le compte de facturation {id} n'existe pas ou n'appartient pas à la structure juridique de l'établissement.",
      en: "Billing account {id} does not exist or does not belong to the establishment's legal structure.",
    },
  },
  MAIN_ADDRESS_DELETE: {
    title: { fr: 'Adresse principale', en: 'Main address' },
    detail: {
      fr: "L'adresse principale d'un établissement ne peut pas être supprimée ; désignez-en une autre d'abord.",
      en: "An establishment's main address cannot be deleted; choose another main address first.",
    },
  },
  FILE_REFUSED: {
    title: { fr: 'Fichier refusé', en: 'File refused' },
    detail: {
      fr: 'Le contenu du fichier ({mediaType}) ne correspond pas à un type autorisé.',
      en: 'The content of the file ({mediaType}) is not of an allowed type.',
    },
  },
  UNKNOWN_REFERENCE: {
    title: { fr: 'Élément inconnu', en: 'Unknown item' },
    detail: {
      fr: "Un élément désigné par la requête n'existe pas.",
      en: 'An item the request refers to does not exist.',
    },
  },
  LEGAL_CODE_TAKEN: {
    title: { fr: 'Numéro déjà utilisé', en: 'Number already used' },
    detail: {
      fr: 'Le numéro {legalCode} est déjà celui d’une autre structure juridique.',
      en: 'The number {legalCode} already belongs to another legal structure.',
    },
  },
  GROUP_CODE_TAKEN: {
    title: { fr: 'Code de groupe déjà utilisé', en: 'Group code already used' },
    detail: {
      fr: 'Le code {groupCode} est déjà celui d’un autre groupe.',
      en: 'The code {groupCode} already belongs to another group.',
    },
  },
  MEMBERSHIP_OVERLAP: {
    title: { fr: 'Adhésion en double', en: 'Overlapping membership' },
    detail: {
      fr: 'Cet établissement est déjà membre de ce groupe sur une partie de cette période.',
      en: 'This establishment is already a member of this group for part of this period.',
    },
  },
  ACTIVITY_TAKEN: {
    title: { fr: 'Activité déjà déclarée', en: 'Activity already declared' },
    detail: {
      fr: 'Cet établissement a déjà cette activité : modifiez-la plutôt.',
      en: 'This establishment already has this activity: change it instead.',
    },
  },
  RUM_TAKEN: {
    title: { fr: 'RUM déjà utilisée', en: 'Mandate reference already used' },
    detail: {
      fr: "Cette référence unique de mandat est déjà celle d'un autre mandat.",
      en: 'This unique mandate reference already belongs to another mandate.',
    },
  },
  MANDATE_ALREADY_REQUIRED: {
    title: { fr: 'Mandat déjà demandé', en: 'Mandate already required' },
    detail: {
      fr: 'Ce compte de facturation doit déjà signer ce mandat.',
      en: 'This billing account already has to sign this mandate.',
    },
  },
  SIGNED_MANDATE: {
    title: { fr: 'Mandat signé', en: 'Signed mandate' },
    detail: {
      fr: "Un mandat signé n'est jamais supprimé : révoquez-le, son historique est conservé.",
      en: 'A signed mandate is never deleted: revoke it, which keeps its history.',
    },
  },
  MANDATE_NOT_SIGNED: {
    title: { fr: 'Mandat non signé', en: 'Mandate not signed' },
    detail: {
      fr: 'Seul un mandat signé se révoque ; un mandat encore à signer se supprime.',
      en: 'Only a signed mandate can be revoked; one still to sign is deleted.',
    },
  },
  MANDATE_ALREADY_REVOKED: {
    title: { fr: 'Mandat déjà révoqué', en: 'Mandate already revoked' },
    detail: { fr: 'Ce mandat a déjà été révoqué.', en: 'This mandate has already been revoked.' },
  },
  NO_MANDATE_TO_SIGN: {
    title: { fr: 'Aucun mandat à signer', en: 'No mandate to sign' },
    detail: {
      fr: 'Tous les mandats de ce compte de facturation sont signés.',
      en: 'Every mandate of this billing account is signed.',
    },
  },
  BILLING_ACCOUNT_DISABLED: {
    title: { fr: 'Compte de facturation désactivé', en: 'Billing account disabled' },
    detail: {
      fr: 'Seuls les comptes de facturation actifs font signer leurs mandats.',
      en: 'Only enabled billing accounts have their mandates signed.',
    },
  },
  SIGNATURE_ALREADY_ONGOING: {
    title: { fr: 'Signature déjà en cours', en: 'Signature already under way' },
    detail: {
      fr: 'Une demande de signature est déjà en cours : attendez sa fin ou annulez-la.',
      en: 'A signature request is already under way: wait for it to finish or cancel it.',
    },
  },
  SIGNATURE_PROVIDER_FAILED: {
    title: { fr: 'Service de signature indisponible', en: 'Signature service unavailable' },
    detail: {
      fr: "Le service de signature électronique n'a pas accepté la demande ; rien n'a été envoyé. Réessayez plus tard.",
      en: 'The e-signature service did not accept the request; nothing was sent. Try again later.',
    },
  },
  SIGNATURE_NOT_ONGOING: {
    title: { fr: 'Signature terminée', en: 'Signature finished' },
    detail: {
      fr: "Cette demande de signature n'est plus en cours.",
      en: 'This signature request is no longer under way.',
    },
  },
  SIGNATURE_OF_CONTRACT: {
    title: { fr: 'Signature d’un contrat', en: 'Signature of a contract' },
    detail: {
      fr: 'Cette demande est celle d’un contrat : annulez le contrat, sa demande s’arrête avec lui.',
      en: 'This request is a contract’s: cancel the contract and its request ends with it.',
    },
  },
  SIGNATURE_NOT_BUILT_IN: {
    title: { fr: 'Signature chez le prestataire', en: 'Signature at the provider' },
    detail: {
      fr: 'Cette demande se signe chez le prestataire de signature, depuis le lien reçu par e-mail.',
      en: 'This request is signed at the signature provider, from the link received by e-mail.',
    },
  },
  SIGNATURE_CODE_TOO_SOON: {
    title: { fr: 'Code déjà envoyé', en: 'Code already sent' },
    detail: {
      fr: 'Un code vient d’être envoyé : patientez quelques secondes avant d’en demander un autre.',
      en: 'A code was just sent: wait a few seconds before asking for another one.',
    },
  },
  SIGNATURE_CODE_MISSING: {
    title: { fr: 'Code non demandé', en: 'No code asked for' },
    detail: {
      fr: 'Demandez d’abord le code à usage unique envoyé par e-mail.',
      en: 'Ask first for the one-time code sent by e-mail.',
    },
  },
  SIGNATURE_CODE_ATTEMPTS: {
    title: { fr: 'Trop d’essais', en: 'Too many attempts' },
    detail: {
      fr: 'Ce code a été saisi trop de fois : demandez-en un nouveau.',
      en: 'This code was entered too many times: ask for a new one.',
    },
  },
  SIGNATURE_TOO_MANY_WRONG_CODES: {
    title: { fr: 'Signature annulée', en: 'Signature cancelled' },
    detail: {
      fr: 'Trop de codes erronés ont été saisis pour cette demande : elle est annulée par sécurité. Votre gestionnaire vous enverra de nouveau les documents à signer.',
      en: 'Too many wrong codes were entered for this request: it was cancelled for safety. Your account manager will send you the documents to sign again.',
    },
  },
  DOCUMENT_SHOWS_BANK_DETAILS: {
    title: { fr: 'Coordonnées bancaires protégées', en: 'Bank details protected' },
    detail: {
      fr: 'Ce document montre des coordonnées bancaires complètes : seuls les rôles Administrateur et Comptable peuvent l’ouvrir.',
      en: 'This document shows full bank details: only the Administrator and Accountant roles may open it.',
    },
  },
  WEBHOOK_SIGNATURE_INVALID: {
    title: { fr: 'Signature du webhook invalide', en: 'Invalid webhook signature' },
    detail: {
      fr: "L'en-tête X-Yousign-Signature-256 ne correspond pas au contenu reçu.",
      en: 'The X-Yousign-Signature-256 header does not match the body received.',
    },
  },
  CONTRACT_TRANSITION: {
    title: { fr: 'Changement de statut impossible', en: 'Status change not allowed' },
    detail: {
      fr: 'Un contrat passe de BROUILLON à ENVOYÉ puis SIGNÉ, ou est annulé tant qu’il n’est pas signé ({from} → {to} refusé).',
      en: 'A contract goes from DRAFT to SENT then SIGNED, or is cancelled until it is signed ({from} → {to} refused).',
    },
  },
  MANDATE_ALREADY_LINKED: {
    title: { fr: 'Mandat déjà rattaché', en: 'Mandate already linked' },
    detail: {
      fr: 'Ce mandat a déjà un code comptable pour cet établissement ou ce groupe : modifiez-le plutôt.',
      en: 'This mandate already has an accounting code for this establishment or group: change it instead.',
    },
  },
  CENTRAL_ACCOUNT_TAKEN: {
    title: { fr: 'Compte centrale déjà enregistré', en: 'Central account already recorded' },
    detail: {
      fr: 'Cet établissement a déjà un compte chez cette centrale : modifiez-le plutôt.',
      en: 'This establishment already has an account at this central: change it instead.',
    },
  },
  TRANSFER_REFUSED: {
    title: { fr: 'Transfert refusé', en: 'Transfer refused' },
    detail: {
      fr: 'La structure juridique ou le compte de facturation choisi ne permet pas ce transfert.',
      en: 'The chosen legal structure or billing account does not allow this transfer.',
    },
  },
  EMAIL_TAKEN: {
    title: { fr: 'Adresse e-mail déjà utilisée', en: 'E-mail address already used' },
    detail: {
      fr: 'L’adresse {email} est déjà celle d’un autre utilisateur.',
      en: 'The address {email} already belongs to another user.',
    },
  },
  LEADERS_MOVE_FORBIDDEN: {
    title: { fr: 'Établissement avec un responsable', en: 'Establishment with a leader' },
    detail: {
      fr: "Son vétérinaire responsable signerait pour la nouvelle structure juridique (mandats, coordonnées bancaires) : seul un rôle habilité à la facturation (administrateur, manager, comptable) change la structure d'un établissement qui a un responsable.",
      en: 'Its veterinarian leader would sign for the new legal structure (mandates, bank details): only a role entitled to billing (admin, manager, accountant) changes the legal structure of an establishment that has a leader.',
    },
  },
  OWN_JOB_FORBIDDEN: {
    title: { fr: 'Vos propres postes', en: 'Your own jobs' },
    detail: {
      fr: 'Personne ne crée, ne modifie ni ne supprime ses propres postes : demandez-le à un collègue habilité.',
      en: 'Nobody creates, changes or removes their own jobs: ask an entitled colleague.',
    },
  },
  LEADER_JOB_FORBIDDEN: {
    title: { fr: 'Poste de vétérinaire responsable', en: 'Veterinarian leader job' },
    detail: {
      fr: 'Donner, modifier ou retirer un poste de vétérinaire responsable (signataire des mandats SEPA) est réservé aux rôles qui gèrent la facturation (administrateur, manager).',
      en: 'Giving, changing or removing a veterinarian leader job (who signs the SEPA mandates) is reserved to the roles that manage billing (administrator, manager).',
    },
  },
  LAST_ADMIN: {
    title: { fr: 'Dernier administrateur', en: 'Last administrator' },
    detail: {
      fr: 'Cet utilisateur est le dernier administrateur : nommez-en un autre avant de lui retirer ce rôle.',
      en: 'This user is the last administrator: appoint another one before removing this role.',
    },
  },
  OWN_IDENTITY: {
    title: { fr: 'Votre propre compte', en: 'Your own account' },
    detail: {
      fr: 'Vous ne pouvez changer ni votre propre rôle ni votre propre adresse e-mail, ni vous envoyer un lien de mot de passe : demandez-le à un administrateur.',
      en: 'You cannot change your own role or e-mail address, nor send yourself a password link: ask an administrator.',
    },
  },
  STAFF_ACCOUNT_ADMIN_ONLY: {
    title: { fr: 'Réservé aux administrateurs', en: 'Administrators only' },
    detail: {
      fr: 'Seul un administrateur change l’adresse e-mail d’un membre de l’équipe Vetbo, l’invite ou lui envoie un lien de mot de passe.',
      en: 'Only an administrator changes the e-mail address of a Vetbo staff member, invites them or sends them a password link.',
    },
  },
  LEADER_ACCOUNT_BILLING_ONLY: {
    title: { fr: 'Compte d’un vétérinaire responsable', en: 'A leader’s account' },
    detail: {
      fr: 'Ce vétérinaire responsable signe les mandats SEPA de son établissement : seul un rôle qui gère la facturation change son adresse e-mail, l’invite ou lui envoie un lien de mot de passe.',
      en: 'This leader signs the SEPA mandates of their establishment: only a role that manages billing changes their e-mail address, invites them or sends them a password link.',
    },
  },
  PASSWORD_ALREADY_SET: {
    title: { fr: 'Mot de passe déjà choisi', en: 'Password already set' },
    detail: {
      fr: 'Cet utilisateur a déjà un mot de passe : pour en changer, il utilise « Mot de passe oublié ? » sur la page de connexion.',
      en: 'This user already has a password: to change it, they use “Mot de passe oublié ?” (forgotten password) on the sign-in page.',
    },
  },
  STALE_RECORD: {
    title: { fr: 'Modifié entre-temps', en: 'Changed in the meantime' },
    detail: {
      fr: "Quelqu'un d'autre a modifié cet enregistrement depuis que vous l'avez ouvert : rechargez-le avant d'enregistrer vos changements.",
      en: 'Someone else changed this record since you opened it: reload it before saving your changes.',
    },
  },
  PAYLOAD_TOO_LARGE: {
    title: { fr: 'Requête trop volumineuse', en: 'Payload too large' },
    detail: { fr: 'Le corps de la requête est trop volumineux.', en: 'The request body is too large.' },
  },
  MALFORMED_JSON: {
    title: { fr: 'JSON invalide', en: 'Malformed JSON' },
    detail: {
      fr: "Le corps de la requête n'est pas un JSON valide.",
      en: 'The request body is not valid JSON.',
    },
  },
  UNSUPPORTED_MEDIA_TYPE: {
    title: { fr: 'Type de contenu non pris en charge', en: 'Unsupported media type' },
    detail: { fr: 'Envoyez du JSON (application/json).', en: 'Send JSON (application/json).' },
  },
  INTERNAL_ERROR: {
    title: { fr: 'Erreur interne', en: 'Internal error' },
    detail: {
      fr: "Une erreur inattendue s'est produite. Référence : {requestId}.",
      en: 'An unexpected error occurred. Reference: {requestId}.',
    },
  },
  DATABASE_BUSY: {
    title: { fr: 'Service surchargé', en: 'Service busy' },
    detail: {
      fr: 'Trop de demandes sont en cours : réessayez dans quelques secondes.',
      en: 'Too many requests are under way: try again in a few seconds.',
    },
  },
  SERVICE_UNAVAILABLE: {
    title: { fr: 'Service indisponible', en: 'Service unavailable' },
    detail: {
      fr: 'La base de données est injoignable : réessayez dans quelques instants.',
      en: 'The database cannot be reached: try again in a few moments.',
    },
  },
  AUTHENTICATION_UNAVAILABLE: {
    title: { fr: 'Vérification de connexion impossible', en: 'Sign-in check unavailable' },
    detail: {
      fr: "Votre connexion n'a pas pu être vérifiée pour le moment : réessayez dans quelques instants.",
      en: 'Your sign-in could not be checked for now: try again in a few moments.',
    },
  },
  OUTBOX_NOT_FAILED: {
    title: { fr: 'Message non en échec', en: 'Message not failed' },
    detail: {
      fr: 'Seul un message en échec peut être renvoyé.',
      en: 'Only a failed message can be sent again.',
    },
  },
  USER_ANONYMISED: {
    title: { fr: 'Utilisateur anonymisé', en: 'Anonymised user' },
    detail: {
      fr: 'Cet utilisateur a été anonymisé : il ne peut plus être invité ni modifié.',
      en: 'This user has been anonymised: they can no longer be invited or changed.',
    },
  },
  ANONYMISE_SELF: {
    title: { fr: 'Anonymisation impossible', en: 'Anonymisation refused' },
    detail: {
      fr: 'Vous ne pouvez pas anonymiser votre propre compte.',
      en: 'You cannot anonymise your own account.',
    },
  },
  INVOICED_PERIODS: {
    title: { fr: 'Périodes déjà facturées', en: 'Periods already invoiced' },
    detail: {
      fr: 'Une période facturée ne change plus et ne peut pas être supprimée : {periods}.',
      en: 'An invoiced period never changes and cannot be removed: {periods}.',
    },
  },
  SERVICE_OPTION_DISABLED: {
    title: { fr: 'Option désactivée', en: 'Option disabled' },
    detail: {
      fr: 'L’option {option} est désactivée : elle ne prend plus de nouvel abonnement.',
      en: 'Option {option} is disabled: it takes no new subscription.',
    },
  },
  DISCOUNTS_EXCEED_PRICE: {
    title: { fr: 'Dépassement du montant total', en: 'Discounts exceed the price' },
    detail: {
      fr: 'Les remises de la période du {period} dépasseraient son nouveau prix : retirez-les d’abord.',
      en: 'The discounts of the period {period} would exceed its new price: remove them first.',
    },
  },
  DELIVERY_OPTION_CODE_TAKEN: {
    title: { fr: 'Code déjà utilisé', en: 'Code already used' },
    detail: {
      fr: 'Le code {code} est déjà celui d’une autre option de prestation.',
      en: 'The code {code} already belongs to another delivery option.',
    },
  },
  DELIVERY_OPTION_IN_USE: {
    title: { fr: 'Option de prestation utilisée', en: 'Delivery option in use' },
    detail: {
      fr: 'L’option de prestation {code} est utilisée par {count} prestation(s) : elle ne peut pas être supprimée.',
      en: 'Delivery option {code} is used by {count} delivery(ies): it cannot be deleted.',
    },
  },
  DELIVERY_INVOICED: {
    title: { fr: 'Prestation déjà facturée', en: 'Delivery already invoiced' },
    detail: {
      fr: 'La prestation {code} figure sur une facture : elle ne peut pas être supprimée et ses montants (prix, quantité, TVA, remises) ne changent plus.',
      en: 'Delivery {code} is on an invoice: it cannot be deleted and its amounts (price, quantity, VAT, discounts) no longer change.',
    },
  },
  DELIVERY_DISCOUNTS_TOO_LARGE: {
    title: { fr: 'Dépassement du montant total', en: 'Discounts exceed the total amount' },
    detail: {
      fr: 'Les remises de la prestation {code} dépasseraient son montant hors taxes.',
      en: 'The discounts of delivery {code} would exceed its amount without VAT.',
    },
  },
  BANK_DETAILS_FORBIDDEN: {
    title: { fr: 'Coordonnées bancaires protégées', en: 'Bank details protected' },
    detail: {
      fr: 'Seuls les rôles Administrateur, Manager et Comptable modifient l’IBAN, le BIC et le titulaire d’un compte de facturation.',
      en: 'Only the Administrator, Manager and Accountant roles change the IBAN, BIC and holder of a billing account.',
    },
  },
  BANK_DETAILS_CHANGE_REQUIRED: {
    title: { fr: 'Modification à demander', en: 'Change to be asked' },
    detail: {
      fr: 'L’IBAN, le BIC et le titulaire ne se modifient pas directement : demandez la modification, une autre personne de la facturation la confirmera.',
      en: 'The IBAN, BIC and holder are not changed directly: ask for the change, and another billing writer will confirm it.',
    },
  },
  BANK_DETAILS_CHANGE_PENDING: {
    title: { fr: 'Modification déjà demandée', en: 'Change already asked' },
    detail: {
      fr: 'Une modification des coordonnées bancaires de ce compte attend déjà sa confirmation : confirmez-la ou annulez-la d’abord.',
      en: 'A change of this account’s bank details is already waiting for confirmation: confirm or cancel it first.',
    },
  },
  BANK_DETAILS_UNCHANGED: {
    title: { fr: 'Coordonnées identiques', en: 'Same bank details' },
    detail: {
      fr: 'Les coordonnées demandées sont déjà celles du compte.',
      en: 'The details asked are already the account’s.',
    },
  },
  BANK_DETAILS_CHANGE_OWN_REQUEST: {
    title: { fr: 'Confirmation par une autre personne', en: 'To be confirmed by someone else' },
    detail: {
      fr: 'Vous avez demandé cette modification : une autre personne habilitée à la facturation doit la confirmer (contrôle à quatre yeux).',
      en: 'You asked for this change: another billing writer must confirm it (four-eyes check).',
    },
  },
  BANK_DETAILS_CHANGE_DECIDED: {
    title: { fr: 'Modification déjà traitée', en: 'Change already decided' },
    detail: {
      fr: 'Cette modification des coordonnées bancaires a déjà été confirmée ou annulée.',
      en: 'This change of bank details was already confirmed or cancelled.',
    },
  },
} satisfies Record<string, { title: Text; detail: Text }>;

export type ProblemCode = keyof typeof PROBLEM_TEXTS;
