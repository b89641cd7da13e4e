/** The build-time settings the console reads, typed (vite's own ImportMetaEnv leaves unknown keys as any). */
interface ImportMetaEnv {
  /** Base address of the public sales site; the header's sales link adds assigneeId to it. */
  readonly VITE_SALES_LINK_BASE?: string;
  /** The consumer app impersonation opens (spec 3 §7), with token and userid; else the sales site's base. */
  readonly VITE_CONSUMER_APP_URL?: string;
  /** The environment's name shown in the header when the server does not offer one. */
  readonly VITE_APP_ENV_LABEL?: string;
}
