import { NoticeMissing } from "@/modules/notice/components/notice-missing";

/** An unknown notice (or none named): the "notice does not exist" view with HTTP 404. */
export default function NoticeNotFound() {
  return <NoticeMissing />;
}
