import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { authApi } from "../../../lib/auth-api";

/** Ends every session of this account, this one included, and goes to sign-in. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: authApi.signOutEverywhere,
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to sign out everywhere. Please try again.",
      success: { title: "Signed out everywhere", description: "Every device has been signed out." },
    },
    onSuccess: () => {
      queryClient.clear();
      navigate("/login", { replace: true });
    },
  });
}
