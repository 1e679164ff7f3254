"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, NICKNAME_MAX, setUserInfoBody, type SetUserInfoBody } from "@souk/contract";
import { CircleUserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import { setUserInfoEndpoint, uploadAvatarEndpoint } from "@/lib/api/endpoints/user";
import { ERROR_TOAST_MS } from "@/lib/api/error-policy";
import { FieldError, SubmitButton, TextField } from "@/components/ui/form-controls";
import { useAccount } from "@/lib/session/account-context";
import { useValidationText } from "@/lib/forms/validation-text";
import { Panel } from "@/components/ui/panel";
import { avatarProblem } from "../lib/avatar-check";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * uc-account: nickname (required, at most 15) and avatar (image types only, at most 2 MB, checked
 * here before uploading and again by the API, which re-encodes it). Saving refreshes the top bar.
 */
export function UcAccountPage() {
  const t = useTranslations("userCenter");
  const vt = useValidationText();
  const { user, refreshUser } = useAccount();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pic, setPic] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SetUserInfoBody>({ resolver: zodResolver(setUserInfoBody), defaultValues: { nickName: "" } });

  // Fill the form once the profile is known (and again after saving).
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (user && loadedFor.current !== user.nickName) {
      loadedFor.current = user.nickName;
      reset({ nickName: user.nickName });
    }
  }, [user, reset]);

  const shownPic = mediaUrl(pic ?? user?.pic);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again must fire again
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setFileError(t(problem));
      return;
    }
    setFileError(null);
    setUploading(true);
    try {
      const { filePath } = await callApi(uploadAvatarEndpoint(file));
      setPic(filePath);
    } catch {
      /* the API client showed the reason */
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(setUserInfoEndpoint({ nickName: v.nickName, ...(pic ? { pic } : {}) }));
    } catch {
      return;
    }
    await refreshUser();
    setPic(null);
    toast.success(t("saved"), { duration: ERROR_TOAST_MS });
  });

  return (
    <Panel title={t("pages.uc-account")} testId="uc-account">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex w-[520px] max-w-full flex-col gap-6 py-4">
        <div className="grid grid-cols-[110px_1fr] items-center gap-x-3">
          <span className="text-right text-sm text-ink">{t("avatar")}</span>
          <div className="flex items-center gap-4">
            {shownPic ? (
              <img
                src={shownPic}
                alt={t("avatarAlt")}
                width={72}
                height={72}
                className="size-[72px] rounded-full border border-line object-cover"
                data-testid="uc-account-avatar"
              />
            ) : (
              <CircleUserRound size={72} strokeWidth={1} className="text-muted" aria-hidden />
            )}
            <div>
              <input
                ref={fileInput}
                id={fileId}
                type="file"
                accept={AVATAR_ACCEPT.join(",")}
                className="sr-only"
                onChange={(e) => void onFile(e)}
                aria-describedby={`${fileId}-hint`}
                data-testid="uc-account-file"
              />
              <label
                htmlFor={fileId}
                className="inline-block cursor-pointer rounded-sm border border-brand px-4 py-1.5 text-xs text-brand hover:bg-brand/5"
              >
                {uploading ? t("uploading") : t("changeAvatar")}
              </label>
              <p id={`${fileId}-hint`} className="mt-1.5 text-xs text-muted">
                {t("avatarHint", { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}
              </p>
              {fileError ? <FieldError message={fileError} /> : null}
            </div>
          </div>
        </div>
        <TextField
          layout="row"
          label={t("nickName")}
          maxLength={NICKNAME_MAX}
          registration={register("nickName")}
          error={vt(errors.nickName?.message)}
          hint={t("nickNameHint", { max: NICKNAME_MAX })}
          testId="uc-account-nickname"
        />
        <div className="pl-[122px]">
          <div className="w-[160px]">
            <SubmitButton busy={isSubmitting || uploading} testId="uc-account-save">
              {t("save")}
            </SubmitButton>
          </div>
          {pic && !isDirty ? <p className="mt-2 text-xs text-muted">{t("avatarPending")}</p> : null}
        </div>
      </form>
    </Panel>
  );
}
