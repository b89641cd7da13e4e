import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataActions, recordKey, selectActionRunning } from '../data/slice';
import type { ResourceApi } from '../types';

interface Props {
  readonly api: ResourceApi;
  readonly id: number;
  /** The record's boolean field the switch flips (`PATCH <recordPath>/<id>` with `{ [field]: !checked }`). */
  readonly field: string;
  readonly checked: boolean;
  readonly label: string;
  /** The success notice (info). */
  readonly notice: string;
  /** The failure notice around the server's message at `{message}`, shown as a warning. */
  readonly failureTemplate: string;
  /** Said at `{message}` when the server gives no message. */
  readonly failureNotice: string;
  readonly disabled?: boolean;
}

/**
 * A record's setting as a switch that flips one boolean through the data saga. It shows the record as the store
 * holds it, so it moves only once the server has answered the change (spec 3 §2: "Toggles flip a boolean and update
 * the display only after the server succeeds"); it is disabled while the call runs.
 */
export const SettingSwitch = ({
  api,
  id,
  field,
  checked,
  label,
  notice,
  failureTemplate,
  failureNotice,
  disabled,
}: Props) => {
  const dispatch = useAppDispatch();
  const running = useAppSelector((s) => selectActionRunning(s, recordKey(api, id)));
  const flip = () =>
    dispatch(
      dataActions.actionRequested({
        api,
        id,
        method: 'PATCH',
        path: `${api.recordPath}/${id}`,
        body: { [field]: !checked },
        answer: { kind: 'record' },
        notice,
        noticeType: 'info',
        failureTemplate,
        failureNotice,
        failureType: 'warning',
      }),
    );
  return (
    <FormControlLabel
      control={
        <Switch
          checked={checked}
          onChange={flip}
          disabled={disabled === true || running}
          name={field}
          data-testid={`setting-${field}`}
        />
      }
      label={label}
    />
  );
};
