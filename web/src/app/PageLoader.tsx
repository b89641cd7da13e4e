import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a route's code loads. */
export const PageLoader = () => (
  <Box sx={{ width: '100%', pt: 0 }} aria-busy="true">
    <LinearProgress />
  </Box>
);
