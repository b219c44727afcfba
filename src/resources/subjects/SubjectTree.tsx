import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, List, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../shared/catalogue/serverError';
import { MoveDialog, NameDialog } from './SubjectDialogs';
import { SubjectRow, type SubjectAction } from './SubjectRow';
import { buildTree, type SubjectNode } from './subjectTree';

/** The subject list limit of spec section 9. */
const SUBJECT_LIMIT = 500;
type Pending = { action: SubjectAction | 'addRoot'; node?: SubjectNode } | null;
const CONFIRMED: SubjectAction[] = ['remove', 'removeChildren', 'removeFromParent'];

/**
 * /admin/subjects: the subject tree with add (top level or child), rename, move, remove, and
 * removal of child subjects. The server refuses removals that would orphan tutors and says how
 * many use the subject; that message is shown as it is.
 */
export function SubjectTree() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const { data, total, isPending, error, refetch } = useGetList<SubjectNode>('subjects', {
    pagination: { page: 1, perPage: SUBJECT_LIMIT },
    sort: { field: 'sortOrder', order: 'ASC' },
    filter: query ? { q: query } : {},
  });
  const tree = buildTree(data ?? []);
  const close = () => setPending(null);

  /** Runs a write, then tells the admin and reloads the tree; a refusal is rethrown for the form. */
  const write = async (run: () => Promise<unknown>, done: string, args: Record<string, unknown>) => {
    await run();
    notify(`resources.subjects.notifications.${done}`, { type: 'success', messageArgs: args });
    close();
    await refetch();
  };

  const confirmRemoval = async () => {
    const node = pending?.node;
    if (!node || !pending) return;
    setBusy(true);
    try {
      if (pending.action === 'remove') {
        await write(() => dataProvider.delete('subjects', { id: node.id, previousData: node }), 'removed', { name: node.name });
      } else if (pending.action === 'removeChildren') {
        await write(() => dataProvider.call('subjects', 'removeChildren', { data: { parentId: node.id } }), 'childrenRemoved', { name: node.name });
      } else {
        await write(
          () => dataProvider.call('subjects', 'removeChildren', { data: { parentId: node.parentId, ids: [node.id] } }),
          'removed',
          { name: node.name },
        );
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
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label={translate('ra.action.search')}
            type="search"
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button variant="contained" startIcon={<AddIcon aria-hidden />} onClick={() => setPending({ action: 'addRoot' })}>
            {translate('resources.subjects.tree.addRoot')}
          </Button>
          {total != null && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {translate('resources.subjects.tree.count', { smart_count: total })}
            </Typography>
          )}
        </Box>
        {isPending ? (
          <LinearProgress aria-label={translate('ra.page.loading')} />
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => refetch()}>
                {translate('app.content.retry')}
              </Button>
            }
          >
            {translate('app.content.loadFailed', { message: serverMessage(error) ?? translate('ra.notification.http_error') })}
          </Alert>
        ) : tree.length === 0 ? (
          <Typography>{translate(query ? 'ra.navigation.no_results' : 'resources.subjects.tree.empty')}</Typography>
        ) : (
          <List aria-label={translate('resources.subjects.name', { smart_count: 2 })} disablePadding>
            {tree.map((root) => (
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
