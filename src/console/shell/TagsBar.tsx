/**
 * The tags bar (spec document 1 §2 Main shell): one tag per opened page, home first and not closable;
 * scroll buttons moving 240 px; close all / close others from the actions menu and from a right-click
 * menu on a tag (close, close others, close all); the 'ask before closing' setting.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBox from '@mui/icons-material/CheckBox';
import { LIMITS } from '../../domain/limits';
import { isClosable, tagHref, type Tag } from './tags';
import { useTags } from './TagsContext';
import { useShellMenu } from './useShellMenu';
import { pageTitle, titleKeys } from './titles';

export const TAG_SCROLL_STEP = LIMITS.tagScrollStep;

export function TagsBar() {
  const translate = useTranslate();
  const { tags, activePath, close, closeOthers, closeAll, confirmClose, setConfirmClose } = useTags();
  const { routes } = useShellMenu();
  const strip = useRef<HTMLUListElement>(null);
  const [context, setContext] = useState<{ tag: Tag; x: number; y: number } | undefined>();
  const [actionsAnchor, setActionsAnchor] = useState<HTMLElement | null>(null);

  const titleOf = (t: Tag) => pageTitle(translate, titleKeys(t.path, routes, t.label));

  // keep the active tag in view
  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath, tags.length]);

  const scroll = (dx: number) => {
    const el = strip.current;
    if (!el) return;
    if (typeof el.scrollBy === 'function') el.scrollBy({ left: dx, behavior: 'smooth' });
    else el.scrollLeft += dx;
  };

  const onContext = (tag: Tag) => (e: MouseEvent) => {
    e.preventDefault();
    setContext({ tag, x: e.clientX, y: e.clientY });
  };

  return (
    <Box
      component="nav"
      aria-label={translate('shell.tags.label')}
      sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40, mx: -1 }}
    >
      <IconButton size="small" aria-label={translate('shell.tags.scrollLeft')} onClick={() => scroll(-TAG_SCROLL_STEP)}>
        <ChevronLeft fontSize="small" />
      </IconButton>
      <Box
        component="ul"
        ref={strip}
        data-testid="tags-strip"
        sx={{ display: 'flex', gap: 0.5, flex: 1, minWidth: 0, overflowX: 'hidden', whiteSpace: 'nowrap', listStyle: 'none', m: 0, p: 0.5 }}
      >
        {tags.map((t) => {
          const active = t.path === activePath;
          const title = titleOf(t);
          return (
            <Box
              component="li"
              key={t.path}
              onContextMenu={onContext(t)}
              data-tag={t.path}
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                border: 1,
                borderColor: active ? 'primary.main' : 'divider',
                bgcolor: active ? 'primary.main' : 'background.paper',
                color: active ? 'primary.contrastText' : 'text.primary',
                borderRadius: 1,
                pl: 1.25,
                pr: isClosable(t) ? 0.25 : 1.25,
                height: 30,
                flexShrink: 0,
              }}
            >
              <Box
                component={Link}
                to={tagHref(t)}
                aria-current={active ? 'page' : undefined}
                title={title}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  fontSize: 13,
                  lineHeight: '28px',
                  // a long record name does not make one tab fill the strip
                  maxWidth: 320,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                  '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
                }}
              >
                {title}
              </Box>
              {isClosable(t) && (
                <IconButton
                  size="small"
                  aria-label={translate('shell.tags.closeTag', { title })}
                  onClick={() => close(t.path)}
                  sx={{ color: 'inherit', ml: 0.25, p: 0.25 }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              )}
            </Box>
          );
        })}
      </Box>
      <IconButton size="small" aria-label={translate('shell.tags.scrollRight')} onClick={() => scroll(TAG_SCROLL_STEP)}>
        <ChevronRight fontSize="small" />
      </IconButton>
      <Tooltip title={translate('shell.tags.actions')}>
        <IconButton
          size="small"
          aria-label={translate('shell.tags.actions')}
          aria-haspopup="true"
          aria-expanded={Boolean(actionsAnchor)}
          onClick={(e) => setActionsAnchor(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={actionsAnchor}
        open={Boolean(actionsAnchor)}
        onClose={() => setActionsAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('shell.tags.actions') } }}
      >
        <MenuItem
          onClick={() => {
            setActionsAnchor(null);
            closeOthers(activePath);
          }}
        >
          {translate('shell.tags.closeOthers')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setActionsAnchor(null);
            closeAll();
          }}
        >
          {translate('shell.tags.closeAll')}
        </MenuItem>
        <Divider />
        <MenuItem role="menuitemcheckbox" aria-checked={confirmClose} onClick={() => setConfirmClose(!confirmClose)}>
          <ListItemIcon>{confirmClose ? <CheckBox fontSize="small" /> : <CheckBoxOutlineBlank fontSize="small" />}</ListItemIcon>
          {translate('shell.tags.confirmSetting')}
        </MenuItem>
      </Menu>
      <Menu
        open={Boolean(context)}
        onClose={() => setContext(undefined)}
        anchorReference="anchorPosition"
        anchorPosition={context ? { top: context.y, left: context.x } : undefined}
        slotProps={{ list: { 'aria-label': context ? titleOf(context.tag) : undefined } }}
      >
        <MenuItem
          disabled={!context || !isClosable(context.tag)}
          onClick={() => {
            const tag = context?.tag;
            setContext(undefined);
            if (tag) close(tag.path);
          }}
        >
          {translate('shell.tags.close')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            const tag = context?.tag;
            setContext(undefined);
            if (tag) closeOthers(tag.path);
          }}
        >
          {translate('shell.tags.closeOthers')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setContext(undefined);
            closeAll();
          }}
        >
          {translate('shell.tags.closeAll')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
