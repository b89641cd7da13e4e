import type { FormEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { t } from '../app/i18n/messages';

/**
 * The signed-out pages' frame (no layout, spec 1 §2.2): the console's name over one card on the brand gradient.
 * `label` names the form for assistive technology; `aside` sits beside the title (the staging label).
 */
export const AuthFrame = ({
  label,
  onSubmit,
  aside,
  children,
}: {
  label: string;
  onSubmit?: (e: FormEvent) => void;
  aside?: ReactNode;
  children: ReactNode;
}) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: 2,
      background: (theme) =>
        theme.palette.mode === 'light'
          ? 'linear-gradient(135deg, #1f5fae 0%, #3d8bd9 55%, #00897b 100%)'
          : 'linear-gradient(135deg, #0b1a2e 0%, #15304f 60%, #0d3b36 100%)',
    }}
  >
    <Card
      component={onSubmit ? 'form' : 'section'}
      {...(onSubmit ? { onSubmit, noValidate: true } : {})}
      sx={{ width: 380, maxWidth: '100%', boxShadow: 12 }}
      aria-label={label}
    >
      <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('app.title')}
          </Typography>
          {aside}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
