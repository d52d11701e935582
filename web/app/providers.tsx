import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "../components/ui/sonner";
import { ThemeProvider, useTheme } from "./theme";

function ThemedToaster() {
  const { theme } = useTheme();
  // Top-right: the debug console owns the bottom-right corner.
  return <Toaster theme={theme} position="top-right" />;
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
