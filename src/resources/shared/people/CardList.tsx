import type { ReactNode } from 'react';
import { Box, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  BulkActionsToolbar,
  ListNoResults,
  RecordContextProvider,
  SimpleListLoading,
  WithListContext,
  useGetRecordRepresentation,
  useListContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { rowCheckboxClass, rowCheckboxes } from '../catalogue/RowCheckbox';
import { hiddenUntilSelected } from '../list/bulkToolbar';
import { CardSort, type SortField } from './CardSort';

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
  /** Buttons for the selected cards: each card then has a check box, as the table's rows do. */
  bulkActions?: ReactNode;
  /** The fields the list sorts by (the table's sortable columns): the cards then offer a sort. */
  sortFields?: readonly SortField[] | undefined;
}

/**
 * The cards' look, written once for the whole list: each card is a plain element under it, not
 * five Material UI components (ListItem, ListItemButton, ListItemText and its two Typography), whose
 * styles Emotion serialised again for every card on every render: with 25 cards that was the largest
 * part of the first screen's rendering at phone width (docs/performance.md). Material UI's
 * measures: ListItemButton's padding and hover, ListItemText's margins and type; the keyboard's
 * focus also gets an outline.
 */
const cardsStyle = (theme: Theme) => ({
  padding: '8px 0',
  margin: 0,
  listStyle: 'none',
  '& > li': { display: 'flex', alignItems: 'center', position: 'relative', width: '100%', boxSizing: 'border-box' },
  '& > li > .card-text': { padding: '8px 16px' },
  '& > li > input': { flex: 'none', marginLeft: '16px' },
  '& > li > input + a, & > li > input + .card-text': { paddingLeft: '12px' },
  '& > li > a': {
    display: 'flex',
    flexGrow: 1,
    alignItems: 'center',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: '8px 16px',
    color: 'inherit',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus, outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .card-text': { flex: '1 1 auto', minWidth: 0, margin: '4px 0', overflowWrap: 'anywhere' },
  '& .card-text.two-lines': { margin: '6px 0' },
  // The title and the record's state (a status, a date) share the first line while both fit, the
  // state moving below when not: floated, the state narrowed the lines beside it until names broke
  // mid-word ("Nao|mie").
  '& .card-primary': { ...theme.typography.body1, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 8 },
  '& .card-tertiary': { marginLeft: 'auto', color: theme.palette.text.secondary },
  '& .card-secondary': { ...theme.typography.body2, display: 'block', color: theme.palette.text.secondary },
});

/**
 * The list's records as cards below the md breakpoint. react-admin's SimpleList makes a card a
 * button when its target is computed (navigation in onClick); here each card is a real link to
 * the record's detail URL, so middle click, "open in a new tab" and "copy link" work, and its
 * accessible name is the card's text. With bulk actions each card starts with a check box and
 * the actions' toolbar shows over the cards once one is selected; with sort fields a sort comes first.
 */
export function CardList<R extends RaRecord>({ card, href, bulkActions, sortFields }: CardListProps<R>) {
  const selectable = bulkActions !== undefined && bulkActions !== null && bulkActions !== false;
  return (
    <>
      {sortFields && sortFields.length > 0 && <CardSort fields={sortFields} />}
      {selectable && (
        <Box sx={hiddenUntilSelected}>
          <BulkActionsToolbar>{bulkActions}</BulkActionsToolbar>
        </Box>
      )}
      <WithListContext<R>
        loading={<SimpleListLoading hasSecondaryText={!!card.secondary} hasTertiaryText={!!card.tertiary} />}
        empty={<ListNoResults />}
        render={({ data }) => (
          <Box component="ul" sx={selectable ? [cardsStyle, rowCheckboxes] : cardsStyle}>
            {(data ?? []).map((record) => (
              <RecordContextProvider key={record.id} value={record}>
                <li>
                  {selectable && <CardCheckbox record={record} />}
                  {href ? (
                    <Link to={href(record.id)}>
                      <CardText card={card} record={record} />
                    </Link>
                  ) : (
                    <CardText card={card} record={record} />
                  )}
                </li>
              </RecordContextProvider>
            ))}
          </Box>
        )}
      />
    </>
  );
}

/** A card's selection, named after its record ("Select Ana Lima"), in the list's selection. */
function CardCheckbox({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { resource, selectedIds, onToggleItem } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const name = String(represent(record) ?? record.id);
  return (
    <input
      type="checkbox"
      className={rowCheckboxClass}
      checked={selectedIds.includes(record.id)}
      aria-label={translate('app.content.catalogue.selectNamed', { name })}
      onChange={() => onToggleItem(record.id)}
    />
  );
}

function CardText<R extends RaRecord>({ card, record }: { card: CardTexts<R>; record: R }) {
  return (
    <div className={card.secondary ? 'card-text two-lines' : 'card-text'}>
      <span className="card-primary">
        {card.primary(record)}
        {card.tertiary && <span className="card-tertiary">{card.tertiary(record)}</span>}
      </span>
      {card.secondary && <span className="card-secondary">{card.secondary(record)}</span>}
    </div>
  );
}
