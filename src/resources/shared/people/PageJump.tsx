import { useId, useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useNumberFormat } from '../../../format/numbers';

export interface PageJumpProps {
  lastPage: number;
  /** Whether the server opens this page (contract/pageReach.ts). */
  opens: (page: number) => boolean;
}

/**
 * "Go to page": a page number typed and sent with Enter or the button. A number that is no page of
 * the list, or a page the server cannot open, is refused with a message and the page stays.
 */
export function PageJump({ lastPage, opens }: PageJumpProps) {
  const { setPage } = useListContext();
  const translate = useTranslate();
  const numbers = useNumberFormat();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(value);
    if (value.trim() === '' || !Number.isInteger(page) || page < 1 || page > lastPage) {
      setProblem(translate('app.people.pageJump.outOfRange', { last: numbers.count(lastPage) }));
    } else if (!opens(page)) {
      setProblem(translate('app.people.pageJump.outOfReach', { page: numbers.count(page) }));
    } else {
      setProblem(undefined);
      setValue('');
      setPage(page);
    }
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', gap: 1, px: 2, pb: 1 }}>
      <TextField
        id={id}
        size="small"
        type="number"
        label={translate('app.people.pageJump.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{ htmlInput: { min: 1, max: lastPage, inputMode: 'numeric' } }}
        sx={{ width: problem ? 'min(100%, 22rem)' : '8rem' }}
      />
      <Button type="submit" variant="outlined" size="medium">
        {translate('app.people.pageJump.go')}
      </Button>
    </Box>
  );
}
