import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { ProgressBar } from '../components/progress-bar.js';
import { Toaster } from '../components/toaster.js';
import { applyQuerySettings } from '../lib/settings.js';

export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  useEffect(() => {
    applyQuerySettings(location.search);
  }, [location.search]);
  return (
    <>
      <ProgressBar active={navigation.state === 'loading'} />
      <Outlet />
      <Toaster />
    </>
  );
}
