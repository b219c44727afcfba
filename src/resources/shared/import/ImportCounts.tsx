import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { MAX_LISTED_REFUSALS, type ImportPreview } from '../../../../contract/import';
import { refusalText } from '../../../i18n/apiErrorText';

type Counts = Pick<ImportPreview, 'rows' | 'create' | 'update' | 'unchanged' | 'refused' | 'refusals'>;

/** The rows by what becomes of them, in one line: what a dry run would do (`planned`) or what an import did. */
export function countsText(counts: Omit<Counts, 'refusals'>, planned: boolean, translate: TranslateFunction): string {
  return [
    translate('app.import.counts.rows', { smart_count: counts.rows }),
    translate(planned ? 'app.import.counts.create' : 'app.import.counts.created', { smart_count: counts.create }),
    translate(planned ? 'app.import.counts.update' : 'app.import.counts.updated', { smart_count: counts.update }),
    translate('app.import.counts.unchanged', { smart_count: counts.unchanged }),
    translate('app.import.counts.refused', { smart_count: counts.refused }),
  ].join(' · ');
}

/**
 * What an import would do (`planned`, its dry run) or did: the rows by what becomes of them, then the
 * refused rows, each with its line and why, in the chosen language.
 */
export function ImportCounts({ counts, planned }: { counts: Counts; planned: boolean }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography>{countsText(counts, planned, translate)}</Typography>
      {counts.refusals.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle1">
            {translate('app.import.refusals.title')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.import.refusals.line')}</TableCell>
                <TableCell>{translate('app.import.refusals.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {counts.refusals.map((refused) => (
                <TableRow key={refused.line}>
                  <TableCell>{refused.line}</TableCell>
                  <TableCell>{refusalText(refused, translate, refused.message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {counts.refused > counts.refusals.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('app.import.refusals.more', { count: MAX_LISTED_REFUSALS })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
