import type { FastifyError, FastifyRequest } from "fastify";
import { validationText } from "@souk/contract";
import { imageTooLarge } from "../files/image.ts";
import { fieldError } from "./app-error.ts";

/** The bytes of the one multipart `file` of an upload request (≤ 2 MB, else 413; none → field error). */
export async function uploadedBytes(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw fieldError("file", validationText("v.pic")!, req.locale);
  let bytes: Buffer | null = null;
  try {
    const part = await req.file();
    bytes = part ? await part.toBuffer() : null;
    if (part?.file.truncated) throw imageTooLarge();
  } catch (err) {
    if ((err as FastifyError).code === "FST_REQ_FILE_TOO_LARGE") throw imageTooLarge();
    throw err;
  }
  if (!bytes || bytes.length === 0) throw fieldError("file", validationText("v.pic")!, req.locale);
  return bytes;
}
