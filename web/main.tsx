// First: zod must be jitless before any schema is parsed (see zod-jitless.ts).
import "./lib/zod-jitless";
import "./styles.css";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createRouter } from "./app/router";
import { captureGlobalErrors, logger } from "./lib/logger";
import { createQueryClient } from "./lib/query-client";

captureGlobalErrors();
const queryClient = createQueryClient();

function App() {
  const [router] = useState(() => createRouter(queryClient));
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
logger.info("Itinera started", "app");
