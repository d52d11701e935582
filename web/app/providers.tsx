import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/sonner";
import { ThemeProvider, useTheme } from "./theme";

function ThemedToaster() {
  const { theme } = useTheme();
  // Bottom centre: the header's bell and user menu and the pages' own buttons are at the top, and the debug
  // console owns the bottom-right corner.
  return <Toaster theme={theme} position="bottom-center" />;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
