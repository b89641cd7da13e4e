/**
 * Lets sagas move between routes: the router's navigate function, registered by <NavigatorBridge/> once the
 * router is mounted. Hash routing: the current path is the part of location.hash after '#'.
 */
export interface NavigateOptions {
  readonly replace?: boolean;
  readonly state?: unknown;
}
type NavigateFn = (to: string, options?: NavigateOptions) => void;

let navigateFn: NavigateFn | null = null;

export const setNavigator = (fn: NavigateFn | null): void => {
  navigateFn = fn;
};

export const navigate = (to: string, options?: NavigateOptions): void => {
  if (navigateFn) navigateFn(to, options);
  else window.location.hash = `#${to}`;
};

/** The path (with search) of the page on screen, e.g. '/non-staff-users?page=2'. */
export const currentPath = (): string => window.location.hash.replace(/^#/, '') || '/';
