import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from "@souk/contract";

/**
 * Client-side check of an avatar before uploading (spec part 5: right format, at most 2 MB).
 * The API checks the content again; this only spares a pointless upload. Answers the message
 * key of the problem, or null.
 */
export function avatarProblem(file: {
  type: string;
  size: number;
}): "avatarType" | "avatarSize" | "avatarEmpty" | null {
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type.toLowerCase())) return "avatarType";
  if (file.size <= 0) return "avatarEmpty";
  if (file.size > AVATAR_MAX_BYTES) return "avatarSize";
  return null;
}
