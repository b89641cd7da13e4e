import { Fragment } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import CommentIcon from '@mui/icons-material/Comment';
import HistoryIcon from '@mui/icons-material/History';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { t } from '../app/i18n/messages';
import type { MenuGroup, MenuLink } from './menu';
import { menuLinkKey, selectedMenuLink } from './menuMatch';

/** Spec 1 §9: sidebar width 200, closed 55. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_CLOSED_WIDTH = 55;

const ICONS: Record<string, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  people: PeopleIcon,
  comments: CommentIcon,
  history: HistoryIcon,
  leads: AssignmentIcon,
  orders: ShoppingCartIcon,
  calendar: CalendarMonthIcon,
};

const LinkItem = ({ link, open, selected }: { link: MenuLink; open: boolean; selected: boolean }) => {
  const Icon = ICONS[link.icon ?? ''] ?? ChevronRightIcon;
  const to = link.search ? `${link.path}?${link.search}` : link.path;
  const item = (
    <ListItemButton
      // A plain Link: NavLink marks every link whose path prefixes the page as current, query ignored.
      component={Link}
      to={to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      sx={{ minHeight: 40, px: 2 }}
      data-testid="menu-link"
      aria-label={t(link.label)}
    >
      <ListItemIcon sx={{ minWidth: open ? 36 : 0 }}>
        <Icon
          fontSize="small"
          // A pointing icon points the way the page reads: right to left in Arabic (issue 36 §2).
          sx={Icon === ChevronRightIcon ? { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } : undefined}
        />
      </ListItemIcon>
      {open ? (
        <ListItemText primary={t(link.label)} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
      ) : null}
    </ListItemButton>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={t(link.label)} placement="right">
      {item}
    </Tooltip>
  );
};

export const Sidebar = ({ open, groups }: { open: boolean; groups: readonly MenuGroup[] }) => {
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
  const location = useLocation();
  // One link for the whole menu: links of the same path (Requests, Pending Requests) are told apart by the query.
  const selected = selectedMenuLink(groups, location.pathname, location.search);
  const selectedKey = selected ? menuLinkKey(selected) : null;
  return (
    <Drawer
      variant="permanent"
      data-testid="sidebar"
      data-open={open}
      sx={{
        width,
        flexShrink: 0,
        transition: 'width 150ms',
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 150ms', boxSizing: 'border-box' },
      }}
    >
      <Toolbar variant="dense" />
      <Box component="nav" aria-label="Main menu">
        {groups.map((group, i) => (
          <Fragment key={group.id}>
            {i > 0 ? <Divider /> : null}
            <List
              dense
              data-testid={`menu-group-${group.id}`}
              aria-label={t(group.label)}
              subheader={
                open && group.id !== 'dashboard' ? (
                  <ListSubheader
                    component="div"
                    sx={{
                      lineHeight: '32px',
                      fontSize: 12,
                      textTransform: 'uppercase',
                      letterSpacing: 0.6,
                      bgcolor: 'transparent',
                    }}
                  >
                    {t(group.label)}
                  </ListSubheader>
                ) : undefined
              }
            >
              {group.links.map((link) => (
                <LinkItem
                  key={menuLinkKey(link)}
                  link={link}
                  open={open}
                  selected={menuLinkKey(link) === selectedKey}
                />
              ))}
            </List>
          </Fragment>
        ))}
      </Box>
    </Drawer>
  );
};
