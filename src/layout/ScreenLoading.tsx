import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'ra-core';

export function ScreenLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <span>{translate('app.lazy.loading', { _: 'Loading…' })}</span>
    </Box>
  );
}
