import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ApiError } from "../../lib/api-client";
import { authApi } from "../../lib/auth-api";
import { logger } from "../../lib/logger";
import { showErrorToast } from "../../lib/query-client";

/** Signs out; a session the server no longer knows counts as signed out (SPEC §8). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await authApi.signOut();
    } catch (error) {
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) {
        logger.error(`Log-out failed: ${error instanceof Error ? error.message : String(error)}`, "auth");
        showErrorToast("Error", "Failed to log out. Please try again.");
        return;
      }
    }
    queryClient.clear();
    toast.success("Logged out", { description: "You have been successfully logged out." });
    navigate("/login", { replace: true });
  };
}
