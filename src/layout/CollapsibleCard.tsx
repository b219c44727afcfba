import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Card, CardContent, CardHeader, Collapse, IconButton, Tooltip, type CardProps } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Spec section 9: the card opens in about 300 ms, closes in 50 ms, and keeps 1.5rem when collapsed. */
export const collapseTimings = { enter: 300, exit: 50 } as const;
export const collapsedHeight = '1.5rem';

export interface CollapsibleCardProps extends Omit<CardProps, 'title'> {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function CollapsibleCard({ title, children, defaultOpen = true, ...cardProps }: CollapsibleCardProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  const label = translate(open ? 'app.card.collapse' : 'app.card.expand');
  return (
    <Card {...cardProps}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Tooltip title={label}>
            <IconButton
              aria-label={label}
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen((value) => !value)}
            >
              <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }} />
            </IconButton>
          </Tooltip>
        }
      />
      <Collapse id={contentId} in={open} timeout={collapseTimings} collapsedSize={collapsedHeight}>
        <CardContent sx={{ pt: 0 }} inert={!open || undefined}>
          {children}
        </CardContent>
      </Collapse>
    </Card>
  );
}
