import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { safeRedirect, sessionQuery } from "../../lib/session";

/** After the last sign-in step: load the session, greet, and go where the user was heading. */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    toast.success("Welcome back!", { description: "You have successfully signed in." });
    navigate(safeRedirect(params.get("redirect")), { replace: true });
  };
}
