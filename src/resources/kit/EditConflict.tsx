import { useEffect, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { RecordContextProvider, useRecordContext, useSaveContext, useTranslate, type RaRecord } from 'react-admin';
import { writableFields, type ResourceDeclaration } from './declaration';
import { DeclaredValue } from './DeclaredValue';
import { theirChanges } from './editConflict';
import { fieldLabel } from './useDeclaration';

export type ConflictChoice = 'keepMine' | 'loadTheirs';

export interface EditConflictProps {
  declaration: ResourceDeclaration;
  /** The record as stored now (the 409's `current`). */
  current: RaRecord;
  /** Called once the form holds their version (as its saved record) with the user's values on top, as chosen. */
  onChoose: (choice: ConflictChoice) => void;
}

/**
 * A save refused because someone else saved the record meanwhile (409 EDIT_CONFLICT). The form
 * keeps what the user typed; the panel lists the fields the other person changed, their value beside
 * the user's. Either choice makes their version the form's saved record (so the next save sends its
 * version in If-Match) and keeps the user's typing: "keep mine" keeps every value of the form and
 * saves at once; "load theirs" keeps only the fields the user edited and leaves the save to them.
 */
export function EditConflict({ declaration, current, onChoose }: EditConflictProps) {
  const translate = useTranslate();
  const opened = useRecordContext();
  const queryClient = useQueryClient();
  const { getValues } = useFormContext();
  const { save } = useSaveContext();
  const [saving, setSaving] = useState(false);
  const saveWhenLoaded = useRef(false);
  const resource = declaration.name;
  const changed = opened ? theirChanges(writableFields(declaration), opened, current) : [];
  const yours = getValues();

  const choose = (choice: ConflictChoice) => {
    queryClient.setQueryData([resource, 'getOne', { id: String(current.id), meta: undefined }], current);
    onChoose(choice);
    if (choice !== 'keepMine') return;
    saveWhenLoaded.current = true;
    setSaving(true);
  };

  // Saves once the form's record is their version (the render after `choose`), so If-Match carries it.
  useEffect(() => {
    if (!saveWhenLoaded.current || opened?.updatedAt !== current.updatedAt) return;
    saveWhenLoaded.current = false;
    // The values passed client validation on the refused save; the server checks them again.
    void Promise.resolve(save?.(getValues())).finally(() => setSaving(false));
  }, [opened, current, getValues, save]);

  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2, width: '100%', '& .MuiAlert-message': { width: '100%', overflowX: 'auto' } }}>
      <AlertTitle>{translate('app.content.declared.conflict.title')}</AlertTitle>
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
        <Button variant="contained" color="warning" onClick={() => choose('keepMine')} disabled={saving}>
          {translate('app.content.declared.conflict.keepMine')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => choose('loadTheirs')} disabled={saving}>
          {translate('app.content.declared.conflict.loadTheirs')}
        </Button>
      </Box>
    </Alert>
  );
}
