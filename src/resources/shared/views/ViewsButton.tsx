import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { deferredPart } from '../../../layout/deferredPart';
import { currentViewOf, rememberCurrentView, type CurrentView } from './currentView';

const ViewsMenu = deferredPart(() => import('./ViewsMenu').then((module) => module.ViewsMenu));

/**
 * The list toolbar's saved views: named after the view the list was opened from (in this tab), it
 * opens the menu of the list's views (./ViewsMenu.tsx, loaded on first use).
 */
export function ViewsButton({ resource, storeKey }: { resource: string; storeKey: string }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [current, setCurrent] = useState(() => currentViewOf(resource));
  const choose = (view: CurrentView | null) => {
    rememberCurrentView(resource, view);
    setCurrent(view);
  };
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-label={current ? translate('app.views.buttonWith', { name: current.name }) : translate('app.views.button')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {current ? current.name : translate('app.views.button')}
      </Button>
      {anchor && <ViewsMenu resource={resource} storeKey={storeKey} anchor={anchor} onClose={() => setAnchor(null)} current={current} onCurrent={choose} />}
    </>
  );
}
