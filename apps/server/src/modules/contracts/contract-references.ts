// What a new contract names, checked and read for its PDF: the establishment (with its main address),
// its subscriptions (each of that establishment) and the signer (a user of it, not gone). 422 otherwise.
import {
  veterinaryEstablishmentAddresses as addresses,
  veterinaryEstablishments as establishments,
  veterinaryEstablishmentUsers as establishmentUsers,
  veterinaryServiceOptions as options,
  veterinaryServices as services,
  veterinaryEstablishmentServiceSubscriptions as subscriptions,
  users,
} from '@vetbo/db/schema/index';
import type { ContractCreate } from '@vetbo/domain/contracts';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { fieldProblem, unknownReference } from '../../lib/constraint-problems.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { ContractPdfInput } from './contract-pdf.render.ts';

export interface ContractReferences {
  establishment: ContractPdfInput['establishment'];
  subscriptions: ContractPdfInput['subscriptions'];
  signer: ContractPdfInput['signer'];
}

async function loadEstablishment(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: establishments.name,
      privilegedCode: establishments.privilegedCode,
      streetNumber: addresses.streetNumber,
      streetName: addresses.streetName,
      postalCode: addresses.postalCode,
      city: addresses.city,
    })
    .from(establishments)
    .leftJoin(addresses, eq(addresses.id, establishments.mainAddressId))
    .where(eq(establishments.id, id));
  if (!row) throw unknownReference('veterinaryEstablishmentId');
  const street = [row.streetNumber, row.streetName].filter(Boolean).join(' ');
  const address = row.streetName ? `${street}, ${row.postalCode} ${row.city}` : null;
  return { name: row.name, privilegedCode: row.privilegedCode, address };
}

async function loadSubscriptions(tx: Tx, input: ContractCreate) {
  const rows = await tx
    .select({
      id: subscriptions.id,
      veterinaryEstablishmentId: subscriptions.veterinaryEstablishmentId,
      serviceEntitled: services.entitled,
      optionEntitled: options.entitled,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      annualPriceWithoutVat: subscriptions.annualPriceWithoutVat,
    })
    .from(subscriptions)
    .innerJoin(options, eq(options.id, subscriptions.veterinaryServiceOptionId))
    .innerJoin(services, eq(services.id, options.veterinaryServiceId))
    .where(inArray(subscriptions.id, input.serviceSubscriptionIds))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  if (rows.length !== input.serviceSubscriptionIds.length) throw unknownReference('serviceSubscriptionIds');
  if (rows.some((row) => row.veterinaryEstablishmentId !== input.veterinaryEstablishmentId))
    throw fieldProblem('serviceSubscriptionIds', 'subscriptionOfAnotherEstablishment', 422);
  return rows;
}

async function loadSigner(tx: Tx, input: ContractCreate) {
  const [signer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, input.signerId));
  if (!signer) throw unknownReference('signerId');
  const [membership] = await tx
    .select({ id: establishmentUsers.id })
    .from(establishmentUsers)
    .where(
      and(
        eq(establishmentUsers.userId, input.signerId),
        eq(establishmentUsers.veterinaryEstablishmentId, input.veterinaryEstablishmentId),
        or(isNull(establishmentUsers.exitDate), gte(establishmentUsers.exitDate, sql`current_date`)),
      ),
    )
    .limit(1);
  if (!membership) throw fieldProblem('signerId', 'contractSignerNotMember', 422);
  return signer;
}

export async function checkContractReferences(tx: Tx, input: ContractCreate): Promise<ContractReferences> {
  const establishment = await loadEstablishment(tx, input.veterinaryEstablishmentId);
  const subscriptionRows = await loadSubscriptions(tx, input);
  const signer = await loadSigner(tx, input);
  return { establishment, subscriptions: subscriptionRows, signer };
}
