import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';
import { saveNow } from '../catalogue/saveNow';
import { serverMessage } from '../catalogue/serverError';

/** What a restore (`{ids}`) or emptying (`{removed}`) answers. */
type Answer = { ids: Identifier[] } | { removed: number };

const countOf = (answer: Answer) => ('ids' in answer ? answer.ids.length : answer.removed);

/**
 * One call of a trash (`trashResource`): `restore` the ids given, or `empty` it. Once it succeeds,
 * `done` says how many records it took (`smart_count`), the trash's selection is cleared and every list
 * is read again (the records are back in theirs); a refusal shows the server's message, in the chosen
 * language (a restore whose unique value is taken since names the field). The effects belong to the
 * mutation, not to the component: they run even when the call outlives it (an Undo in a notification).
 */
export function useTrashCall(trash: string, action: 'restore' | 'empty', done: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(trash);
  return useMutation({
    ...saveNow,
    mutationFn: async (ids?: readonly Identifier[]) => (await dataProvider.call<Answer>(trash, action, ids ? { data: { ids } } : {})).data,
    onSuccess: (answer) => {
      notify(done, { type: 'info', messageArgs: { smart_count: countOf(answer) } });
      unselectAll();
      refresh();
    },
    onError: (error) => notify(serverMessage(error) ?? 'ra.notification.http_error', { type: 'error' }),
  });
}
