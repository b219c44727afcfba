import { useTranslate } from 'react-admin';
import { type TransactionItem } from '../../../contract/transactions';
import { paymentStatuses } from '../../../contract/values';
import { valueLabels } from '../shared/export/valueLabels';
import { DateFilter } from '../shared/people/filters/DateFilter';
import { ReferenceFilter } from '../shared/people/filters/ReferenceFilter';
import { CurrencyLabel } from '../shared/people/CurrencyLabel';
import { NumberFilter } from '../shared/people/filters/NumberFilter';
import { SearchFilter } from '../shared/people/filters/SearchFilter';
import { SelectFilter } from '../shared/people/filters/SelectFilter';
import { centsToDollarInput, dollarsToCents } from '../shared/people/format';
import type { ListTools } from '../shared/list/toolbarTypes';

const centsInput = { format: centsToDollarInput, parse: dollarsToCents };

function useTransactionFilters() {
  const translate = useTranslate();
  const statusChoices = paymentStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchFilter key="q" source="q" alwaysOn />,
    <SelectFilter key="paymentStatus" source="paymentStatus" choices={statusChoices} alwaysOn />,
    <DateFilter key="lessonFrom" source="lessonFrom" />,
    <DateFilter key="lessonTo" source="lessonTo" />,
    <NumberFilter key="minAmount" source="minAmount" label={<CurrencyLabel message="resources.transactions.fields.minAmount" />} min={0} step={0.01} notAbove="maxAmount" {...centsInput} />,
    <NumberFilter key="maxAmount" source="maxAmount" label={<CurrencyLabel message="resources.transactions.fields.maxAmount" />} min={0} step={0.01} notBelow="minAmount" {...centsInput} />,
    <ReferenceFilter key="studentId" source="studentId" reference="users" optionText="displayName" />,
    <ReferenceFilter key="tutorId" source="tutorId" reference="tutors" optionText="displayName" />,
  ];
}

const exportColumns: ListTools<TransactionItem>['exportColumns'] = [
  { field: 'bookingId', label: 'resources.transactions.fields.bookingId' },
  { field: 'studentName', label: 'resources.transactions.fields.studentName' },
  { field: 'tutorName', label: 'resources.transactions.fields.tutorName' },
  { field: 'subjectName', label: 'resources.transactions.fields.subjectName' },
  { field: 'lessonAt', label: 'resources.transactions.fields.lessonAt' },
  { field: 'durationMinutes', label: 'resources.transactions.fields.durationMinutes' },
  { field: 'amountCents', label: 'resources.transactions.fields.amountCents' },
  { field: 'platformFeeCents', label: 'resources.transactions.fields.platformFeeCents' },
  { field: 'netCents', label: 'resources.transactions.fields.netCents' },
  { field: 'currency', label: 'resources.transactions.fields.currency' },
  { field: 'paymentStatus', label: 'resources.transactions.fields.paymentStatus', values: valueLabels(paymentStatuses, 'app.people.status') },
];

/** Filters and CSV export of the list, loaded after its first rows. */
export const transactionListTools: ListTools<TransactionItem> = { useFilters: useTransactionFilters, exportColumns };
