import { useTranslate } from 'react-admin';
import type { ReportItem } from '../../../../contract/reports';
import type { TransactionItem } from '../../../../contract/transactions';
import { useNumberFormat } from '../../../format/numbers';
import type { CardTexts } from './CardList';
import { formatDayTime } from './format';

/** A booking as a card (the transactions list and a detail's bookings, below md). */
export function useTransactionCard(): CardTexts<TransactionItem> {
  const translate = useTranslate();
  const numbers = useNumberFormat();
  return {
    primary: (r) => `#${r.bookingId} · ${r.subjectName}`,
    secondary: (r) => `${r.studentName} → ${r.tutorName} · ${formatDayTime(r.lessonAt)}`,
    tertiary: (r) => `${numbers.money(r.amountCents, r.currency)} · ${translate(`app.people.status.${r.paymentStatus}`)}`,
  };
}

/** A report as a card (the reports list and a person's reports, below md). */
export function useReportCard(): CardTexts<ReportItem> {
  const translate = useTranslate();
  return {
    primary: (r) => r.reportTitle ?? translate('resources.reports.noTitle'),
    secondary: (r) => `${r.reporterName} → ${r.reportedName}`,
    tertiary: (r) => `${translate(`app.people.status.${r.status}`)} · ${formatDayTime(r.createdAt)}`,
  };
}
