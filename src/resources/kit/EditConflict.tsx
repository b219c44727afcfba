import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { RecordContextProvider, useLocaleState, useRecordContext, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { writableFields, type ResourceDeclaration } from '../../../contract/declaration';
import type { RecordChange } from '../../live/recordChanges';
import { DeclaredValue } from './DeclaredValue';
import { theirChanges } from './editConflict';
import { fieldLabel } from './useDeclaration';

export interface EditConflictProps {
  declaration: ResourceDeclaration;
  /** The record as stored now (the 409's `current`). */
  current: RaRecord;
  /** Who saved it and when, when the live changes told it before the user saved. */
  changedBy?: RecordChange;
  /** The user chose to build on `current`: the next save claims its version (If-Match). */
  onTakeVersion: (version: string) => void;
  /** The panel has done its job (their values are in the form, or the save over theirs succeeded). */
  onResolved: () => void;
}

/**
 * A save refused because someone else saved the record meanwhile (409 EDIT_CONFLICT). The form
 * keeps what the user typed; the panel lists the fields the other person changed, their value beside
 * the user's, and offers two ways on, neither losing what was typed:
 * - "keep mine": saves the form as it is over their version (If-Match carries their version);
 * - "load theirs": puts their values into the fields the user did not edit, and leaves the save to them.
 */
export function EditConflict({ declaration, current, changedBy, onTakeVersion, onResolved }: EditConflictProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const opened = useRecordContext();
  const { getValues, setValue, formState } = useFormContext();
  const { save } = useSaveContext();
  const [saving, setSaving] = useState(false);
  const resource = declaration.name;
  const writable = writableFields(declaration);
  const changed = opened ? theirChanges(writable, opened, current) : [];
  const yours = getValues();
  const version = String(current.updatedAt);

  const keepMine = async () => {
    setSaving(true);
    onTakeVersion(version);
    // The values passed client validation on the refused save; the server checks them again.
    await Promise.resolve(save?.(getValues(), { meta: { version } })).finally(() => setSaving(false));
  };

  const loadTheirs = () => {
    onTakeVersion(version);
    for (const source of writable) {
      if (!formState.dirtyFields[source]) setValue(source, current[source], { shouldDirty: true });
    }
    onResolved();
  };

  return (
    <Alert
      severity="warning"
      // Told while typing, it is announced politely; a refused save is announced at once.
      role={changedBy ? 'status' : 'alert'}
      sx={{ mb: 2, width: '100%', '& .MuiAlert-message': { width: '100%', overflowX: 'auto' } }}
    >
      <AlertTitle>{translate('app.content.declared.conflict.title')}</AlertTitle>
      {changedBy ? (
        <Typography variant="body2" sx={{ fontWeight: 500, mb: 0.5 }} data-testid="changed-by">
          {changedBy.actor.name}, {new Date(changedBy.at).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })}
        </Typography>
      ) : null}
      {translate('app.content.declared.conflict.text')}
      <Table size="small" sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{translate('app.content.declared.conflict.field')}</TableCell>
            <TableCell component="th">{translate('app.content.declared.conflict.theirs')}</TableCell>
            <TableCell component="th">{translate('app.content.declared.conflict.yours')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.map((source) => {
            const field = declaration.fields[source];
            return field ? (
              <TableRow key={source}>
                <TableCell component="th" scope="row">{translate(fieldLabel(resource, source))}</TableCell>
                <TableCell>
                  <RecordContextProvider value={current}>
                    <DeclaredValue resource={resource} source={source} field={field} />
                  </RecordContextProvider>
                </TableCell>
                <TableCell>
                  <RecordContextProvider value={{ ...current, ...yours }}>
                    <DeclaredValue resource={resource} source={source} field={field} />
                  </RecordContextProvider>
                </TableCell>
              </TableRow>
            ) : null;
          })}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" color="warning" onClick={() => void keepMine()} disabled={saving}>
          {translate('app.content.declared.conflict.keepMine')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={loadTheirs} disabled={saving}>
          {translate('app.content.declared.conflict.loadTheirs')}
        </Button>
      </Box>
    </Alert>
  );
}
