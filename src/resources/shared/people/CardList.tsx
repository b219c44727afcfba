import type { ReactNode } from 'react';
import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  ListNoResults,
  RecordContextProvider,
  SimpleListLoading,
  WithListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';

export interface CardTexts<R extends RaRecord> {
  primary: (record: R) => ReactNode;
  secondary?: (record: R) => ReactNode;
  /** Shown at the right of the first line, dimmed (like react-admin's SimpleList). */
  tertiary?: (record: R) => ReactNode;
}

export interface CardListProps<R extends RaRecord> {
  card: CardTexts<R>;
  /** The detail URL of a record, basename included; without it the cards are no links (a list edited in place). */
  href?: ((id: Identifier) => string) | undefined;
}

/**
 * The list's records as cards below the md breakpoint. react-admin's SimpleList makes a card a
 * button when its target is computed (navigation in onClick); here each card is a real link to
 * the record's detail URL, so middle click, "open in a new tab" and "copy link" work, and its
 * accessible name is the card's text.
 */
export function CardList<R extends RaRecord>({ card, href }: CardListProps<R>) {
  return (
    <WithListContext<R>
      loading={<SimpleListLoading hasSecondaryText={!!card.secondary} hasTertiaryText={!!card.tertiary} />}
      empty={<ListNoResults />}
      render={({ data }) => (
        <List>
          {(data ?? []).map((record) => (
            <RecordContextProvider key={record.id} value={record}>
              <ListItem disablePadding={Boolean(href)}>
                {href ? (
                  <ListItemButton component={Link} to={href(record.id)}>
                    <CardText card={card} record={record} />
                  </ListItemButton>
                ) : (
                  <CardText card={card} record={record} />
                )}
              </ListItem>
            </RecordContextProvider>
          ))}
        </List>
      )}
    />
  );
}

function CardText<R extends RaRecord>({ card, record }: { card: CardTexts<R>; record: R }) {
  return (
    <ListItemText
      // A long email or name breaks rather than widening a phone's screen.
      sx={{ overflowWrap: 'anywhere' }}
      primary={
        <>
          {card.primary(record)}
          {card.tertiary && <span style={{ float: 'right', opacity: 0.541176, marginLeft: 8 }}>{card.tertiary(record)}</span>}
        </>
      }
      secondary={card.secondary?.(record)}
    />
  );
}
