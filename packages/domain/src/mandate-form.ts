// The SEPA core direct-debit mandate form as the leader signs it (issue 9 §1, the preview): what it
// says, in French, from the creditor, the required mandate and the debtor's billing account. Rendering
// (PDF, PNG) is the server's; the words are here, tested with plain values.

export interface MandateFormInput {
  creditor: { name: string; sepaCreditorIdentifier: string; address: string[] };
  rum: string;
  debtor: { name: string; address: string[] };
  /** As the reader may see it: in full, or masked for the roles that do not see bank details. */
  iban: string | null;
  bic: string | null;
}

export interface MandateFormSection {
  title: string;
  lines: string[];
}

export interface MandateForm {
  title: string;
  subtitle: string;
  sections: MandateFormSection[];
  legalText: string[];
  signature: string[];
}

/** The IBAN in groups of four, as printed on a bank's details: "FR76 3000 6000 …". */
export const groupedIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

export function mandateForm(input: MandateFormInput): MandateForm {
  const creditor = input.creditor.name;
  return {
    title: 'Mandat de prélèvement SEPA',
    subtitle: 'Prélèvement SEPA Core — paiement récurrent',
    sections: [
      { title: 'Référence unique du mandat (RUM)', lines: [input.rum] },
      {
        title: 'Créancier',
        lines: [
          creditor,
          `Identifiant créancier SEPA (ICS) : ${input.creditor.sepaCreditorIdentifier}`,
          ...input.creditor.address,
        ],
      },
      { title: 'Débiteur', lines: [input.debtor.name, ...input.debtor.address] },
      {
        title: 'Compte à débiter',
        lines: [
          `IBAN : ${input.iban ? groupedIban(input.iban) : 'à renseigner'}`,
          `BIC : ${input.bic ?? 'à renseigner'}`,
          'Type de paiement : récurrent',
        ],
      },
    ],
    legalText: [
      `En signant ce formulaire de mandat, vous autorisez ${creditor} à envoyer des instructions à votre banque pour débiter votre compte, et votre banque à débiter votre compte conformément aux instructions de ${creditor}.`,
      'Vous bénéficiez du droit d’être remboursé par votre banque selon les conditions décrites dans la convention que vous avez passée avec elle. Une demande de remboursement doit être présentée dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.',
      'Vos droits concernant le présent mandat sont expliqués dans un document que vous pouvez obtenir auprès de votre banque.',
    ],
    signature: ['Fait à : ……………………………', 'Le : ……………………………', 'Signature du débiteur :'],
  };
}

/** A paragraph cut into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
