import { createRoot } from 'react-dom/client';
import { Admin, DataTable, EmailField, List, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

/**
 * The reference of the cold-load comparison (docs/performance.md): a plain 3-resource react-admin 5.15 app, as its tutorial builds it
 * (one chunk, ra-data-simple-rest). The bench serves it with a small REST endpoint on its data.
 */
const dataProvider = simpleRestProvider('/ref-api');

const UserList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="email" field={EmailField} />
    </DataTable>
  </List>
);

const BookingList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="studentName" />
      <DataTable.Col source="tutorName" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="users" list={UserList} />
    <Resource name="tutors" list={UserList} />
    <Resource name="bookings" list={BookingList} />
  </Admin>,
);
