import type { ReactNode } from 'react';
import { Box, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../../../contract/dashboard';
import { formatDayOfYear, formatMonth, useSiteDateFormat } from '../../format/date';
import { useNumberFormat } from '../../format/numbers';

/* This module (and recharts with it) is its own chunk, loaded after the dashboard's numbers. */

const CHART_HEIGHT = 260;

/**
 * Read by screen readers, drawn nowhere. In pixels: a bare 1 in `sx` means 100%. On a wrapper, not on
 * the table itself: a table is never narrower than its content, and this one is wider than a phone.
 */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

/** In the site's date display: "2025-03" -> "03/2025", "2025-03-10" -> "10/03" (DD/MM/YYYY). */
export const monthLabel = (month: string) => formatMonth(month);
export const weekLabel = (day: string) => formatDayOfYear(day);

/** Roughly how wide a tick label of n characters is drawn, at the axes' 12 px: digits are about 7 px. */
const labelWidth = (text: string) => 7 * text.length;

/**
 * Room at the ends of a line chart's month axis: the first and last labels are centred on the
 * chart's edges, so without it the first one runs under the amount axis' lowest label (long in
 * German: "180.000 €").
 */
const edgePadding = (labels: string[]) => {
  const widest = Math.max(0, ...labels.map(labelWidth));
  return { left: Math.ceil(widest / 2) + 4, right: Math.ceil(widest / 2) + 4 };
};


interface Column {
  key: string;
  label: string;
}

/**
 * A chart with its data as a table that screen readers read instead of the drawing. The drawing is
 * aria-hidden, so it must hold nothing focusable: the charts turn recharts' keyboard layer off
 * (`accessibilityLayer={false}`, which would make the svg a tab stop); the table carries the data.
 */
function ChartFigure({ caption, columns, rows, children }: { caption: string; columns: Column[]; rows: Array<Record<string, string | number>>; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }}>
      <Box aria-hidden sx={{ width: '100%', height: CHART_HEIGHT }}>
        {children}
      </Box>
      <Box sx={visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column.key}>{row[column.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}

export function BookingsChart({ data }: { data: Dashboard['bookingsByMonth'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const numbers = useNumberFormat();
  useSiteDateFormat(); // renders again when the settings change the date display
  const rows = data.map((point) => ({ label: monthLabel(point.month), bookings: point.bookings }));
  const name = translate('app.dashboard.charts.bookings');
  return (
    <ChartFigure caption={name} columns={[{ key: 'label', label: translate('app.dashboard.charts.month') }, { key: 'bookings', label: name }]} rows={rows}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis tickFormatter={(value: number) => numbers.thousands(value)} />
          <Tooltip formatter={(value) => numbers.count(Number(value))} />
          <Bar dataKey="bookings" name={name} fill={theme.palette.primary.main} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function RevenueChart({ data }: { data: Dashboard['bookingsByMonth'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const numbers = useNumberFormat();
  useSiteDateFormat(); // renders again when the settings change the date display
  const rows = data.map((point) => ({ label: monthLabel(point.month), revenue: point.revenueCents, shown: numbers.money(point.revenueCents) }));
  const name = translate('app.dashboard.charts.revenue');
  return (
    <ChartFigure caption={name} columns={[{ key: 'label', label: translate('app.dashboard.charts.month') }, { key: 'shown', label: name }]} rows={rows}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" padding={edgePadding(rows.map((row) => row.label))} />
          <YAxis tickFormatter={(cents: number) => numbers.compactMoney(cents)} width="auto" />
          <Tooltip formatter={(cents) => numbers.money(Number(cents))} />
          <Line type="monotone" dataKey="revenue" name={name} stroke={theme.palette.primary.main} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function SignupsChart({ data }: { data: Dashboard['signupsByWeek'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  useSiteDateFormat(); // renders again when the settings change the date display
  // The last week is the current one, not over yet: said so, or its dip reads as a fall in sign-ups.
  const label = (weekStart: string, index: number) =>
    index === data.length - 1 ? translate('app.dashboard.charts.weekSoFar', { week: weekLabel(weekStart) }) : weekLabel(weekStart);
  const rows = data.map((point, index) => ({ label: label(point.weekStart, index), students: point.students, tutors: point.tutors }));
  const students = translate('app.dashboard.charts.students');
  const tutors = translate('app.dashboard.charts.tutors');
  return (
    <ChartFigure
      caption={translate('app.dashboard.charts.signups')}
      columns={[{ key: 'label', label: translate('app.dashboard.charts.week') }, { key: 'students', label: students }, { key: 'tutors', label: tutors }]}
      rows={rows}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="students" name={students} stroke={theme.palette.primary.main} strokeWidth={2} />
          <Line type="monotone" dataKey="tutors" name={tutors} stroke={theme.palette.warning.main} strokeWidth={2} strokeDasharray="5 3" />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
