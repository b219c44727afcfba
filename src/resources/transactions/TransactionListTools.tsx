import { useTranslate } from 'react-admin';
import { type TransactionItem } from '../../../contract/transactions';
import { paymentStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { lazyFilter } from '../shared/people/filters/lazyFilter';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { centsToDollarInput, centsToDollars, dollarsToCents, formatDayTime } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

const centsInput = { format: centsToDollarInput, parse: dollarsToCents };

// The student and tutor filters search as the admin types (react-admin's autocomplete): loaded when first shown.
const PartyFilter = lazyFilter(() => import('./PartyFilter').then((module) => module.PartyFilter));

function useTransactionFilters() {
  const translate = useTranslate();
  const statusChoices = paymentStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="paymentStatus" source="paymentStatus" choices={statusChoices} alwaysOn />,
    <DateFilter key="lessonFrom" source="lessonFrom" />,
    <DateFilter key="lessonTo" source="lessonTo" />,
    <NumberFilter key="minAmount" source="minAmount" min={0} step={0.01} {...centsInput} />,
    <NumberFilter key="maxAmount" source="maxAmount" min={0} step={0.01} {...centsInput} />,
    <PartyFilter key="studentId" source="studentId" reference="users" />,
    <PartyFilter key="tutorId" source="tutorId" reference="tutors" />,
  ];
}

function useExporter() {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.transactions.fields.${field}`);
  return csvExporter<TransactionItem>('transactions', [
    { header: label('bookingId'), value: (r) => r.bookingId },
    { header: label('studentName'), value: (r) => r.studentName },
    { header: label('tutorName'), value: (r) => r.tutorName },
    { header: label('subjectName'), value: (r) => r.subjectName },
    { header: label('lessonAt'), value: (r) => formatDayTime(r.lessonAt) },
    { header: label('durationMinutes'), value: (r) => r.durationMinutes },
    { header: label('amountCents'), value: (r) => centsToDollars(r.amountCents) },
    { header: label('platformFeeCents'), value: (r) => centsToDollars(r.platformFeeCents) },
    { header: label('netCents'), value: (r) => centsToDollars(r.netCents) },
    { header: label('currency'), value: (r) => r.currency },
    { header: label('paymentStatus'), value: (r) => translate(`app.people.status.${r.paymentStatus}`) },
  ]);
}

/** Filters and CSV export of the list, loaded after its first rows. */
export const transactionListTools: PeopleListTools<TransactionItem> = { useFilters: useTransactionFilters, useExporter };
