import { Box, Card, CardActionArea, CardContent, Tooltip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import type { Dashboard } from '../../../contract/dashboard';
import { useNumberFormat } from '../../format/numbers';
import { listShowing } from '../../resources/paths';

interface Stat {
  key: keyof Dashboard['totals'];
  shown: string;
  exact: string;
  to?: string;
}

/** One card per total; open reports and pending tutors open the matching filtered list. */
export function StatCards({ totals }: { totals: Dashboard['totals'] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const numbers = useNumberFormat();
  const count = (key: Stat['key'], to?: string): Stat => ({ key, shown: numbers.thousands(totals[key]), exact: numbers.count(totals[key]), to });
  const money = (key: Stat['key']): Stat => ({ key, shown: numbers.compactMoney(totals[key]), exact: numbers.money(totals[key]) });
  const stats: Stat[] = [
    count('tutors', `${basename}/tutors`),
    count('students', `${basename}/users`),
    count('bookings', `${basename}/transactions`),
    money('revenueCents'),
    money('platformFeeCents'),
    count('openReports', listShowing(`${basename}/reports`, { filter: { status: 'open' } })),
    count('tutorsAwaitingApproval', listShowing(`${basename}/tutors`, { filter: { approvalStatus: 'pending' } })),
  ];
  return (
    <Box
      component="ul"
      aria-label={translate('app.dashboard.totals')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}
    >
      {stats.map((stat) => {
        const body = (
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.dashboard.stats.${stat.key}`)}
            </Typography>
            <Tooltip title={stat.exact}>
              <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {stat.shown}
              </Typography>
            </Tooltip>
          </CardContent>
        );
        return (
          <Card component="li" key={stat.key} variant="outlined">
            {stat.to ? (
              <CardActionArea component={Link} to={stat.to}>
                {body}
              </CardActionArea>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </Box>
  );
}
