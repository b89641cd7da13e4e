import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { CONFIGURATION_CATEGORIES } from '@console/contracts';
import { t } from '../../app/i18n/messages';
import { RecordLoading } from '../../framework/show/RecordStates';
import { CONFIGURATION_COUNTRIES, type ConfigurationRow } from './api';
import { useConfigurations } from './useConfigurations';
import { RowsTable, type RowsColumn } from '../../framework/list/RowsTable';

const COLUMNS: readonly RowsColumn<ConfigurationRow>[] = [
  { label: 'configurations.col.key', render: (r) => r.key },
  { label: 'configurations.col.value', render: (r) => r.value, sx: { whiteSpace: 'pre-wrap' } },
  {
    render: (r) => (
      <Button size="small" component={Link} to={`/configurations/${r.id}/edit`}>
        {t('configurations.edit')}
      </Button>
    ),
    align: 'right',
  },
];

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
        <RowsTable
          aria-label={category}
          columns={COLUMNS}
          rows={rows.filter((r) => r.category === category)}
          rowKey={(r) => r.id}
          rowTestId={(r) => `configuration-${r.key}`}
        />
      )}
    </Stack>
  );
};

export default ConfigurationList;
