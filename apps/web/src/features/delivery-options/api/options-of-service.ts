import type { Schema } from '@vetbo/api-client/client';

/** One service's options out of the page of every option, by code (as the catalogue orders its options). */
export function optionsOfService<
  T extends Pick<Schema<'ServiceDeliveryOption'>, 'code' | 'veterinaryServiceId'>,
>(answer: { data: readonly T[] }, serviceId: number): { data: T[] } {
  return {
    data: answer.data
      .filter((option) => option.veterinaryServiceId === serviceId)
      .sort((a, b) => a.code.localeCompare(b.code)),
  };
}
