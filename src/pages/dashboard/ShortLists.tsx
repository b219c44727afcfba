import { Link as MuiLink, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Dashboard } from '../../../contract/dashboard';
import { useResourcePaths } from '../../resources/useResourcePaths';
import { formatDate } from '../../format/date';

function Empty() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('app.dashboard.nothing')}</Typography>;
}

/** The 5 newest open reports, each linking to its detail (/admin/reports/{id}). */
export function OpenReportsList({ reports }: { reports: Dashboard['newestOpenReports'] }) {
  const translate = useTranslate();
  const paths = useResourcePaths('reports');
  if (reports.length === 0) return <Empty />;
  return (
    <List dense disablePadding>
      {reports.map((report) => (
        <ListItem key={report.id} disableGutters divider>
          <ListItemText
            primary={
              <MuiLink component={Link} to={paths.detail(report.id)}>
                {report.reportTitle ?? translate('app.dashboard.untitledReport', { id: report.id })}
              </MuiLink>
            }
            secondary={`${report.reporterName} → ${report.reportedName} · ${formatDate(report.createdAt)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The 5 tutors waiting longest for approval, each linking to their detail (/admin/tutors/{id}). */
export function PendingTutorsList({ tutors }: { tutors: Dashboard['oldestPendingTutors'] }) {
  const translate = useTranslate();
  const paths = useResourcePaths('tutors');
  if (tutors.length === 0) return <Empty />;
  return (
    <List dense disablePadding>
      {tutors.map((tutor) => (
        <ListItem key={tutor.id} disableGutters divider>
          <ListItemText
            primary={
              <MuiLink component={Link} to={paths.detail(tutor.id)}>
                {tutor.displayName}
              </MuiLink>
            }
            secondary={translate('app.dashboard.waitingSince', { date: formatDate(tutor.createdAt) })}
          />
        </ListItem>
      ))}
    </List>
  );
}
