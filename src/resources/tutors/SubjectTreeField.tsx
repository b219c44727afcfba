import { Box, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { chosenSubjectRows, useSubjectRows } from './subjectTree';

/** A tutor's subjects shown in the subject tree: chosen ones in bold, their parents for context. */
export function SubjectTreeField({ subjects }: { subjects: Array<{ id: number; name: string }> }) {
  const translate = useTranslate();
  const { rows, isPending } = useSubjectRows();
  if (subjects.length === 0) return <Typography color="text.secondary">{translate('app.people.related.none')}</Typography>;
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  const shown = chosenSubjectRows(rows, subjects.map((s) => s.id));
  // A subject no longer in the tree still shows, at the top level.
  const missing = subjects.filter((s) => !shown.some((row) => row.id === s.id));
  return (
    <List dense disablePadding aria-label={translate('resources.tutors.fields.subjects')}>
      {shown.map((row) => (
        <ListItem key={row.id} disableGutters sx={{ pl: row.depth * 3, py: 0 }}>
          <Box component="span" sx={{ fontWeight: row.chosen ? 600 : 400, color: row.chosen ? 'text.primary' : 'text.secondary' }}>
            {row.name}
          </Box>
        </ListItem>
      ))}
      {missing.map((s) => (
        <ListItem key={s.id} disableGutters sx={{ py: 0, fontWeight: 600 }}>
          {s.name}
        </ListItem>
      ))}
    </List>
  );
}
