import { Box } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

const InsideMainContext = createContext(false);

export function MainLandmarkProvider({ children }: { children: ReactNode }) {
  return <InsideMainContext.Provider value={true}>{children}</InsideMainContext.Provider>;
}

/** Pages shown both inside the app shell and on their own keep exactly one <main> landmark. */
export function MainLandmark({ children }: { children: ReactNode }) {
  const insideMain = useContext(InsideMainContext);
  if (insideMain) return <>{children}</>;
  return (
    <Box component="main" id="main-content" p="xl">
      {children}
    </Box>
  );
}
