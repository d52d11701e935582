import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../../lib/api-client";
import { accountQuery } from "./account";

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** A wrong code is a mistake in the form, not a lost session: keep the 401 from sending the user to sign-in. */
async function withCodeErrors<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.code !== "UNAUTHORIZED") {
      throw new ApiError(400, error.code, error.message, error.details);
    }
    throw error;
  }
}

/** Step 1: the password, then the secret (as a QR code) and the backup codes; not on until confirmed. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api<TwoFactorSetup>("/api/auth/two-factor/enable", { body: { password } }),
    meta: { errorTitle: "Error", errorFallback: "Failed to set up two-factor authentication" },
  });
}

/** Step 2: a code from the app proves it is set up; from then on sign-in asks for one. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      withCodeErrors(
        api<unknown>("/api/auth/two-factor/verify-totp", { body: { code: code.replace(/\s+/g, "") } }),
      ),
    meta: {
      errorTitle: "Error",
      errorFallback: "Invalid code",
      success: { title: "Two-factor authentication is on", description: "Sign-in now asks for a code." },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQuery.queryKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<void>("/api/account/two-factor/disable", { body: { code: code.replace(/\s+/g, "") } }),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to turn two-factor authentication off",
      success: { title: "Two-factor authentication is off" },
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQuery.queryKey }),
  });
}

export function useNewBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      api<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", { body: { password } }),
    meta: {
      errorTitle: "Error",
      errorFallback: "Failed to make new backup codes",
      success: { title: "New backup codes", description: "The old ones no longer work." },
    },
  });
}
