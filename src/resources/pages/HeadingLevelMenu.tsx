import { useEffect, useId, useReducer, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const LEVELS: Level[] = [1, 2, 3, 4, 5, 6];
/**
 * The heading and paragraph commands of the editor's StarterKit. Their types are declared by
 * extension packages nested inside ra-input-rich-text, which this code cannot import.
 */
interface BlockCommands {
  setHeading(attributes: { level: Level }): BlockCommands;
  setParagraph(): BlockCommands;
  run(): boolean;
}

/**
 * The rich text toolbar's paragraph/heading choice. Replaces ra-input-rich-text's LevelSelect,
 * whose `<li>` sits in a `<nav>` (axe: listitem); this one is a menu button.
 */
export function HeadingLevelMenu() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return undefined;
    editor.on('transaction', refresh);
    return () => {
      editor.off('transaction', refresh);
    };
  }, [editor]);

  const current = LEVELS.find((level) => editor?.isActive('heading', { level }));
  const labelOf = (level?: Level) =>
    level ? translate('resources.pages.editor.heading', { level }) : translate('resources.pages.editor.paragraph');
  const choose = (level?: Level) => {
    setAnchor(null);
    const chain = editor?.chain().focus() as unknown as BlockCommands | undefined;
    if (level) chain?.setHeading({ level }).run();
    else chain?.setParagraph().run();
  };

  return (
    <>
      <Button
        size="small"
        color="inherit"
        endIcon={<ArrowDropDownIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        aria-label={translate('resources.pages.editor.textStyle', { style: labelOf(current) })}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', mr: 1 }}
      >
        {labelOf(current)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {[undefined, ...LEVELS].map((level) => (
          <MenuItem key={level ?? 0} selected={level === current} onClick={() => choose(level)}>
            {labelOf(level)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
