import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigator';

/** Hands the router's navigate to the sagas (see navigator.ts). */
export const NavigatorBridge = () => {
  const nav = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => {
      void nav(to, options ?? {});
    });
    return () => setNavigator(null);
  }, [nav]);
  return null;
};
