import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { TransactionItem } from '../../../contract/transactions';
import { lazyScreen } from '../../layout/lazyScreen';
import { transactionListStart } from './listStart';
import type { ResourceModule } from '../types';

/** Transactions (bookings and their payments): read-only list and detail at transactions/{bookingId}. */
export default {
  name: 'transactions',
  list: lazyScreen(transactionListStart.loadScreen),
  show: lazyScreen(() => import('./TransactionShow').then((m) => m.TransactionShow)),
  icon: ReceiptLongIcon,
  recordRepresentation: (record: TransactionItem) => `#${record.bookingId} ${record.subjectName}`,
  menuOrder: 30,
} satisfies ResourceModule;
