import { lazy, Suspense, useMemo } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AvailableRoutes } from '../framework/availableRoutes';
import { APP_ROUTES } from '../resources/registry';
import { useAppSelector } from './hooks';
import { useLocale } from './i18n/locale';
import { NavigatorBridge } from './navigation/NavigatorBridge';
import { Notifier } from './notifications/Notifier';
import { PageLoader } from './PageLoader';
import { selectViewer } from './session/slice';

const LoginPage = lazy(() => import('../login/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../login/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../login/ResetPasswordPage'));
const MagicLinkPage = lazy(() => import('../login/MagicLinkPage'));
const Layout = lazy(() => import('../shell/Layout'));
const NotFound = lazy(() => import('../shell/NotFound'));

/** Not signed in: to the sign-in page, which returns here afterwards (spec 1 §2.3). */
const RequireSignIn = () => {
  const location = useLocation();
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
};

const AppRoutes = () => {
  const viewer = useAppSelector(selectViewer);
  // A new language renders every screen again from here (their words come from `t()` as they render); the store,
  // and so each screen's data, stays: no reload, no refetch.
  useLocale();
  const routes = useMemo(() => (viewer ? APP_ROUTES.filter((r) => r.allowed(viewer)) : []), [viewer]);
  const paths = useMemo(() => new Set(routes.map((r) => r.path)), [routes]);
  return (
    <AvailableRoutes.Provider value={paths}>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          {/* No layout, signed in or not (spec 1 §2.2): a mailed link opens them in any browser. */}
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/magic-link" element={<MagicLinkPage />} />
          {viewer ? (
            <Route element={<Layout />}>
              {routes.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          ) : (
            <Route path="*" element={<RequireSignIn />} />
          )}
        </Routes>
      </Suspense>
    </AvailableRoutes.Provider>
  );
};

export const App = () => (
  <HashRouter>
    <NavigatorBridge />
    <AppRoutes />
    <Notifier />
  </HashRouter>
);
