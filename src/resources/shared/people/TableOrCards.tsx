import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, type Identifier, type RaRecord } from 'react-admin';
import type { CardTexts } from './CardList';
import { LazyCardList } from './LazyCardList';

export interface TableOrCardsProps<R extends RaRecord> {
  card: CardTexts<R>;
  /** The URL a record opens (basename included). */
  href: (id: Identifier) => string;
  /** DataTable columns. */
  children: ReactNode;
}

/**
 * A detail screen's few related records (inside their list context), each opening `href(id)`: a
 * table, and below md the cards the lists show (shared/list/ListFrame.tsx), as a table's columns do
 * not fit a phone.
 */
export function TableOrCards<R extends RaRecord>({ card, href, children }: TableOrCardsProps<R>) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isSmall) return <LazyCardList<R> card={card} href={href} />;
  return (
    <DataTable<R> rowClick={href} bulkActionButtons={false}>
      {children}
    </DataTable>
  );
}
