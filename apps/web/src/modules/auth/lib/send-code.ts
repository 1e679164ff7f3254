import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { sendCodeEndpoint, type CodePurpose } from "@/lib/api/endpoints/account";

/**
 * Sends an SMS code; answers whether it went out (the API client already showed why not, e.g.
 * 'wait 60 seconds' or the daily limit). `sentText` confirms it to the buyer.
 */
export async function sendSmsCode(purpose: CodePurpose, mobile: string, sentText: string): Promise<boolean> {
  try {
    await callApi(sendCodeEndpoint(purpose, mobile.trim()));
    toast.success(sentText);
    return true;
  } catch {
    return false;
  }
}
