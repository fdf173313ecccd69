// The outbox screens' data, on the collection's declaration (app/api/outbox-messages.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@vetbo/api-client/client';
import { outboxMessagesApi } from '../../../app/api/outbox-messages.ts';
import { type OutboxSearch, outboxListUrl } from '../search-params.ts';

/** Newest first; a term goes through POST …/search (recipient or subject). The open message is not a filter. */
export const outboxMessagesQueryOptions = ({ message: _message, ...search }: OutboxSearch) =>
  outboxMessagesApi.listOptions(outboxListUrl.listQuery(search as OutboxSearch), {
    term: search.q,
    keepPrevious: true,
  });

export const useOutboxMessages = (search: OutboxSearch) => useQuery(outboxMessagesQueryOptions(search));

export const useOutboxMessage = outboxMessagesApi.useDetailQuery;

/** A FAILED message back to the queue. */
export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest({
        operation: 'retryOutboxMessage',
        method: 'POST',
        path: '/v1/outbox_messages/{id}/retry',
        pathParams: { id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxMessagesApi.keys.all }),
  });
}
