import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import PersonIcon from '@mui/icons-material/Person';
import LinkIcon from '@mui/icons-material/Link';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAppDispatch, useViewer } from '../app/hooks';
import { t } from '../app/i18n/messages';
import { sessionActions } from '../app/session/slice';
import { useThemeName } from '../app/theme/ThemeRoot';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocale } from '../app/i18n/locale';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

/** Spec 1 §2.1 header: user menu (profile, copy sales link, sign out), the language and the theme switch. */
export const Header = ({ onToggleSidebar }: { onToggleSidebar: () => void }) => {
  const viewer = useViewer();
  const dispatch = useAppDispatch();
  const [themeName, setTheme] = useThemeName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const dark = themeName === 'dark';
  const arabic = useLocale() === 'ar';
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (th) => th.zIndex.drawer + 1 }} color="primary">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <IconButton color="inherit" edge="start" onClick={onToggleSidebar} aria-label={t('menu.toggleSidebar')}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontSize: 18, fontWeight: 700 }} noWrap>
          {t('app.title')}
        </Typography>
        <Tooltip title={dark ? t('theme.light') : t('theme.dark')}>
          <IconButton
            color="inherit"
            onClick={() => setTheme(dark ? 'light' : 'dark')}
            aria-label={dark ? t('theme.light') : t('theme.dark')}
            data-testid="theme-switch"
          >
            {dark ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={arabic ? t('language.toEnglish') : t('language.toArabic')}>
          <Button
            color="inherit"
            onClick={() => dispatch(sessionActions.languageChosen(arabic ? 'en' : 'ar'))}
            aria-label={arabic ? t('language.toEnglish') : t('language.toArabic')}
            data-testid="language-switch"
            lang={arabic ? 'en' : 'ar'}
            startIcon={<TranslateIcon />}
            sx={{ minWidth: 0 }}
          >
            {arabic ? t('language.english') : t('language.arabic')}
          </Button>
        </Tooltip>
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-label={t('shell.userMenu')}
          data-testid="user-menu"
          sx={{ gap: 1 }}
        >
          <Avatar sx={{ width: 28, height: 28, fontSize: 13, bgcolor: 'secondary.main' }}>
            {initials(viewer.name)}
          </Avatar>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {viewer.name}
          </Box>
        </Button>
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <MenuItem component={RouterLink} to="/my-profile" onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            {t('menu.myProfile')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              close();
              dispatch(sessionActions.salesLinkCopyRequested());
            }}
          >
            <ListItemIcon>
              <LinkIcon fontSize="small" />
            </ListItemIcon>
            {t('menu.copySalesLink')}
          </MenuItem>
          <Divider />
          <MenuItem
            onClick={() => {
              close();
              dispatch(sessionActions.signOutRequested());
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {t('auth.signOut')}
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
};
