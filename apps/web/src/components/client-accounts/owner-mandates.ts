// What the Clients tab needs of an owner's accounts at the creditors: /v1/veterinary_establishment_mandates
// and /v1/veterinary_group_mandates are the same record (a creditor's mandate, the accounting code the owner
// is invoiced under), told apart by the owner's id field. Their app/api resources fit this shape.
import type { OwnerMandateUpdate } from '@vetbo/domain/mandates';
import type { UpdateInput } from '../../app/api/resource.ts';
import type { SaveMutation } from '../../hooks/useRecordForm.tsx';
import type { Versioned } from '../../lib/versioned-record.ts';

/** One client account as the tab reads it. */
export interface ClientAccount {
  id: number;
  mandateId: number;
  accountingCode: string | null;
  /** The account's last day (included), ISO; null while it is open. */
  endDate: string | null;
}

/** The owner's field in the account: `veterinaryEstablishmentId` or `veterinaryGroupId`. */
export type OwnerKey = 'veterinaryEstablishmentId' | 'veterinaryGroupId';

/** The list's query: the owner's accounts, one page. */
export type OwnerAccountsQuery<K extends OwnerKey> = { [P in `${K}[]`]: number[] } & {
  page: number;
  limit: number;
};

/** POST: a creditor's mandate and the accounting code, for this owner. */
export type OwnerAccountCreate<K extends OwnerKey> = { [P in K]: number } & {
  mandateId: number;
  accountingCode: string;
};

/** The tab's list query, as TanStack Query answers it (RelatedTable reads it). */
export interface AccountsQuery<A> {
  data?: { data: A[] };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The owner's mandates resource (app/api), as far as the tab and its drawer use it. */
export interface OwnerMandatesApi<K extends OwnerKey, A extends ClientAccount> {
  useList(query: OwnerAccountsQuery<K>): AccountsQuery<A>;
  get(id: number): Promise<Versioned<A>>;
  useCreate(): SaveMutation<OwnerAccountCreate<K>, A>;
  useUpdate(): SaveMutation<UpdateInput<OwnerMandateUpdate>, A>;
}

/** Whose accounts the tab shows: the resource, the owner's field in it, the owner. */
export interface ClientAccountsOwner<K extends OwnerKey, A extends ClientAccount> {
  api: OwnerMandatesApi<K, A>;
  key: K;
  id: number;
}
