import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * The chosen or stored photo; where the browser cannot show it (a file named like a photo that is
 * none, kept with its refusal below), the file's name instead of a broken picture, so that the
 * remove button beside it still has something to stand on.
 */
export function PhotoPreview() {
  const photo = useRecordContext<{ src?: string; title?: string; rawFile?: File }>();
  const [broken, setBroken] = useState<string | null>(null);
  if (!photo?.src) return null;
  if (broken === photo.src) {
    return (
      <Typography variant="body2" sx={{ py: 1, pr: 5, overflowWrap: 'anywhere' }}>
        {photo.rawFile?.name ?? photo.title}
      </Typography>
    );
  }
  return <Box component="img" src={photo.src} alt={photo.title ?? ''} onError={() => setBroken(photo.src!)} sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'contain' }} />;
}
