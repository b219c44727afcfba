import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useLocales } from 'react-admin';
import { useLatch } from './useLatch.js';

/**
 * react-admin's LocalesMenuButton as it looks and works, with its menu mounted from its first opening
 * on: react-admin keeps the closed menu mounted from the start, a Portal that sets state while the first screen is
 * committed and so holds back its paint (docs/performance.md, "Nothing urgent in the first commit").
 * The button's name is the chosen language's.
 */
export function LanguageMenuButton() {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuDrawn = useLatch(anchor !== null);
  const choose = (chosen: string) => {
    setLocale(chosen);
    setAnchor(null);
  };
  return (
    <>
      <Button
        color="inherit"
        variant="text"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name ?? ''}
      </Button>
      {menuDrawn && (
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {languages.map((language) => (
            <MenuItem key={language.locale} onClick={() => choose(language.locale)} selected={language.locale === locale}>
              {language.name}
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
