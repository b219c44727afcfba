import { useState } from 'react';
import { Card, CardContent, LinearProgress, List, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/createDataProvider';
import { errorText, serverMessage } from '../shared/catalogue/serverError';
import { MoveDialog, NameDialog } from './SubjectDialogs';
import { SubjectRow, type SubjectAction } from './SubjectRow';
import { exportSubjects } from './subjectCsv';
import { SubjectToolbar } from './SubjectToolbar';
import { buildTree, countMatches, filterTree, type SubjectNode } from './subjectTree';
import { useUrlSearch } from './useUrlSearch';
import { useMovedToTrashNotice } from '../shared/trash/useDeleteOptions';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

/** The subject list limit of spec section 9. */
const SUBJECT_LIMIT = 500;
type Pending = { action: SubjectAction | 'addRoot'; node?: SubjectNode } | null;
const CONFIRMED: SubjectAction[] = ['remove', 'removeChildren', 'removeFromParent'];

/**
 * /admin/subjects: the subject tree with add (top level or child), rename, move, remove, and
 * removal of child subjects (to the trash, with Undo; the toolbar leads to the trash). The server refuses removals that would orphan tutors and says how
 * many use the subject; that message is shown as it is. The search (kept in the URL, `?q=`)
 * filters the loaded tree in place, each match under its parents; the export writes what is shown.
 */
export function SubjectTree() {
  const translate = useTranslate();
  const notify = useNotify();
  const movedToTrash = useMovedToTrashNotice('subjects');
  const dataProvider = useDataProvider<AppDataProvider>();
  const { search, setSearch, query } = useUrlSearch();
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  // The tree call answers each subject's tutors, and with subtreeCounts a parent's chip counts the tutors of its sub-subjects too.
  const treeQuery = { flat: true, page: 1, limit: SUBJECT_LIMIT, sort: 'sortOrder', subtreeCounts: true };
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['subjects', 'tree', treeQuery],
    queryFn: async ({ signal }) => (await dataProvider.call<{ items: SubjectNode[] }>('subjects', 'tree', { query: treeQuery, signal })).data.items,
  });
  const tree = buildTree(data ?? []);
  const shown = filterTree(tree, query);
  const close = () => setPending(null);

  /** Runs a write, then tells the admin and reloads the tree; a refusal is rethrown for the form. */
  const write = async (run: () => Promise<unknown>, done: string, args: Record<string, unknown>) => {
    await run();
    notify(`resources.subjects.notifications.${done}`, { type: 'success', messageArgs: args });
    close();
    await refetch();
  };

  /** After a removal: the subjects are in the trash, which the notice's Undo restores them from. */
  const removed = async (ids: readonly Identifier[]) => {
    movedToTrash(ids);
    close();
    await refetch();
  };

  const confirmRemoval = async () => {
    const node = pending?.node;
    if (!node || !pending) return;
    setBusy(true);
    try {
      if (pending.action === 'remove') {
        await dataProvider.delete('subjects', { id: node.id, previousData: node });
        await removed([node.id]);
      } else if (pending.action === 'removeChildren') {
        await removed((await dataProvider.call<{ ids: number[] }>('subjects', 'removeChildren', { data: { parentId: node.id } })).data.ids);
      } else {
        // Out of its parent, not out of the catalogue: it becomes a top-level subject, with its sub-subjects and tutors.
        await write(() => dataProvider.update('subjects', { id: node.id, data: { parentId: null }, previousData: node }), 'madeTopLevel', { name: node.name });
      }
    } catch (failure) {
      notify(serverMessage(failure) ?? 'ra.notification.http_error', { type: 'error' });
      close();
    } finally {
      setBusy(false);
    }
  };

  const node = pending?.node;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.subjects.name', { smart_count: 2 })} />
      <CardContent>
        <SubjectToolbar
          search={search}
          onSearch={setSearch}
          onAdd={() => setPending({ action: 'addRoot' })}
          onExport={() => exportSubjects(shown, translate)}
          count={data ? countMatches(tree, query) : undefined}
        />
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <ErrorWithRetry onRetry={refetch}>{translate('app.content.loadFailed', { message: errorText(error, translate) })}</ErrorWithRetry>
        ) : shown.length === 0 ? (
          <Typography>
            {query
              ? translate('ra.navigation.no_results', { name: translate('resources.subjects.name', { smart_count: 2 }) })
              : translate('resources.subjects.tree.empty')}
          </Typography>
        ) : (
          <List aria-label={translate('resources.subjects.name', { smart_count: 2 })} disablePadding>
            {shown.map((root) => (
              <SubjectRow key={root.id} node={root} depth={0} expandAll={query !== ''} onAction={(action, target) => setPending({ action, node: target })} />
            ))}
          </List>
        )}
      </CardContent>

      {pending?.action === 'addRoot' && (
        <NameDialog
          title={translate('resources.subjects.tree.addRoot')}
          onClose={close}
          onSubmit={(name) => write(() => dataProvider.create('subjects', { data: { name } }), 'added', { name })}
        />
      )}
      {pending?.action === 'addChild' && node && (
        <NameDialog
          title={translate('resources.subjects.tree.addChildNamed', { name: node.name })}
          onClose={close}
          onSubmit={(name) => write(() => dataProvider.create('subjects', { data: { name, parentId: node.id } }), 'added', { name })}
        />
      )}
      {pending?.action === 'rename' && node && (
        <NameDialog
          title={translate('resources.subjects.tree.renameNamed', { name: node.name })}
          initialName={node.name}
          onClose={close}
          onSubmit={(name) =>
            write(() => dataProvider.update('subjects', { id: node.id, data: { name }, previousData: node }), 'renamed', { name })
          }
        />
      )}
      {pending?.action === 'move' && node && (
        <MoveDialog
          subject={node}
          tree={tree}
          onClose={close}
          onSubmit={(parentId) =>
            write(() => dataProvider.update('subjects', { id: node.id, data: { parentId }, previousData: node }), 'moved', {
              name: node.name,
            })
          }
        />
      )}
      {pending && node && CONFIRMED.includes(pending.action as SubjectAction) && (
        <Confirm
          isOpen
          loading={busy}
          title={`resources.subjects.tree.${pending.action}Title`}
          content={`resources.subjects.tree.${pending.action}Content`}
          translateOptions={{ name: node.name, smart_count: node.children?.length ?? node.childCount ?? 0 }}
          onConfirm={confirmRemoval}
          onClose={close}
        />
      )}
    </Card>
  );
}
