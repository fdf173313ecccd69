// The e-mail a person gets when one of their leader jobs is given, changed or ended (issue 20): the
// establishments they sign for after the change, so that a change they did not expect reaches them.

import { frenchOrder } from '@vetbo/db/schema/collation';
import type { LeadershipChange } from '@vetbo/domain/teams';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import { type MailToWrite, mailHtml, writeToOutbox } from '../mail/public.ts';
import { LEADER_JOB_NOT_ENDED, ledEstablishmentIds } from '../me/public.ts';

export interface LeaderNotice {
  personId: number;
  change: LeadershipChange;
  /** Where the job is: "l’établissement « … »" or "le groupe « … »". */
  place: string;
}

type Led = {
  name: string;
  code: string;
  /** The first day of a leadership still to come; null when it runs today. */
  starts: string | null;
};

const SENTENCES: Record<LeadershipChange, (place: string) => string> = {
  given: (place) => `Un poste de vétérinaire responsable vous a été confié dans ${place}.`,
  changed: (place) => `Les dates de votre poste de vétérinaire responsable dans ${place} ont changé.`,
  ended: (place) => `Votre poste de vétérinaire responsable dans ${place} a pris fin.`,
};

const calendarDay = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The establishments the person leads today (the rule the onboarding area applies) or will lead. */
async function ledBy(tx: Tx, userId: number): Promise<Led[]> {
  const { rows } = await tx.execute<Led>(sql`
    select e.name, e.privileged_code as code,
      case when e.id in (${ledEstablishmentIds(userId)}) then null else min(j.entry_date)::text end as starts
    from veterinary_establishment_users j
    join veterinary_establishments e on e.id = j.veterinary_establishment_id
    where j.user_id = ${userId} and ${LEADER_JOB_NOT_ENDED}
    group by e.id
    order by ${frenchOrder(sql`e.name`)}, e.id`);
  return rows;
}

function noticeMail(
  person: { id: number; email: string; firstName: string },
  notice: LeaderNotice,
  led: Led[],
): MailToWrite {
  const now = led.filter((row) => row.starts === null);
  const later = led.filter((row) => row.starts !== null);
  const line = (row: Led) =>
    `- ${row.name} (${row.code})${row.starts ? `, à partir du ${calendarDay(row.starts)}` : ''}`;
  const paragraphs = [`Bonjour ${person.firstName},`, SENTENCES[notice.change](notice.place)];
  if (now.length > 0) {
    paragraphs.push(
      'Vous signez désormais les mandats de prélèvement SEPA de ces établissements, et pouvez donner leurs coordonnées bancaires :',
      now.map(line).join('\n'),
    );
  } else {
    paragraphs.push(
      later.length > 0
        ? 'À ce jour, vous ne signez pour aucun établissement.'
        : 'Vous ne signez plus pour aucun établissement : les mandats de prélèvement SEPA et les coordonnées bancaires ne vous sont plus accessibles.',
    );
  }
  if (later.length > 0) paragraphs.push('Prochainement :', later.map(line).join('\n'));
  paragraphs.push('Si vous n’attendiez pas ce changement, prévenez l’équipe Vetbo.');
  return {
    kind: 'LEADER_NOTICE',
    recipient: person.email,
    userId: person.id,
    subject: 'Vos établissements sur Vetbo',
    textBody: `${paragraphs.join('\n\n')}\n`,
    htmlBody: mailHtml(paragraphs.flatMap((paragraph) => paragraph.split('\n'))),
  };
}

/**
 * Writes the notice in the caller's transaction, after the change (nothing for an anonymised person);
 * returns the message to deliver once committed.
 */
export async function writeLeaderNotice(tx: Tx, notice: LeaderNotice): Promise<number | null> {
  const { rows } = await tx.execute<{ email: string; first_name: string; anonymised: boolean }>(sql`
    select email, first_name, anonymised_date is not null as anonymised from users where id = ${notice.personId}`);
  const person = rows[0];
  if (!person || person.anonymised) return null;
  const led = await ledBy(tx, notice.personId);
  const mail = noticeMail(
    { id: notice.personId, email: person.email, firstName: person.first_name },
    notice,
    led,
  );
  return writeToOutbox(tx, mail);
}
