import { AutocompleteInput, DateInput, NumberInput, ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { type TransactionItem } from '../../../contract/transactions';
import { paymentStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { centsToDollarInput, centsToDollars, dollarsToCents, formatDayTime } from '../shared/people/format';
import type { PeopleListTools } from '../shared/people/listTools';

const centsInput = { format: centsToDollarInput, parse: dollarsToCents };

function useTransactionFilters() {
  const translate = useTranslate();
  const statusChoices = paymentStatuses.map((id) => ({ id, name: translate(`app.people.status.${id}`) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="paymentStatus" source="paymentStatus" choices={statusChoices} alwaysOn />,
    <DateInput key="lessonFrom" source="lessonFrom" />,
    <DateInput key="lessonTo" source="lessonTo" />,
    <NumberInput key="minAmount" source="minAmount" min={0} step={0.01} {...centsInput} />,
    <NumberInput key="maxAmount" source="maxAmount" min={0} step={0.01} {...centsInput} />,
    <ReferenceInput key="studentId" source="studentId" reference="users">
      <AutocompleteInput optionText="displayName" label="resources.transactions.fields.studentId" />
    </ReferenceInput>,
    <ReferenceInput key="tutorId" source="tutorId" reference="tutors">
      <AutocompleteInput optionText="displayName" label="resources.transactions.fields.tutorId" />
    </ReferenceInput>,
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
