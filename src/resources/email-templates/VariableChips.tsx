import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The `{{variables}}` a template may use; clicking one inserts it where the cursor was. */
export function VariableChips({ variables, onInsert }: { variables: string[]; onInsert: (variable: string) => void }) {
  const translate = useTranslate();
  if (variables.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="template-variables-heading" sx={{ my: 1 }}>
      <Typography id="template-variables-heading" component="h2" variant="subtitle2">
        {translate('resources.email-templates.variables.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('resources.email-templates.variables.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {variables.map((variable) => (
          <Chip
            key={variable}
            label={`{{${variable}}}`}
            onClick={() => onInsert(variable)}
            // keep the cursor in the field: the chip must not take focus on mouse down
            onMouseDown={(event) => event.preventDefault()}
            aria-label={translate('resources.email-templates.variables.insert', { name: variable })}
            variant="outlined"
            color="primary"
          />
        ))}
      </Box>
    </Box>
  );
}
