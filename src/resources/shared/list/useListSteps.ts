import { useCallback } from 'react';
import { useBasename, useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { RecordScreen } from '../../recordScreen';

/**
 * Moves from a record's screen (or its URL) to the next (1) or previous (-1) record of the list it was
 * opened from (./listSteps.ts, loaded when first used: the first screen does without it). Answers whether it moved.
 */
export function useListSteps(): (from: RecordScreen | string, step: 1 | -1) => Promise<boolean> {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const notify = useNotify();
  const basename = useBasename();
  return useCallback(
    async (from, step) => {
      const { stepThroughList } = await import('./listSteps');
      return stepThroughList({ dataProvider, navigate: (path) => navigate(path), notify, basename }, from, step);
    },
    [dataProvider, navigate, notify, basename],
  );
}
