import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiQuery, apiRequest } from '@vetbo/api-client/client';
import { type OutboxSearch, outboxListUrl } from '../search-params.ts';

export const outboxKeys = {
  all: ['outbox-messages'] as const,
  list: (search: Omit<OutboxSearch, 'message'>) => ['outbox-messages', 'list', search] as const,
  detail: (id: number) => ['outbox-messages', 'detail', id] as const,
};

function outboxListQuery(search: OutboxSearch): ApiQuery<'/v1/outbox_messages', 'GET'> {
  return outboxListUrl.listQuery(search);
}

/** Newest first; a term goes through POST …/search (recipient or subject). */
function getOutboxMessages(search: OutboxSearch, signal?: AbortSignal) {
  const query = outboxListQuery(search);
  if (search.q) {
    return apiRequest({
      operation: 'searchOutboxMessages',
      method: 'POST',
      path: '/v1/outbox_messages/search',
      query,
      body: { term: search.q },
      requiresBody: true,
      signal,
    });
  }
  return apiRequest({ operation: 'getOutboxMessages', path: '/v1/outbox_messages', query, signal });
}

export const outboxMessagesQueryOptions = ({ message: _message, ...search }: OutboxSearch) =>
  queryOptions({
    queryKey: outboxKeys.list(search),
    queryFn: ({ signal }) => getOutboxMessages(search as OutboxSearch, signal),
    placeholderData: keepPreviousData,
  });

export const useOutboxMessages = (search: OutboxSearch) => useQuery(outboxMessagesQueryOptions(search));

export function useOutboxMessage(id: number | undefined) {
  return useQuery({
    queryKey: outboxKeys.detail(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest({
        operation: 'getOutboxMessage',
        path: '/v1/outbox_messages/{id}',
        pathParams: { id: id as number },
        signal,
      }),
    enabled: id !== undefined,
  });
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
