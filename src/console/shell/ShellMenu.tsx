/**
 * The side menu (spec document 1 §2 Main shell): home first, then the entries of the permission menu
 * (see menu.ts). Groups expand in place; while the sidebar is collapsed (64 px) a group opens its entries
 * in a pop-up list. The group holding the current page, and the one its route names in `openedName`, are open.
 * External entries open in a new window.
 */
import { Fragment, useMemo, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLocaleState, useSidebarState, useTranslate } from 'react-admin';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Collapse from '@mui/material/Collapse';
import Tooltip from '@mui/material/Tooltip';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { HOME_PATH, findRoute, type MenuGroupItem, type MenuItem as ShellMenuItem, type MenuLink } from './menu';
import { MenuIcon } from './icons';

/**
 * A menu label at the spec's 210 px: up to two lines, then cut ("決済設定の紐…" lost the words that tell two
 * entries apart on one line).
 */
const LABEL_SX = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  lineHeight: 1.3,
  wordBreak: 'normal',
  overflowWrap: 'anywhere',
} as const;
import { useShellMenu } from './useShellMenu';

/**
 * A label that wraps between its words only, as Intl.Segmenter finds them in the console's language: "広告/キャンペーン",
 * never "広告キャンペー/ン" (a CJK line breaks between any two characters otherwise).
 */
function Words({ text }: { text: string }) {
  const [locale] = useLocaleState();
  const parts = useMemo(() => [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((s) => s.segment), [text, locale]);
  // spaces stay plain text (a line may break there); two words with nothing between them get a break opportunity
  return (
    <>
      {parts.map((part, i) =>
        /^\s+$/.test(part) ? (
          part
        ) : (
          <Fragment key={i}>
            {i > 0 && !/^\s+$/.test(parts[i - 1]) && <wbr />}
            <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
          </Fragment>
        ),
      )}
    </>
  );
}

const itemSx = { minHeight: 44, '&.Mui-selected': { fontWeight: 600 } } as const;

function LinkItem({ item, open, activePath, nested }: { item: MenuLink; open: boolean; activePath?: string; nested?: boolean }) {
  const translate = useTranslate();
  const title = translate(item.title, { _: item.title });
  const external = Boolean(item.href);
  const selected = !external && item.path === activePath;
  const label = external ? `${title} (${translate('shell.menu.newWindow')})` : title;
  const sx = { ...itemSx, pl: nested && open ? 4 : 2.5 };
  // a link to a page and one opening a new window show the same icon and title
  const iconAndTitle = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuIcon name={item.icon} />
      </ListItemIcon>
      {open && <ListItemText primary={<Words text={title} />} slotProps={{ primary: { sx: LABEL_SX } }} />}
    </>
  );
  const button = external ? (
    <ListItemButton component="a" href={item.href} target="_blank" rel="noopener noreferrer" aria-label={open ? undefined : label} sx={sx}>
      {iconAndTitle}
      {open && <OpenInNew fontSize="inherit" aria-label={translate('shell.menu.newWindow')} />}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={Link}
      to={item.path ?? HOME_PATH}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      aria-label={open ? undefined : label}
      sx={sx}
    >
      {iconAndTitle}
    </ListItemButton>
  );
  return open ? (
    <li>{button}</li>
  ) : (
    <li>
      <Tooltip title={label} placement="right">
        {button}
      </Tooltip>
    </li>
  );
}

function GroupItem({ item, open, activePath, openedName }: { item: MenuGroupItem; open: boolean; activePath?: string; openedName?: string }) {
  const translate = useTranslate();
  const containsActive = item.children.some((c) => c.path && c.path === activePath);
  // the current route's openedName (route meta) opens its group, though the page is not listed in it (a hidden route)
  const opened = containsActive || openedName === item.code;
  const [expanded, setExpanded] = useState(opened);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate(item.title, { _: item.title });
  const listId = `shell-menu-group-${item.id}`;
  const isExpanded = expanded || opened;

  if (!open) {
    return (
      <li>
        <Tooltip title={title} placement="right">
          <ListItemButton
            aria-label={title}
            aria-haspopup="true"
            aria-expanded={Boolean(anchor)}
            selected={opened}
            onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
            sx={itemSx}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <MenuIcon name={item.icon} />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-label': title } }}
        >
          {item.children.map((c) => {
            const t = translate(c.title, { _: c.title });
            return c.href ? (
              <MenuItem key={c.id} component="a" href={c.href} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}>
                {t} <OpenInNew fontSize="inherit" sx={{ ml: 1 }} aria-label={translate('shell.menu.newWindow')} />
              </MenuItem>
            ) : (
              <MenuItem key={c.id} component={Link} to={c.path ?? HOME_PATH} selected={c.path === activePath} onClick={() => setAnchor(null)}>
                {t}
              </MenuItem>
            );
          })}
        </Menu>
      </li>
    );
  }

  return (
    <li>
      <ListItemButton onClick={() => setExpanded(!isExpanded)} aria-expanded={isExpanded} aria-controls={listId} sx={itemSx}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={item.icon} />
        </ListItemIcon>
        <ListItemText primary={<Words text={title} />} slotProps={{ primary: { sx: LABEL_SX } }} />
        {isExpanded ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={isExpanded} timeout="auto" unmountOnExit>
        <List id={listId} component="ul" disablePadding aria-label={title}>
          {item.children.map((c) => (
            <LinkItem key={c.id} item={c} open={open} activePath={activePath} nested />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

export function ShellMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { items, routes } = useShellMenu();
  const { pathname } = useLocation();
  const active = useMemo(() => findRoute(routes, pathname), [routes, pathname]);
  const activePath = active?.activePath ?? pathname;
  const homeRoute = routes.find((r) => r.path === HOME_PATH);
  const home: MenuLink = { kind: 'link', id: 0, code: 'menu.home', title: 'shell.menu.home', icon: homeRoute?.icon ?? 'Home', path: HOME_PATH };

  return (
    <nav aria-label={translate('shell.menu.label')}>
      <List component="ul" disablePadding sx={{ width: open ? 210 : 64, transition: 'width 150ms', overflowX: 'hidden' }}>
        <LinkItem item={home} open={open} activePath={activePath} />
        {items.map((item: ShellMenuItem) =>
          item.kind === 'group' ? (
            <GroupItem key={item.id} item={item} open={open} activePath={activePath} openedName={active?.openedName} />
          ) : (
            <LinkItem key={item.id} item={item} open={open} activePath={activePath} />
          ),
        )}
      </List>
    </nav>
  );
}
