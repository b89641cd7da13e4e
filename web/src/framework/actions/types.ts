import type { ReactNode } from 'react';
import type { FieldError } from '@console/contracts';
import type { FormFieldDef, FormValues } from '../form/types';

/**
 * An action on one record (a status action, a lifecycle step, a link to a form): the button, what is asked
 * before it runs, what is checked when it is clicked, and what it does. Resources build their list of actions
 * from their lifecycle table in contracts (e.g. `allowedOrderActions`); the framework draws the buttons, the
 * dialogs and the notices, and runs the calls in the data saga.
 */
export interface RecordAction {
  /** Unique among the record's actions. */
  readonly id: string;
  readonly label: string;
  readonly color?: 'primary' | 'secondary' | 'error' | 'warning' | 'success' | 'info' | 'inherit';
  readonly icon?: ReactNode;
  /**
   * Checked when the button is clicked (the spec's click-time checks): a refusal is shown instead of running
   * the action, as a notice, or as a dialog when it has a second line.
   */
  readonly refuse?: () => ActionRefusal | undefined;
  /** Asked before it runs; absent: it runs at once. */
  readonly dialog?: ActionDialog;
  readonly run: ActionRun;
}

/** A refusal as the user sees it: a notice of that severity, or a dialog (title, text) when `detail` is set. */
export interface ActionRefusal {
  readonly message: string;
  readonly severity: 'error' | 'warning';
  readonly detail?: string;
}

export type ActionDialog =
  /** A yes / no question: '<label> <title>?' unless `title` is given; `text` below it (a warning). */
  | { readonly kind: 'confirm'; readonly title?: string; readonly text?: string }
  /** A small form: its fields, their first values, the rules checked before it runs, and when it may be sent. */
  | {
      readonly kind: 'form';
      readonly title?: string;
      readonly text?: string;
      readonly fields: readonly FormFieldDef[];
      readonly initial: FormValues;
      readonly validate?: (values: FormValues) => readonly FieldError[];
      /** The submit button stays disabled until this holds (spec 2 §5: until a reason is chosen). */
      readonly ready?: (values: FormValues) => boolean;
      readonly submitLabel?: string;
    };

/** What a request's answer is: the record itself (kept on screen), a link to open in a new tab, or nothing. */
export type ActionAnswer =
  | { readonly kind: 'record' }
  | { readonly kind: 'open'; readonly field: string }
  /** A text of the answer put on the clipboard (spec 3 §8 'Payment link copied to Clipboard'). */
  | { readonly kind: 'copy'; readonly field: string }
  /**
   * Another application opened in a new tab at `base`, its query parameters taken from the answer by dotted path
   * (spec 3 §7 impersonation: `data.token` and `data.userId` as `token` and `userid`).
   */
  | { readonly kind: 'openWith'; readonly base: string; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'none' };

export interface ActionNotices {
  /** The success notice. */
  readonly notice?: string;
  readonly noticeType?: 'success' | 'info';
  /** A field of the answer whose value picks the success notice (spec 2 §8 chargeUpdateStatus). */
  readonly noticeBy?: {
    readonly field: string;
    readonly notices: Readonly<Record<string, string>>;
    /** The notice's type by the same value, where one of them is a warning (spec 3 §8 bill_nothing). */
    readonly types?: Readonly<Record<string, 'success' | 'info' | 'warning'>>;
  };
  /** Shown when the server gives no message of its own. */
  readonly failureNotice?: string;
  readonly failureType?: 'error' | 'warning';
  /** The failure notice around the message, at `{message}` (spec 3 §8 'Error sending invoices: {message}'). */
  readonly failureTemplate?: string;
}

export type ActionRun =
  /** A call of the API; `body` from the dialog's values. After it, the record and its lists load again. */
  | ({
      readonly kind: 'request';
      readonly method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      readonly path: string;
      readonly body?: (values: FormValues) => Record<string, unknown>;
      /** A GET's parameters from the dialog's values (a GET has no body); an empty value is left out. */
      readonly query?: (values: FormValues) => Readonly<Record<string, string | null | undefined>>;
      readonly answer?: ActionAnswer;
      /** Where to go after it succeeded (e.g. the list after a delete). */
      readonly redirectTo?: string;
    } & ActionNotices)
  /** Another screen of the console (a form). */
  | { readonly kind: 'navigate'; readonly to: string };
