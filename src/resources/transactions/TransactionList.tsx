import {
  AutocompleteInput,
  DataTable,
  DateInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { type TransactionItem } from '../../../contract/transactions';
import { paymentStatuses } from '../../../contract/values';
import { csvExporter } from '../shared/people/csv';
import { DayField, MoneyField, StatusField } from '../shared/people/fields';
import { centsToDollarInput, centsToDollars, dollarsToCents, formatDayTime } from '../shared/people/format';
import { PeopleList } from '../shared/people/PeopleList';

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

/** Read-only list of bookings and their payments (spec: /admin/transactions). */
export function TransactionList() {
  const translate = useTranslate();
  return (
    <PeopleList<TransactionItem>
      resource="transactions"
      filters={useTransactionFilters()}
      sort={{ field: 'lessonAt', order: 'DESC' }}
      exporter={useExporter()}
      card={{
        primary: (r) => `#${r.bookingId} · ${r.subjectName}`,
        secondary: (r) => `${r.studentName} → ${r.tutorName} · ${formatDayTime(r.lessonAt)}`,
        tertiary: (r) => `$${centsToDollars(r.amountCents)} · ${translate(`app.people.status.${r.paymentStatus}`)}`,
      }}
    >
      <DataTable.Col source="id" label="resources.transactions.fields.bookingId" />
      <DataTable.Col source="studentName" disableSort />
      <DataTable.Col source="tutorName" disableSort />
      <DataTable.Col source="subjectName" disableSort />
      <DataTable.Col source="lessonAt">
        <DayField source="lessonAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="amountCents" align="right">
        <MoneyField source="amountCents" />
      </DataTable.Col>
      <DataTable.Col source="platformFeeCents" align="right" disableSort>
        <MoneyField source="platformFeeCents" />
      </DataTable.Col>
      <DataTable.Col source="netCents" align="right" disableSort>
        <MoneyField source="netCents" />
      </DataTable.Col>
      <DataTable.Col source="paymentStatus">
        <StatusField source="paymentStatus" />
      </DataTable.Col>
    </PeopleList>
  );
}
