import { useEffect, useId, useState, type ReactNode } from 'react';
import { Autocomplete, Box, Dialog, DialogContent, DialogTitle, ListSubheader, TextField, type AutocompleteRenderGroupParams, type PopperProps } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRecordOptions, useScreenOptions, useViewOptions, type PaletteOption } from './paletteOptions';

/** How long typing pauses before the server is asked: one search per word typed, not per key. */
const TYPING_PAUSE_MS = 200;

/** The list drawn under the box, in the dialog itself rather than in a popup over it. */
function InlineList({ children, className, style }: PopperProps) {
  return (
    <div className={className} style={{ ...style, position: 'static', width: '100%' }}>
      {children as ReactNode}
    </div>
  );
}

/**
 * A resource's records as a named group of the list box (role group, labelled by its heading): MUI's
 * own grouping puts plain list items between the list box and its options, which screen readers and axe refuse.
 */
function renderOptionGroup({ key, group, children }: AutocompleteRenderGroupParams) {
  const headingId = `palette-group-${key}`;
  return (
    <li key={key} role="presentation">
      <div role="group" aria-labelledby={headingId}>
        <ListSubheader id={headingId} component="div" role="presentation" sx={{ top: -8 }}>
          {group}
        </ListSubheader>
        <Box component="ul" role="presentation" sx={{ p: 0 }}>
          {children}
        </Box>
      </div>
    </li>
  );
}

/**
 * Search everything from one box (Ctrl+K, ⌘+K, or the app bar's search button): the screens and
 * actions the person may open, their saved views and the shared ones, and the records of every resource they may read (one server call,
 * GET /admin/search), grouped, best first. Arrows choose, Enter opens, Escape closes; how many were
 * found is said to screen readers as it changes.
 */
export function CommandPalette({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const [term, setTerm] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  const screens = useScreenOptions(term);
  const records = useRecordOptions(asked);
  const views = useViewOptions(term);
  const options = [...screens, ...views, ...(term.trim() ? records.options : [])];
  const searching = term.trim() !== '' && (term !== asked || records.isFetching);
  const open = (option: PaletteOption | null) => {
    if (!option) return;
    onClose();
    option.onOpen?.();
    navigate(option.path);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {translate('app.palette.title')}
      </DialogTitle>
      <DialogContent sx={{ minHeight: 320 }}>
        <Autocomplete<PaletteOption>
          open
          disablePortal
          autoHighlight
          forcePopupIcon={false}
          options={options}
          groupBy={(option) => option.group}
          renderGroup={renderOptionGroup}
          getOptionLabel={(option) => option.label}
          getOptionKey={(option) => option.key}
          isOptionEqualToValue={(option, value) => option.key === value.key}
          filterOptions={(all) => all}
          inputValue={term}
          onInputChange={(_event, value, reason) => reason === 'input' && setTerm(value)}
          value={null}
          onChange={(_event, option) => open(option)}
          loading={searching && options.length === 0}
          loadingText={translate('app.palette.searching')}
          noOptionsText={records.failed ? translate('ra.notification.http_error') : translate('app.palette.none')}
          slots={{ popper: InlineList }}
          slotProps={{ listbox: { sx: { maxHeight: '60vh' } }, paper: { elevation: 0 } }}
          renderInput={(params) => <TextField {...params} autoFocus label={translate('app.palette.label')} sx={{ mt: 1 }} />}
        />
        <Box role="status" sx={visuallyHidden}>
          {searching ? '' : translate('app.palette.found', { smart_count: options.length })}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
