import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { CONFIGURATION_CATEGORIES } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordLoading } from '../../framework/show/RecordStates';
import { CONFIGURATION_COUNTRIES } from './api';
import { useConfigurations } from './useConfigurations';

/** /configurations/{country} (spec 1 §2.10): a tab per category, its entries' key and value, and Edit. */
const ConfigurationList = () => {
  const { country } = useParams();
  const countryId = Number(country);
  const named = CONFIGURATION_COUNTRIES.find((c) => c.id === countryId);
  const { rows } = useConfigurations(
    'configurations:country',
    named ? `countryId=${countryId}&$limit=200&$sort[key]=1` : undefined,
  );
  const categories = [...new Set([...CONFIGURATION_CATEGORIES, ...(rows ?? []).map((r) => r.category)])];
  const [tab, setTab] = useState(0);
  const category = categories[tab] ?? categories[0];
  if (!named) return <Typography>{t('configurations.unknownCountry')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('configurations.countryTitle', { country: t(named.label) })}
      </Typography>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="scrollable">
        {categories.map((c) => (
          <Tab key={c} label={t(`configurations.category.${c}` as 'configurations.category.billing')} />
        ))}
      </Tabs>
      {rows === undefined ? (
        <RecordLoading height={160} />
      ) : (
        <Table size="small" aria-label={category}>
          <TableHead>
            <TableRow>
              <TableCell>{t('configurations.col.key')}</TableCell>
              <TableCell>{t('configurations.col.value')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows
              .filter((r) => r.category === category)
              .map((r) => (
                <TableRow key={r.id} data-testid={`configuration-${r.key}`}>
                  <TableCell>{r.key}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{r.value}</TableCell>
                  <TableCell align="right">
                    <Button size="small" component={Link} to={`/configurations/${r.id}/edit`}>
                      {t('configurations.edit')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};

export default ConfigurationList;
