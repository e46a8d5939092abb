import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from './router';

export function App({
  queryClient,
  router,
}: {
  queryClient?: QueryClient;
  router?: ReturnType<typeof createAppRouter>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [appRouter] = useState(() => router ?? createAppRouter());
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <RouterProvider router={appRouter} />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
