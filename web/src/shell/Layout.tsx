import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { PageLoader } from '../app/PageLoader';
import { DemoDataBanner } from './DemoDataBanner';
import { Header } from './Header';
import { Sidebar, SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './Sidebar';
import { useVisibleMenu } from './useVisibleMenu';

/** The shell of spec 1 §2.1: header, sidebar (200 px, 55 px closed), and the page. */
const Layout = () => {
  const menu = useVisibleMenu();
  const [open, setOpen] = useState(true);
  const width = open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header onToggleSidebar={() => setOpen((o) => !o)} />
      <Sidebar open={open} groups={menu} />
      <Box
        component="main"
        sx={{ flexGrow: 1, minWidth: 0, width: `calc(100% - ${width}px)`, transition: 'width 150ms' }}
      >
        <Toolbar variant="dense" />
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <DemoDataBanner />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
};

export default Layout;
