import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';

/** /admin/success: a confirmation with a way back. */
export function SuccessPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <CardContent sx={{ textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="p" variant="h6" role="status" sx={{ my: 2 }}>
          {translate('app.done.text')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" component={Link} to={`${basename}/dashboard`}>
            {translate('app.done.dashboard')}
          </Button>
          <Button component={Link} to={`${basename}/profile`}>
            {translate('app.done.profile')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
