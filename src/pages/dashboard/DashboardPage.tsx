import type { ComponentType } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CollapsibleCard } from '../../layout/CollapsibleCard';
import { lazyWith } from '../../layout/lazyLoad';
import { LoadFailed } from '../../layout/LoadFailed';
import { errorText } from '../../resources/shared/catalogue/serverError';
import { StatCards } from './StatCards';
import { OpenReportsList, PendingTutorsList } from './ShortLists';
import { useDashboard } from './useDashboard';
import { ErrorWithRetry } from '../../layout/ErrorWithRetry';

function ChartLoading() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}

/** The three charts share one chunk (with the charting library), loaded after the totals show. */
const chartsModule = () => import('./DashboardCharts');
const chart = <P extends object>(pick: (charts: Awaited<ReturnType<typeof chartsModule>>) => ComponentType<P>) =>
  lazyWith({ Loading: ChartLoading, Failed: LoadFailed }, () => chartsModule().then(pick));
const BookingsChart = chart((charts) => charts.BookingsChart);
const RevenueChart = chart((charts) => charts.RevenueChart);
const SignupsChart = chart((charts) => charts.SignupsChart);

/**
 * /admin/dashboard: totals, bookings/revenue per month, sign-ups per week, what needs attention.
 * The page's h1 is the layout's (PageFrame); the cards' titles are h2.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useDashboard();
  return (
    <Box sx={{ py: 2 }}>
      {isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : error || !data ? (
        <ErrorWithRetry onRetry={refetch}>{translate('app.dashboard.error', { message: errorText(error, translate) })}</ErrorWithRetry>
      ) : (
        <>
          <StatCards totals={data.totals} />
          <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
            <CollapsibleCard title={translate('app.dashboard.openReports')}>
              <OpenReportsList reports={data.newestOpenReports} />
            </CollapsibleCard>
            <CollapsibleCard title={translate('app.dashboard.pendingTutors')}>
              <PendingTutorsList tutors={data.oldestPendingTutors} />
            </CollapsibleCard>
            <CollapsibleCard title={translate('app.dashboard.charts.bookings')}>
              <BookingsChart data={data.bookingsByMonth} />
            </CollapsibleCard>
            <CollapsibleCard title={translate('app.dashboard.charts.revenue')}>
              <RevenueChart data={data.bookingsByMonth} />
            </CollapsibleCard>
            <CollapsibleCard title={translate('app.dashboard.charts.signups')} sx={{ gridColumn: { lg: '1 / -1' } }}>
              <SignupsChart data={data.signupsByWeek} />
            </CollapsibleCard>
          </Box>
        </>
      )}
    </Box>
  );
}
