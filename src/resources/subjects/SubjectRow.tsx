import { useState } from 'react';
import { Box, Chip, Collapse, IconButton, List, ListItem, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useTranslate } from 'react-admin';
import type { SubjectNode } from './subjectTree';

export type SubjectAction = 'addChild' | 'rename' | 'move' | 'remove' | 'removeChildren' | 'removeFromParent';

interface RowProps {
  node: SubjectNode;
  depth: number;
  expandAll: boolean;
  onAction: (action: SubjectAction, node: SubjectNode) => void;
}

/** One subject with its actions and, nested below, its sub-subjects. */
export function SubjectRow({ node, depth, expandAll, onAction }: RowProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(depth === 0);
  const children = node.children ?? [];
  const expanded = expandAll || open;
  const action = (name: SubjectAction, label: string, icon: React.ReactNode) => (
    <Tooltip title={translate(`resources.subjects.tree.${label}`)}>
      <IconButton
        size="small"
        aria-label={translate(`resources.subjects.tree.${label}Named`, { name: node.name })}
        onClick={() => onAction(name, node)}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 3, flexWrap: 'wrap', '&:hover': { bgcolor: 'action.hover' } }}>
        {children.length > 0 ? (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={translate(expanded ? 'resources.subjects.tree.collapse' : 'resources.subjects.tree.expand', { name: node.name })}
            onClick={() => setOpen(!expanded)}
          >
            {expanded ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <Typography component="span" sx={{ flexGrow: 1, fontWeight: depth === 0 ? 600 : 400 }}>
          {node.name}
        </Typography>
        {children.length > 0 ? (
          <Chip size="small" label={translate('resources.subjects.tree.tutorsInAll', { smart_count: node.subtreeTutorCount ?? node.tutorCount ?? 0 })} />
        ) : (
          <Chip size="small" label={translate('resources.subjects.tree.tutors', { smart_count: node.tutorCount ?? 0 })} />
        )}
        {action('addChild', 'addChild', <AddIcon fontSize="small" aria-hidden />)}
        {action('rename', 'rename', <EditIcon fontSize="small" aria-hidden />)}
        {action('move', 'move', <DriveFileMoveIcon fontSize="small" aria-hidden />)}
        {node.parentId != null && action('removeFromParent', 'removeFromParent', <LinkOffIcon fontSize="small" aria-hidden />)}
        {children.length > 0 && action('removeChildren', 'removeChildren', <DeleteSweepIcon fontSize="small" aria-hidden />)}
        {action('remove', 'remove', <DeleteIcon fontSize="small" aria-hidden />)}
      </Box>
      {children.length > 0 && (
        <Collapse in={expanded} unmountOnExit>
          <List disablePadding aria-label={translate('resources.subjects.tree.childrenOf', { name: node.name })}>
            {children.map((child) => (
              <SubjectRow key={child.id} node={child} depth={depth + 1} expandAll={expandAll} onAction={onAction} />
            ))}
          </List>
        </Collapse>
      )}
    </ListItem>
  );
}
