import { Outlet } from '@tanstack/react-router';
import { LoadingBar } from './LoadingBar.tsx';

export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}
