import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Menu as RaMenu, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/createDataProvider';
import { useNumberFormat } from '../../../format/numbers';
import { viewCountsQuery, viewsQuery } from './viewQueries';
import { useViewLinks } from './viewLink';

/**
 * The pinned views of one list, under its menu entry, each with how many records it holds now
 * ("Open reports 12"): one call for the views and one for the counts, shared by every entry; the
 * count joins its entry when it comes.
 */
export function PinnedViews({ resource }: { resource: string }) {
  const translate = useTranslate();
  const linkOf = useViewLinks();
  const numbers = useNumberFormat();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: views = [] } = useQuery(viewsQuery(dataProvider));
  const { data: counts } = useQuery(viewCountsQuery(dataProvider));
  const pinned = views.filter((view) => view.pinned && view.resource === resource);
  return pinned.map((view) => {
    const { name, to, onOpen } = linkOf(view);
    const count = counts?.get(view.id);
    const shown = count ? `${numbers.count(count.total)}${count.capped ? '+' : ''}` : undefined;
    return (
      <RaMenu.Item
        key={view.id}
        to={to}
        onClick={onOpen}
        primaryText={
          <Box component="span" sx={{ display: 'flex', width: '100%', gap: 1, pl: 4 }}>
            <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name}
            </Box>
            {shown && (
              <>
                <Box component="span" aria-hidden>
                  {shown}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.views.count', { smart_count: count!.total, shown })}
                </Box>
              </>
            )}
          </Box>
        }
      />
    );
  });
}
