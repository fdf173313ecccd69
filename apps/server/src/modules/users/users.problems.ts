import { defineProblems } from '../../lib/problem.ts';

/** The refusals of the users module: code → HTTP status and French/English texts. */
export const USER_PROBLEMS = defineProblems({
  EMAIL_TAKEN: {
    status: 409,
    title: { fr: 'Adresse e-mail déjà utilisée', en: 'E-mail address already used' },
    detail: {
      fr: 'L’adresse {email} est déjà celle d’un autre utilisateur.',
      en: 'The address {email} already belongs to another user.',
    },
    uniqueConstraints: { users_email_lower_key: { field: 'email', message: 'emailTaken', echoValue: true } },
  },
  LAST_ADMIN: {
    status: 409,
    title: { fr: 'Dernier administrateur', en: 'Last administrator' },
    detail: {
      fr: 'Cet utilisateur est le dernier administrateur : nommez-en un autre avant de lui retirer ce rôle.',
      en: 'This user is the last administrator: appoint another one before removing this role.',
    },
  },
  OWN_IDENTITY: {
    status: 403,
    title: { fr: 'Votre propre compte', en: 'Your own account' },
    detail: {
      fr: 'Vous ne pouvez changer ni votre propre rôle ni votre propre adresse e-mail, ni vous envoyer un lien de mot de passe : demandez-le à un administrateur.',
      en: 'You cannot change your own role or e-mail address, nor send yourself a password link: ask an administrator.',
    },
  },
  STAFF_ACCOUNT_ADMIN_ONLY: {
    status: 403,
    title: { fr: 'Réservé aux administrateurs', en: 'Administrators only' },
    detail: {
      fr: 'Seul un administrateur change l’adresse e-mail d’un membre de l’équipe Vetbo, l’invite ou lui envoie un lien de mot de passe.',
      en: 'Only an administrator changes the e-mail address of a Vetbo staff member, invites them or sends them a password link.',
    },
  },
  LEADER_ACCOUNT_BILLING_ONLY: {
    status: 403,
    title: { fr: 'Compte d’un vétérinaire responsable', en: 'A leader’s account' },
    detail: {
      fr: 'Ce vétérinaire responsable signe les mandats SEPA de son établissement : seul un rôle qui gère la facturation change son adresse e-mail, l’invite ou lui envoie un lien de mot de passe.',
      en: 'This leader signs the SEPA mandates of their establishment: only a role that manages billing changes their e-mail address, invites them or sends them a password link.',
    },
  },
  USER_ANONYMISED: {
    status: 409,
    title: { fr: 'Utilisateur anonymisé', en: 'Anonymised user' },
    detail: {
      fr: 'Cet utilisateur a été anonymisé : il ne peut plus être invité ni modifié.',
      en: 'This user has been anonymised: they can no longer be invited or changed.',
    },
  },
});
